DROP INDEX `attempts_learner_category_idx`;--> statement-breakpoint
DROP INDEX `attempts_learner_drill_idx`;--> statement-breakpoint
CREATE INDEX `attempts_learner_kind_category_idx` ON `attempts` (`learner_id`,`attempt_kind`,`category`,`verdict`,`ev_lost`,`created_at`);--> statement-breakpoint
CREATE INDEX `attempts_learner_drill_kind_idx` ON `attempts` (`learner_id`,`drill`,`attempt_kind`,`created_at`,`category`,`verdict`,`ev_lost`);