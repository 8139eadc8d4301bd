ALTER TABLE "ledger" DROP CONSTRAINT "ledger_round_id_table_rounds_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;