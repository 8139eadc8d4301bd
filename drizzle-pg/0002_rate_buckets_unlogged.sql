-- Rate-limit buckets are throw-away state (SQLite keeps them in memory): no WAL, so a take's
-- commit never waits for a WAL flush while it holds the bucket's row lock (every request of
-- an address takes the same row). After a crash PostgreSQL empties the table: buckets refill.
ALTER TABLE "rate_buckets" SET UNLOGGED;
