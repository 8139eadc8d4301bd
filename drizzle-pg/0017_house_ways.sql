CREATE TABLE "house_ways" (
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"status" text NOT NULL,
	"problems" text,
	"created_at" bigint NOT NULL,
	"checked_at" bigint,
	CONSTRAINT "house_ways_id_owner_id_pk" PRIMARY KEY("id","owner_id")
);
--> statement-breakpoint
ALTER TABLE "house_ways" ADD CONSTRAINT "house_ways_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_ways_owner_created_idx" ON "house_ways" USING btree ("owner_id","created_at");