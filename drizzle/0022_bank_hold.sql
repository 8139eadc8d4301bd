-- Edited by hand: drizzle-kit copied the new column `held` from the old table; it starts at 0.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_wallets` (
	`learner_id` text NOT NULL,
	`currency` text NOT NULL,
	`balance` integer NOT NULL,
	`rebuys` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`held` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`learner_id`, `currency`),
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "wallets_balance_check" CHECK("__new_wallets"."balance" >= 0),
	CONSTRAINT "wallets_held_check" CHECK("__new_wallets"."held" >= 0 AND "__new_wallets"."held" <= "__new_wallets"."balance")
);
--> statement-breakpoint
INSERT INTO `__new_wallets`("learner_id", "currency", "balance", "rebuys", "points", "held", "created_at", "updated_at") SELECT "learner_id", "currency", "balance", "rebuys", "points", 0, "created_at", "updated_at" FROM `wallets`;--> statement-breakpoint
DROP TABLE `wallets`;--> statement-breakpoint
ALTER TABLE `__new_wallets` RENAME TO `wallets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;