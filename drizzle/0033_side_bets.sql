ALTER TABLE `classes` ADD `fortune_table` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `envy_schedule` text;--> statement-breakpoint
ALTER TABLE `live_seats` ADD `emperors_bet` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `live_seats` ADD `dealer_hand_bet` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `live_tables` ADD `fortune_table` text;--> statement-breakpoint
ALTER TABLE `live_tables` ADD `envy_schedule` text;--> statement-breakpoint
ALTER TABLE `round_seats` ADD `emperors_bet` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `round_seats` ADD `emperors_key` text;--> statement-breakpoint
ALTER TABLE `round_seats` ADD `emperors_net` integer;--> statement-breakpoint
ALTER TABLE `round_seats` ADD `dealer_hand_bet` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `round_seats` ADD `dealer_hand_net` integer;--> statement-breakpoint
ALTER TABLE `round_seats` ADD `envy_paid` integer;