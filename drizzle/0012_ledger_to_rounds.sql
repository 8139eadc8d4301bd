PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`learner_id` text NOT NULL,
	`currency` text NOT NULL,
	`round_id` text,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`learner_id`) REFERENCES `learners`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_ledger`("id", "learner_id", "currency", "round_id", "kind", "amount", "balance_after", "created_at") SELECT "id", "learner_id", "currency", "round_id", "kind", "amount", "balance_after", "created_at" FROM `ledger`;--> statement-breakpoint
DROP TABLE `ledger`;--> statement-breakpoint
ALTER TABLE `__new_ledger` RENAME TO `ledger`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `ledger_wallet_idx` ON `ledger` (`learner_id`,`currency`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_round_idx` ON `ledger` (`round_id`);