DROP TABLE "table_rounds" CASCADE;--> statement-breakpoint
DROP TABLE "table_seats" CASCADE;