CREATE TABLE `attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`learner_id` text NOT NULL,
	`deal_id` text NOT NULL,
	`hand` text NOT NULL,
	`hand_key` text NOT NULL,
	`front` text NOT NULL,
	`verdict` text NOT NULL,
	`ev` real NOT NULL,
	`best_ev` real NOT NULL,
	`ev_lost` real NOT NULL,
	`house_way_ev` real NOT NULL,
	`category` text NOT NULL,
	`drill` text NOT NULL,
	`decide_ms` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deal_id`) REFERENCES `deals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attempts_deal_idx` ON `attempts` (`deal_id`);--> statement-breakpoint
CREATE INDEX `attempts_learner_created_idx` ON `attempts` (`learner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `deals` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` text NOT NULL,
	`hand` text NOT NULL,
	`drill` text NOT NULL,
	`filter` text,
	`dealt_at` integer NOT NULL,
	`answered_at` integer,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deals_learner_dealt_idx` ON `deals` (`learner_id`,`dealt_at`);--> statement-breakpoint
CREATE TABLE `ev_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`counts` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `learners` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`user_id` text
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`learner_id` text NOT NULL,
	`hand_key` text NOT NULL,
	`hand` text NOT NULL,
	`lapses` integer NOT NULL,
	`streak` integer NOT NULL,
	`last_ev_lost` real NOT NULL,
	`due_at` integer NOT NULL,
	`retired_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_learner_hand_idx` ON `reviews` (`learner_id`,`hand_key`);--> statement-breakpoint
CREATE INDEX `reviews_learner_due_idx` ON `reviews` (`learner_id`,`due_at`);--> statement-breakpoint
CREATE TABLE `trap_pool` (
	`key` text PRIMARY KEY NOT NULL,
	`hand` text NOT NULL,
	`gain` real NOT NULL,
	`created_at` integer NOT NULL
);
