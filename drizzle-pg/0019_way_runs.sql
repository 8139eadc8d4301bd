CREATE TABLE "way_runs" (
	"way_id" text PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" bigint NOT NULL,
	"started_at" bigint,
	"finished_at" bigint,
	"lease_until" bigint,
	"done" integer NOT NULL,
	"total" integer NOT NULL,
	"figures" text,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "way_runs_status_requested_idx" ON "way_runs" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "way_runs_requester_idx" ON "way_runs" USING btree ("requested_by","requested_at");