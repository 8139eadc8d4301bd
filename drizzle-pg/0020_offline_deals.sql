CREATE TABLE "offline_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"learner_id" text NOT NULL,
	"hand" text NOT NULL,
	"rule_set" text NOT NULL,
	"issued_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "offline_deals" ADD CONSTRAINT "offline_deals_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_deals_learner_idx" ON "offline_deals" USING btree ("learner_id","rule_set","used_at");