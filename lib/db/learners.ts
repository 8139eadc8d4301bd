/**
 * Learners and the installation facts the session needs. Every function takes the database
 * (or a transaction) so tests and scripts can hand in their own.
 */
import type { RunResult } from "better-sqlite3";
import { eq } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "@/db/schema";
import { learners, meta } from "@/db/schema";

/** A database or a transaction on one: what the query functions below run on. */
export type Queryable = BaseSQLiteDatabase<"sync", RunResult, typeof schema>;

/** Records a learner id (no-op when it exists already). */
export function insertLearner(db: Queryable, id: string, now: number): void {
  db.insert(learners).values({ id, createdAt: now }).onConflictDoNothing().run();
}

export function learnerExists(db: Queryable, id: string): boolean {
  return (
    db.select({ id: learners.id }).from(learners).where(eq(learners.id, id)).get() !== undefined
  );
}

/**
 * The `meta` value for `key`, created by `make` on first call. Safe against two processes
 * racing: the first insert wins and both read the winner's value.
 */
export function readOrCreateMeta(db: Queryable, key: string, make: () => string): string {
  const found = db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get();
  if (found) return found.value;
  db.insert(meta).values({ key, value: make() }).onConflictDoNothing().run();
  const stored = db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get();
  if (!stored) throw new Error(`meta ${key} missing after insert`);
  return stored.value;
}
