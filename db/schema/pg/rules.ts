/** PostgreSQL mirror of db/schema/sqlite/rules.ts: same tables, columns and row types. */
import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { RULE_SOURCES } from "../vocabulary";

export const rulePages = pgTable(
  "rule_pages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    sortOrder: integer("sort_order").notNull(),
    version: integer("version").notNull().default(1),
    source: text("source", { enum: RULE_SOURCES }).notNull().default("seed"),
    // SQLite's timestamp_ms columns read as a Date: the same here.
    createdAt: timestamp("created_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "date", withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("rule_pages_locale_slug_unique").on(t.locale, t.slug)],
);

export const rulePageVersions = pgTable(
  "rule_page_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer("page_id")
      .notNull()
      .references(() => rulePages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    source: text("source", { enum: RULE_SOURCES }).notNull(),
    savedAt: timestamp("saved_at", { mode: "date", withTimezone: true }).notNull(),
    replacedAt: timestamp("replaced_at", { mode: "date", withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("rule_page_versions_page_version_unique").on(t.pageId, t.version)],
);
