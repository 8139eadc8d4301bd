CREATE TABLE `round_seats` (
	`round_id` text NOT NULL,
	`seat` integer NOT NULL,
	`role` text NOT NULL,
	`learner_id` text,
	`hand` text NOT NULL,
	`front` text,
	`rule` text,
	`set_by` text,
	`bet` integer DEFAULT 0 NOT NULL,
	`bonus_bet` integer DEFAULT 0 NOT NULL,
	`outcome` text,
	`foul` integer,
	`back_mark` text,
	`front_mark` text,
	`commission` integer,
	`net` integer,
	`bonus_key` text,
	`bonus_net` integer,
	`ev` real,
	`best_ev` real,
	`house_way_ev` real,
	`wallet_before` integer,
	`wallet_after` integer,
	PRIMARY KEY(`round_id`, `seat`),
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `round_seats_learner_idx` ON `round_seats` (`learner_id`,`round_id`);--> statement-breakpoint
CREATE TABLE `rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`instance_id` text NOT NULL,
	`table_id` text NOT NULL,
	`currency` text NOT NULL,
	`phase` text NOT NULL,
	`commission_bp` integer NOT NULL,
	`bank_commission_bp` integer,
	`dealt_at` integer NOT NULL,
	`deadline_at` integer,
	`settled_at` integer,
	`seed` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_open_idx` ON `rounds` (`instance_id`) WHERE "rounds"."phase" <> 'settled';--> statement-breakpoint
CREATE INDEX `rounds_due_idx` ON `rounds` (`deadline_at`) WHERE "rounds"."phase" <> 'settled';--> statement-breakpoint
CREATE INDEX `rounds_instance_dealt_idx` ON `rounds` (`instance_id`,`dealt_at`);