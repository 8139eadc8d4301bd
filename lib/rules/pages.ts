/**
 * The rule pages as the app uses them: the process-wide database, seeded from content/rules on
 * first use (instrumentation.ts also does it at start-up), and the paths a save must refresh.
 */
import "server-only";
import { revalidatePath } from "next/cache";
import { type Db, getDb } from "@/lib/db";
import {
  getRulePage,
  listRulePages,
  listRulePageVersions,
  type RulePage,
  type RulePageVersion,
  type SaveInput,
  type SaveResult,
  saveRulePage,
  seedRulePages,
} from "@/lib/db/rules";
import { readSeedPages } from "./content";
import { SLUG_PATTERN } from "./slug";

// Per database object, so a dev-server reload (new module, same cached connection) seeds once.
const seeded = new WeakSet<Db>();

/** The database with the rule pages seeded; cheap after the first call. */
export function rulesDb(): Db {
  const db = getDb();
  if (!seeded.has(db)) {
    const started = performance.now();
    const report = seedRulePages(db, readSeedPages());
    seeded.add(db);
    if (report.inserted || report.refreshed) {
      const ms = Math.round(performance.now() - started);
      console.info(
        `rule pages seeded in ${ms} ms: ${report.inserted} new, ${report.refreshed} refreshed`,
      );
    }
  }
  return db;
}

export const rulePageList = (locale: string): RulePage[] => listRulePages(rulesDb(), locale);

/** The page, or null for an unknown or malformed slug. */
export function rulePage(locale: string, slug: string): RulePage | null {
  return SLUG_PATTERN.test(slug) ? getRulePage(rulesDb(), locale, slug) : null;
}

export const rulePageHistory = (locale: string, slug: string): RulePageVersion[] =>
  listRulePageVersions(rulesDb(), locale, slug);

/**
 * Saves a version and drops the cached renderings of the locale's rule pages: the page itself,
 * the index and its neighbours, which show its title.
 */
export function saveRulePageVersion(input: SaveInput): SaveResult {
  const result = saveRulePage(rulesDb(), input);
  if (result.status === "saved") {
    revalidatePath(`/${input.locale}/rules`);
    for (const page of rulePageList(input.locale)) {
      revalidatePath(`/${input.locale}/rules/${page.slug}`);
    }
  }
  return result;
}
