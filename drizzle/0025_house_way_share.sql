ALTER TABLE `house_ways` ADD `share_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `house_ways_share_token_unique` ON `house_ways` (`share_token`);