ALTER TABLE `live_seats` ADD `away_since` integer;--> statement-breakpoint
CREATE INDEX `live_seats_away_idx` ON `live_seats` (`away_since`);