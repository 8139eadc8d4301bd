CREATE TABLE `bank_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` text NOT NULL,
	`table_id` text NOT NULL,
	`seats` integer NOT NULL,
	`started_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_sessions_active_idx` ON `bank_sessions` (`learner_id`,`table_id`) WHERE "bank_sessions"."ended_at" is null;