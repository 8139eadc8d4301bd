CREATE TABLE "live_presence" (
	"id" text PRIMARY KEY NOT NULL,
	"live_table_id" text NOT NULL,
	"viewer" text NOT NULL,
	"learner_id" text,
	"renewed_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_live_table_id_live_tables_id_fk" FOREIGN KEY ("live_table_id") REFERENCES "public"."live_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_table_idx" ON "live_presence" USING btree ("live_table_id","viewer");--> statement-breakpoint
CREATE INDEX "live_presence_renewed_idx" ON "live_presence" USING btree ("renewed_at");