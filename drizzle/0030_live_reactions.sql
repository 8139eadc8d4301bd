CREATE TABLE `live_reactions` (
	`live_table_id` text NOT NULL,
	`learner_id` text NOT NULL,
	`seat` integer NOT NULL,
	`reaction` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`live_table_id`, `learner_id`),
	FOREIGN KEY (`live_table_id`) REFERENCES `live_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `live_tables` ADD `reactions` integer DEFAULT false NOT NULL;