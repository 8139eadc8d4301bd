CREATE TABLE "live_seats" (
	"live_table_id" text NOT NULL,
	"seat" integer NOT NULL,
	"learner_id" text NOT NULL,
	"name" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"bonus_bet" bigint DEFAULT 0 NOT NULL,
	"sit_outs" integer DEFAULT 0 NOT NULL,
	"joined_at" bigint NOT NULL,
	CONSTRAINT "live_seats_live_table_id_seat_pk" PRIMARY KEY("live_table_id","seat")
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"class_id" text,
	"phase" text NOT NULL,
	"deadline_at" bigint,
	"seq" bigint NOT NULL,
	"bank_learner_id" text,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"round_id" text,
	"created_at" bigint NOT NULL,
	"closed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "live_seats" ADD CONSTRAINT "live_seats_live_table_id_live_tables_id_fk" FOREIGN KEY ("live_table_id") REFERENCES "public"."live_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_seats" ADD CONSTRAINT "live_seats_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tables" ADD CONSTRAINT "live_tables_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tables" ADD CONSTRAINT "live_tables_bank_learner_id_learners_id_fk" FOREIGN KEY ("bank_learner_id") REFERENCES "public"."learners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_seats_table_learner_idx" ON "live_seats" USING btree ("live_table_id","learner_id");--> statement-breakpoint
CREATE INDEX "live_seats_learner_idx" ON "live_seats" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "live_tables_due_idx" ON "live_tables" USING btree ("deadline_at");--> statement-breakpoint
CREATE INDEX "live_tables_class_idx" ON "live_tables" USING btree ("class_id");