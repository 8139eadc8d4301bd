/**
 * Learners and the installation facts the session needs. Every function takes the database
 * (or a transaction) so tests and scripts can hand in their own.
 */
import { eq } from "drizzle-orm";
import { learners, meta } from "@/db/schema";
import type { Queryable } from "./store";

/** Kept here too: query modules imported it from this file before lib/db/store.ts. */
export type { Queryable } from "./store";

/** Records a learner id (no-op when it exists already). */
export async function insertLearner(db: Queryable, id: string, now: number): Promise<void> {
  await db.insert(learners).values({ id, createdAt: now }).onConflictDoNothing();
}

const metaValue = async (db: Queryable, key: string): Promise<string | undefined> =>
  (await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).limit(1))[0]?.value;

/**
 * The `meta` value for `key`, created by `make` on first call. Safe against two processes
 * racing: the first insert wins and both read the winner's value.
 */
export async function readOrCreateMeta(
  db: Queryable,
  key: string,
  make: () => string,
): Promise<string> {
  const found = await metaValue(db, key);
  if (found !== undefined) return found;
  await db.insert(meta).values({ key, value: make() }).onConflictDoNothing();
  const stored = await metaValue(db, key);
  if (stored === undefined) throw new Error(`meta ${key} missing after insert`);
  return stored;
}

/** The learner's casino (`way/variant`), or null when there is no such learner. */
export async function learnerRuleSetKey(db: Queryable, id: string): Promise<string | null> {
  const rows = await db
    .select({ ruleSet: learners.ruleSet })
    .from(learners)
    .where(eq(learners.id, id))
    .limit(1);
  return rows[0]?.ruleSet ?? null;
}

/** Sets the learner's casino; past attempts keep the rule set they were graded under. */
export async function setLearnerRuleSetKey(db: Queryable, id: string, key: string): Promise<void> {
  await db.update(learners).set({ ruleSet: key }).where(eq(learners.id, id));
}
