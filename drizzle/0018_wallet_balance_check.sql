ALTER TABLE `live_tables` ADD `bank_left_reason` text;--> statement-breakpoint
ALTER TABLE `live_tables` ADD `bank_left_name` text;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_wallets` (
	`learner_id` text NOT NULL,
	`currency` text NOT NULL,
	`balance` integer NOT NULL,
	`rebuys` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`learner_id`, `currency`),
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "wallets_balance_check" CHECK("__new_wallets"."balance" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_wallets`("learner_id", "currency", "balance", "rebuys", "points", "created_at", "updated_at") SELECT "learner_id", "currency", "balance", "rebuys", "points", "created_at", "updated_at" FROM `wallets`;--> statement-breakpoint
DROP TABLE `wallets`;--> statement-breakpoint
ALTER TABLE `__new_wallets` RENAME TO `wallets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;