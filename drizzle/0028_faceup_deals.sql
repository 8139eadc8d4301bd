CREATE TABLE `faceup_deals` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` text NOT NULL,
	`way` text NOT NULL,
	`hand` text NOT NULL,
	`dealer_hand` text NOT NULL,
	`dealt_at` integer NOT NULL,
	`answered_at` integer,
	`front` text,
	`outcome` text,
	`best` text,
	`correct` integer,
	`decide_ms` integer,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `faceup_deals_learner_idx` ON `faceup_deals` (`learner_id`,`answered_at`);