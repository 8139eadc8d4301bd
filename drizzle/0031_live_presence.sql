CREATE TABLE `live_presence` (
	`id` text PRIMARY KEY NOT NULL,
	`live_table_id` text NOT NULL,
	`viewer` text NOT NULL,
	`learner_id` text,
	`renewed_at` integer NOT NULL,
	FOREIGN KEY (`live_table_id`) REFERENCES `live_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_presence_table_idx` ON `live_presence` (`live_table_id`,`viewer`);--> statement-breakpoint
CREATE INDEX `live_presence_renewed_idx` ON `live_presence` (`renewed_at`);