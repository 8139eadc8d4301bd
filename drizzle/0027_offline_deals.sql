CREATE TABLE `offline_deals` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` text NOT NULL,
	`hand` text NOT NULL,
	`rule_set` text NOT NULL,
	`issued_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offline_deals_learner_idx` ON `offline_deals` (`learner_id`,`rule_set`,`used_at`);