ALTER TABLE "house_ways" ADD COLUMN "share_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "house_ways_share_token_unique" ON "house_ways" USING btree ("share_token");