CREATE TABLE "stream_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"instance_id" text NOT NULL,
	"opened_at" bigint NOT NULL,
	"renewed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stream_leases_holder_idx" ON "stream_leases" USING btree ("holder","renewed_at");--> statement-breakpoint
CREATE INDEX "stream_leases_renewed_idx" ON "stream_leases" USING btree ("renewed_at");--> statement-breakpoint
-- Written by hand (drizzle-kit has no notation for it), as rate_buckets (0002): leases are
-- throw-away state, so a lease's commit waits for no WAL flush; after a crash PostgreSQL empties
-- the table, and no stream is open then anyway.
ALTER TABLE "stream_leases" SET UNLOGGED;
