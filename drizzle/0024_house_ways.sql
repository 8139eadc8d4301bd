CREATE TABLE `house_ways` (
	`id` text NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`document` text NOT NULL,
	`status` text NOT NULL,
	`problems` text,
	`created_at` integer NOT NULL,
	`checked_at` integer,
	PRIMARY KEY(`id`, `owner_id`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `house_ways_owner_created_idx` ON `house_ways` (`owner_id`,`created_at`);