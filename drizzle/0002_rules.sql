CREATE TABLE `rule_page_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer NOT NULL,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`source` text NOT NULL,
	`saved_at` integer NOT NULL,
	`replaced_at` integer NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `rule_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rule_page_versions_page_version_unique` ON `rule_page_versions` (`page_id`,`version`);--> statement-breakpoint
CREATE TABLE `rule_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`locale` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`sort_order` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`source` text DEFAULT 'seed' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rule_pages_locale_slug_unique` ON `rule_pages` (`locale`,`slug`);