/**
 * The rule pages as the app uses them: the process-wide database, seeded from content/rules on
 * first use (instrumentation.ts also does it at start-up), and the paths a save must refresh.
 *
 * Several app instances may serve one database (issue 15), so nothing here or in the pages
 * keeps a copy of a page: every render reads the database (the pages are dynamic), and an
 * edit saved through one instance shows on every instance at the next request. The
 * revalidatePath calls after a save reach the saving instance only: they refresh the editor's
 * own browser (its router cache), which is all they are needed for.
 */
import "server-only";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db";
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
import type { Queryable } from "@/lib/db/store";
import { readSeedPages } from "./content";
import { SLUG_PATTERN } from "./slug";

// Per database object, so a dev-server reload (new module, same cached connection) seeds once;
// the promise, so concurrent first requests share one seeding run.
const seeded = new WeakMap<object, Promise<void>>();

async function seed(db: Queryable): Promise<void> {
  const started = performance.now();
  const report = await seedRulePages(db, readSeedPages());
  if (report.inserted || report.refreshed) {
    const ms = Math.round(performance.now() - started);
    console.info(
      `rule pages seeded in ${ms} ms: ${report.inserted} new, ${report.refreshed} refreshed`,
    );
  }
}

/** The database with the rule pages seeded; cheap after the first call. */
export async function rulesDb(): Promise<Queryable> {
  const db = getDb();
  let done = seeded.get(db);
  if (!done) {
    done = seed(db);
    seeded.set(db, done);
    // A failed seed is tried again by the next caller instead of failing every request.
    done.catch(() => seeded.delete(db));
  }
  await done;
  return db;
}

export const rulePageList = async (locale: string): Promise<RulePage[]> =>
  listRulePages(await rulesDb(), locale);

/** The page, or null for an unknown or malformed slug. */
export async function rulePage(locale: string, slug: string): Promise<RulePage | null> {
  return SLUG_PATTERN.test(slug) ? getRulePage(await rulesDb(), locale, slug) : null;
}

export const rulePageHistory = async (locale: string, slug: string): Promise<RulePageVersion[]> =>
  listRulePageVersions(await rulesDb(), locale, slug);

/**
 * Saves a version and drops the cached renderings of the locale's rule pages: the page itself,
 * the index and its neighbours, which show its title.
 */
export async function saveRulePageVersion(input: SaveInput): Promise<SaveResult> {
  const result = await saveRulePage(await rulesDb(), input);
  if (result.status === "saved") {
    revalidatePath(`/${input.locale}/rules`);
    for (const page of await rulePageList(input.locale)) {
      revalidatePath(`/${input.locale}/rules/${page.slug}`);
    }
  }
  return result;
}
