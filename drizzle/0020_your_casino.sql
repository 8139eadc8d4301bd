CREATE TABLE `dealer_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`learner_id` text NOT NULL,
	`deal_id` text NOT NULL,
	`rule_set` text NOT NULL,
	`mode` text NOT NULL,
	`hand` text NOT NULL,
	`front` text NOT NULL,
	`way_front` text NOT NULL,
	`correct` integer NOT NULL,
	`rule` text NOT NULL,
	`decide_ms` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deal_id`) REFERENCES `deals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealer_attempts_deal_idx` ON `dealer_attempts` (`deal_id`);--> statement-breakpoint
CREATE INDEX `dealer_attempts_learner_idx` ON `dealer_attempts` (`learner_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `classes` ADD `rule_set` text DEFAULT 'seed/standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `live_tables` ADD `rule_set` text DEFAULT 'seed/standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `attempts` ADD `rule_set` text DEFAULT 'seed/standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `deals` ADD `rule_set` text DEFAULT 'seed/standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `learners` ADD `rule_set` text DEFAULT 'seed/standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `rounds` ADD `rule_set` text DEFAULT 'seed/standard' NOT NULL;