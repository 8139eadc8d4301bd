CREATE TABLE "round_seats" (
	"round_id" text NOT NULL,
	"seat" integer NOT NULL,
	"role" text NOT NULL,
	"learner_id" text,
	"hand" text NOT NULL,
	"front" text,
	"rule" text,
	"set_by" text,
	"bet" bigint DEFAULT 0 NOT NULL,
	"bonus_bet" bigint DEFAULT 0 NOT NULL,
	"outcome" text,
	"foul" boolean,
	"back_mark" text,
	"front_mark" text,
	"commission" bigint,
	"net" bigint,
	"bonus_key" text,
	"bonus_net" bigint,
	"ev" double precision,
	"best_ev" double precision,
	"house_way_ev" double precision,
	"wallet_before" bigint,
	"wallet_after" bigint,
	CONSTRAINT "round_seats_round_id_seat_pk" PRIMARY KEY("round_id","seat")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"table_id" text NOT NULL,
	"currency" text NOT NULL,
	"phase" text NOT NULL,
	"commission_bp" integer NOT NULL,
	"bank_commission_bp" integer,
	"dealt_at" bigint NOT NULL,
	"deadline_at" bigint,
	"settled_at" bigint,
	"seed" bigint
);
--> statement-breakpoint
ALTER TABLE "round_seats" ADD CONSTRAINT "round_seats_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_seats" ADD CONSTRAINT "round_seats_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_seats_learner_idx" ON "round_seats" USING btree ("learner_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_open_idx" ON "rounds" USING btree ("instance_id") WHERE "rounds"."phase" <> 'settled';--> statement-breakpoint
CREATE INDEX "rounds_due_idx" ON "rounds" USING btree ("deadline_at") WHERE "rounds"."phase" <> 'settled';--> statement-breakpoint
CREATE INDEX "rounds_instance_dealt_idx" ON "rounds" USING btree ("instance_id","dealt_at");