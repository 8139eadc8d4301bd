/** PostgreSQL mirror of db/schema/sqlite/limits.ts. */
import { bigint, doublePrecision, pgTable, text } from "drizzle-orm/pg-core";

// UNLOGGED (drizzle-pg/0002, written by hand: drizzle-kit has no notation for it): throw-away
// state whose commits must not wait for a WAL flush.
export const rateBuckets = pgTable("rate_buckets", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  at: bigint("at", { mode: "number" }).notNull(),
});
