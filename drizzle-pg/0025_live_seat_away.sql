ALTER TABLE "live_seats" ADD COLUMN "away_since" bigint;--> statement-breakpoint
CREATE INDEX "live_seats_away_idx" ON "live_seats" USING btree ("away_since");