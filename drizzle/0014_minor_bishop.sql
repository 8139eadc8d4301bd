CREATE TABLE `live_seats` (
	`live_table_id` text NOT NULL,
	`seat` integer NOT NULL,
	`learner_id` text NOT NULL,
	`name` text NOT NULL,
	`bet` integer DEFAULT 0 NOT NULL,
	`bonus_bet` integer DEFAULT 0 NOT NULL,
	`sit_outs` integer DEFAULT 0 NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`live_table_id`, `seat`),
	FOREIGN KEY (`live_table_id`) REFERENCES `live_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_seats_table_learner_idx` ON `live_seats` (`live_table_id`,`learner_id`);--> statement-breakpoint
CREATE INDEX `live_seats_learner_idx` ON `live_seats` (`learner_id`);--> statement-breakpoint
CREATE TABLE `live_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`table_id` text NOT NULL,
	`class_id` text,
	`phase` text NOT NULL,
	`deadline_at` integer,
	`seq` integer NOT NULL,
	`bank_learner_id` text,
	`auto_approve` integer DEFAULT false NOT NULL,
	`round_id` text,
	`created_at` integer NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `live_tables_due_idx` ON `live_tables` (`deadline_at`);--> statement-breakpoint
CREATE INDEX `live_tables_class_idx` ON `live_tables` (`class_id`);