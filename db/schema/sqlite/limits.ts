import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Token buckets of the drill's rate limits shared by several app instances (lib/learner/
 * limits.ts uses them with PostgreSQL; one SQLite process keeps its buckets in memory).
 */
export const rateBuckets = sqliteTable("rate_buckets", {
  key: text("key").primaryKey(),
  /** Tokens left at `at` (fractional: they refill continuously). */
  tokens: real("tokens").notNull(),
  /** When `tokens` was last taken, ms since the epoch. */
  at: integer("at").notNull(),
});

export type RateBucketRow = typeof rateBuckets.$inferSelect;
