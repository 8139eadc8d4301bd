CREATE TABLE "live_reactions" (
	"live_table_id" text NOT NULL,
	"learner_id" text NOT NULL,
	"seat" integer NOT NULL,
	"reaction" text NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "live_reactions_live_table_id_learner_id_pk" PRIMARY KEY("live_table_id","learner_id")
);
--> statement-breakpoint
ALTER TABLE "live_tables" ADD COLUMN "reactions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_reactions" ADD CONSTRAINT "live_reactions_live_table_id_live_tables_id_fk" FOREIGN KEY ("live_table_id") REFERENCES "public"."live_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reactions" ADD CONSTRAINT "live_reactions_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;