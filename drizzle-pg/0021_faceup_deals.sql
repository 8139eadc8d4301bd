CREATE TABLE "faceup_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"learner_id" text NOT NULL,
	"way" text NOT NULL,
	"hand" text NOT NULL,
	"dealer_hand" text NOT NULL,
	"dealt_at" bigint NOT NULL,
	"answered_at" bigint,
	"front" text,
	"outcome" text,
	"best" text,
	"correct" boolean,
	"decide_ms" integer
);
--> statement-breakpoint
ALTER TABLE "faceup_deals" ADD CONSTRAINT "faceup_deals_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faceup_deals_learner_idx" ON "faceup_deals" USING btree ("learner_id","answered_at");