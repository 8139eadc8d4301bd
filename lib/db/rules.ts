/**
 * Rule pages in the database: reading, versioned saving and seeding from content/rules.
 *
 * Every function takes the database, so tests run them on a throwaway file; the app reaches them
 * through lib/rules/pages.ts, which binds the process-wide database. Rows are mapped to the
 * domain types below at this boundary.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { rulePages, rulePageVersions } from "@/db/schema";
import type { Db } from "./client";

export type RulePageSource = "seed" | "admin";

export interface RulePage {
  locale: string;
  slug: string;
  title: string;
  body: string;
  sortOrder: number;
  version: number;
  source: RulePageSource;
  createdAt: Date;
  updatedAt: Date;
}

export interface RulePageVersion {
  version: number;
  title: string;
  source: RulePageSource;
  savedAt: Date;
  replacedAt: Date;
}

export interface SeedInput {
  locale: string;
  slug: string;
  title: string;
  body: string;
  sortOrder: number;
}

type PageRow = typeof rulePages.$inferSelect;

const toPage = (row: PageRow): RulePage => ({
  locale: row.locale,
  slug: row.slug,
  title: row.title,
  body: row.body,
  sortOrder: row.sortOrder,
  version: row.version,
  source: row.source,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const bySlug = (locale: string, slug: string) =>
  and(eq(rulePages.locale, locale), eq(rulePages.slug, slug));

/** A locale's pages in reading order. */
export function listRulePages(db: Db, locale: string): RulePage[] {
  return db
    .select()
    .from(rulePages)
    .where(eq(rulePages.locale, locale))
    .orderBy(asc(rulePages.sortOrder), asc(rulePages.slug))
    .all()
    .map(toPage);
}

export function getRulePage(db: Db, locale: string, slug: string): RulePage | null {
  const row = db.select().from(rulePages).where(bySlug(locale, slug)).get();
  return row ? toPage(row) : null;
}

/** The versions a page had before its current one, newest first. */
export function listRulePageVersions(db: Db, locale: string, slug: string): RulePageVersion[] {
  return db
    .select({
      version: rulePageVersions.version,
      title: rulePageVersions.title,
      source: rulePageVersions.source,
      savedAt: rulePageVersions.savedAt,
      replacedAt: rulePageVersions.replacedAt,
    })
    .from(rulePageVersions)
    .innerJoin(rulePages, eq(rulePageVersions.pageId, rulePages.id))
    .where(bySlug(locale, slug))
    .orderBy(desc(rulePageVersions.version))
    .all();
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Moves a page's current text into its history and writes the new text as the next version. */
function replaceText(
  tx: Tx,
  row: PageRow,
  title: string,
  body: string,
  source: RulePageSource,
  now: Date,
): PageRow {
  tx.insert(rulePageVersions)
    .values({
      pageId: row.id,
      version: row.version,
      title: row.title,
      body: row.body,
      source: row.source,
      savedAt: row.updatedAt,
      replacedAt: now,
    })
    .run();
  return tx
    .update(rulePages)
    .set({ title, body, source, version: row.version + 1, updatedAt: now })
    .where(eq(rulePages.id, row.id))
    .returning()
    .get();
}

export interface SaveInput {
  locale: string;
  slug: string;
  title: string;
  body: string;
  /** The version the editor started from; the save is refused unless it is still current. */
  baseVersion: number;
  source?: RulePageSource;
}

export type SaveResult =
  | { status: "saved"; page: RulePage }
  | { status: "not-found" }
  | { status: "stale"; currentVersion: number };

/**
 * Saves a new version of a page, moving the current text into rule_page_versions. Refused,
 * changing nothing, when the page has moved past `baseVersion` since the editor loaded it.
 */
export function saveRulePage(db: Db, input: SaveInput, now: Date = new Date()): SaveResult {
  return db.transaction(
    (tx) => {
      const current = tx.select().from(rulePages).where(bySlug(input.locale, input.slug)).get();
      if (!current) return { status: "not-found" } as const;
      if (current.version !== input.baseVersion) {
        return { status: "stale", currentVersion: current.version } as const;
      }
      const updated = replaceText(
        tx,
        current,
        input.title,
        input.body,
        input.source ?? "admin",
        now,
      );
      return { status: "saved", page: toPage(updated) } as const;
    },
    { behavior: "immediate" },
  );
}

export interface SeedReport {
  inserted: number;
  refreshed: number;
  kept: number;
}

/**
 * Brings the database up to the content files, and is safe to run on every start:
 * - a page that is missing is inserted as version 1;
 * - a page still holding seeded text is updated to the file's text as a new version (so
 *   polished content reaches existing installs and the old text stays in the history);
 * - a page an admin has edited is never touched, except for its place in the list.
 */
export function seedRulePages(
  db: Db,
  pages: readonly SeedInput[],
  now: Date = new Date(),
): SeedReport {
  const report: SeedReport = { inserted: 0, refreshed: 0, kept: 0 };
  db.transaction(
    (tx) => {
      const existing = new Map(
        tx
          .select()
          .from(rulePages)
          .all()
          .map((row) => [`${row.locale}/${row.slug}`, row]),
      );
      for (const page of pages) {
        const row = existing.get(`${page.locale}/${page.slug}`);
        if (!row) {
          tx.insert(rulePages)
            .values({ ...page, version: 1, source: "seed", createdAt: now, updatedAt: now })
            .run();
          report.inserted++;
          continue;
        }
        if (row.sortOrder !== page.sortOrder) {
          tx.update(rulePages)
            .set({ sortOrder: page.sortOrder })
            .where(eq(rulePages.id, row.id))
            .run();
        }
        if (row.source === "seed" && (row.title !== page.title || row.body !== page.body)) {
          replaceText(tx, row, page.title, page.body, "seed", now);
          report.refreshed++;
        } else {
          report.kept++;
        }
      }
    },
    { behavior: "immediate" },
  );
  return report;
}
