CREATE TABLE `ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`learner_id` text NOT NULL,
	`currency` text NOT NULL,
	`round_id` text,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `table_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ledger_wallet_idx` ON `ledger` (`learner_id`,`currency`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_round_idx` ON `ledger` (`round_id`);--> statement-breakpoint
CREATE TABLE `table_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` text NOT NULL,
	`table_id` text NOT NULL,
	`currency` text NOT NULL,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`bank_hand` text NOT NULL,
	`bank_front` text,
	`bank_rule` text,
	`commission_bp` integer NOT NULL,
	`balance_before` integer NOT NULL,
	`balance_after` integer,
	`dealt_at` integer NOT NULL,
	`deadline_at` integer,
	`settled_at` integer,
	`settled_by` text,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_rounds_open_idx` ON `table_rounds` (`learner_id`,`table_id`) WHERE "table_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX `table_rounds_learner_dealt_idx` ON `table_rounds` (`learner_id`,`dealt_at`);--> statement-breakpoint
CREATE INDEX `table_rounds_learner_table_dealt_idx` ON `table_rounds` (`learner_id`,`table_id`,`dealt_at`);--> statement-breakpoint
CREATE INDEX `table_rounds_learner_status_idx` ON `table_rounds` (`learner_id`,`status`);--> statement-breakpoint
CREATE TABLE `table_seats` (
	`round_id` text NOT NULL,
	`seat` integer NOT NULL,
	`learner` integer NOT NULL,
	`hand` text NOT NULL,
	`front` text,
	`bet` integer NOT NULL,
	`bonus_bet` integer NOT NULL,
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
	PRIMARY KEY(`round_id`, `seat`),
	FOREIGN KEY (`round_id`) REFERENCES `table_rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `wallets` (
	`learner_id` text NOT NULL,
	`currency` text NOT NULL,
	`balance` integer NOT NULL,
	`rebuys` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`learner_id`, `currency`),
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
