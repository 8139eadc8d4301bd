/**
 * Rule pages in the database: reading, versioned saving and seeding from content/rules.
 *
 * Every function takes the database (either dialect), so tests run them on a throwaway store; the
 * app reaches them through lib/rules/pages.ts, which binds the process-wide database. Rows are mapped to the
 * domain types below at this boundary.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { rulePages, rulePageVersions } from "@/db/schema";
import { type Queryable, withTx } from "./store";

type RulePageSource = "seed" | "admin";

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
export async function listRulePages(db: Queryable, locale: string): Promise<RulePage[]> {
  const rows = await db
    .select()
    .from(rulePages)
    .where(eq(rulePages.locale, locale))
    .orderBy(asc(rulePages.sortOrder), asc(rulePages.slug));
  return rows.map(toPage);
}

export async function getRulePage(
  db: Queryable,
  locale: string,
  slug: string,
): Promise<RulePage | null> {
  const [row] = await db.select().from(rulePages).where(bySlug(locale, slug)).limit(1);
  return row ? toPage(row) : null;
}

/** The versions a page had before its current one, newest first. */
export async function listRulePageVersions(
  db: Queryable,
  locale: string,
  slug: string,
): Promise<RulePageVersion[]> {
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
    .orderBy(desc(rulePageVersions.version));
}

/** Moves a page's current text into its history and writes the new text as the next version. */
async function replaceText(
  tx: Queryable,
  row: PageRow,
  title: string,
  body: string,
  source: RulePageSource,
  now: Date,
): Promise<PageRow> {
  await tx.insert(rulePageVersions).values({
    pageId: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    source: row.source,
    savedAt: row.updatedAt,
    replacedAt: now,
  });
  const [updated] = await tx
    .update(rulePages)
    .set({ title, body, source, version: row.version + 1, updatedAt: now })
    .where(eq(rulePages.id, row.id))
    .returning();
  if (!updated) throw new Error(`rule page ${row.locale}/${row.slug} vanished while saving`);
  return updated;
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
export function saveRulePage(
  db: Queryable,
  input: SaveInput,
  now: Date = new Date(),
): Promise<SaveResult> {
  return withTx(db, async (tx): Promise<SaveResult> => {
    const [current] = await tx
      .select()
      .from(rulePages)
      .where(bySlug(input.locale, input.slug))
      .limit(1);
    if (!current) return { status: "not-found" };
    if (current.version !== input.baseVersion) {
      return { status: "stale", currentVersion: current.version };
    }
    const updated = await replaceText(
      tx,
      current,
      input.title,
      input.body,
      input.source ?? "admin",
      now,
    );
    return { status: "saved", page: toPage(updated) };
  });
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
  db: Queryable,
  pages: readonly SeedInput[],
  now: Date = new Date(),
): Promise<SeedReport> {
  // The report is built inside: on PostgreSQL a conflict runs the work again from the start.
  return withTx(db, async (tx) => {
    const report: SeedReport = { inserted: 0, refreshed: 0, kept: 0 };
    const existing = new Map(
      (await tx.select().from(rulePages)).map((row) => [`${row.locale}/${row.slug}`, row]),
    );
    for (const page of pages) {
      const row = existing.get(`${page.locale}/${page.slug}`);
      if (!row) {
        await tx
          .insert(rulePages)
          .values({ ...page, version: 1, source: "seed", createdAt: now, updatedAt: now });
        report.inserted++;
        continue;
      }
      if (row.sortOrder !== page.sortOrder) {
        await tx
          .update(rulePages)
          .set({ sortOrder: page.sortOrder })
          .where(eq(rulePages.id, row.id));
      }
      if (row.source === "seed" && (row.title !== page.title || row.body !== page.body)) {
        await replaceText(tx, row, page.title, page.body, "seed", now);
        report.refreshed++;
      } else {
        report.kept++;
      }
    }
    return report;
  });
}
