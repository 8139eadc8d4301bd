-- Written by hand (drizzle-kit generate --custom): before wallets get CHECK (balance >= 0)
-- (the next migration), a balance the old code let go below zero (issue 29: a learner bank
-- paid out past its balance, concurrent deals overdrew a player) is written off to 0 by a
-- `grant` entry in the ledger, so every wallet still equals its ledger.
INSERT INTO "ledger" ("learner_id", "currency", "round_id", "kind", "amount", "balance_after", "created_at")
SELECT "learner_id", "currency", NULL, 'grant', -"balance", 0, (extract(epoch from now()) * 1000)::bigint
FROM "wallets" WHERE "balance" < 0 ORDER BY "learner_id", "currency";
--> statement-breakpoint
UPDATE "wallets" SET "balance" = 0 WHERE "balance" < 0;
