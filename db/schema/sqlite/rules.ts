import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { RULE_SOURCES } from "../vocabulary";

/**
 * Rule pages: one row per (locale, slug), holding the current Markdown. Seeded from
 * content/rules/<locale>/<slug>.md (lib/rules/seed.ts); every save bumps `version` and moves the
 * replaced text into rule_page_versions.
 */
export const rulePages = sqliteTable(
  "rule_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    sortOrder: integer("sort_order").notNull(),
    /** 1 for the seeded text, +1 per save; an edit must name the version it started from. */
    version: integer("version").notNull().default(1),
    /** "seed" while the text comes from content/rules; "admin" once someone edited it. */
    source: text("source", { enum: RULE_SOURCES }).notNull().default("seed"),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [uniqueIndex("rule_pages_locale_slug_unique").on(t.locale, t.slug)],
);

/** Earlier versions of a rule page, written when a save replaces them. */
export const rulePageVersions = sqliteTable(
  "rule_page_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pageId: integer("page_id")
      .notNull()
      .references(() => rulePages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    source: text("source", { enum: RULE_SOURCES }).notNull(),
    /** When this version was saved (its page's updated_at at the time). */
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
    /** When a newer save replaced it. */
    replacedAt: integer("replaced_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("rule_page_versions_page_version_unique").on(t.pageId, t.version)],
);

export type RulePageRow = typeof rulePages.$inferSelect;
export type NewRulePageRow = typeof rulePages.$inferInsert;
export type RulePageVersionRow = typeof rulePageVersions.$inferSelect;
