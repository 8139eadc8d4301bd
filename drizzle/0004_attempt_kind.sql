ALTER TABLE `attempts` ADD `attempt_kind` text DEFAULT 'decision' NOT NULL;--> statement-breakpoint
CREATE INDEX `attempts_learner_hand_idx` ON `attempts` (`learner_id`,`hand_key`);