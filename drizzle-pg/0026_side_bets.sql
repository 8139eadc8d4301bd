ALTER TABLE "classes" ADD COLUMN "fortune_table" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "envy_schedule" text;--> statement-breakpoint
ALTER TABLE "live_seats" ADD COLUMN "emperors_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_seats" ADD COLUMN "dealer_hand_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_tables" ADD COLUMN "fortune_table" text;--> statement-breakpoint
ALTER TABLE "live_tables" ADD COLUMN "envy_schedule" text;--> statement-breakpoint
ALTER TABLE "round_seats" ADD COLUMN "emperors_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "round_seats" ADD COLUMN "emperors_key" text;--> statement-breakpoint
ALTER TABLE "round_seats" ADD COLUMN "emperors_net" bigint;--> statement-breakpoint
ALTER TABLE "round_seats" ADD COLUMN "dealer_hand_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "round_seats" ADD COLUMN "dealer_hand_net" bigint;--> statement-breakpoint
ALTER TABLE "round_seats" ADD COLUMN "envy_paid" bigint;