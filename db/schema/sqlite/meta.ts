import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Small key/value facts about the installation itself (e.g. when it was first seeded). */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type MetaRow = typeof meta.$inferSelect;
export type NewMetaRow = typeof meta.$inferInsert;
