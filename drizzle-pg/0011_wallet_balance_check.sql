ALTER TABLE "live_tables" ADD COLUMN "bank_left_reason" text;--> statement-breakpoint
ALTER TABLE "live_tables" ADD COLUMN "bank_left_name" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance" >= 0);