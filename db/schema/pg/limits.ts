/** PostgreSQL mirror of db/schema/sqlite/limits.ts. */
import { bigint, doublePrecision, pgTable, text } from "drizzle-orm/pg-core";

export const rateBuckets = pgTable("rate_buckets", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  at: bigint("at", { mode: "number" }).notNull(),
});
