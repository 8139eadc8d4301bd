/**
 * Queries of the practice drill: deals, attempts, the review queue, the EV cache and the
 * trap pool. Rows stay rows here; lib/practice turns them into domain views.
 */
import { and, asc, count, desc, eq, isNull, lte, notInArray, sql } from "drizzle-orm";
import {
  type AttemptRow,
  attempts,
  type DealRow,
  deals,
  evCache,
  type NewAttemptRow,
  type NewDealRow,
  type ReviewRow,
  reviews,
  trapPool,
} from "@/db/schema";
import type { Queryable } from "./learners";

// Deals ---------------------------------------------------------------------------------

export function insertDeal(db: Queryable, row: NewDealRow): void {
  db.insert(deals).values(row).run();
}

export function findDeal(db: Queryable, id: string): DealRow | undefined {
  return db.select().from(deals).where(eq(deals.id, id)).get();
}

/** Marks a deal answered; false when it was answered already (someone got there first). */
export function markDealAnswered(db: Queryable, id: string, now: number): boolean {
  const result = db
    .update(deals)
    .set({ answeredAt: now })
    .where(and(eq(deals.id, id), isNull(deals.answeredAt)))
    .run();
  return result.changes === 1;
}

// Attempts ------------------------------------------------------------------------------

export function insertAttempt(db: Queryable, row: NewAttemptRow): number {
  return Number(db.insert(attempts).values(row).run().lastInsertRowid);
}

export function findAttempt(
  db: Queryable,
  learnerId: string,
  attemptId: number,
): AttemptRow | undefined {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.learnerId, learnerId)))
    .get();
}

/** Only decisions count toward statistics (lib/learner/kinds.ts). */
const decisionsOf = (learnerId: string) =>
  and(eq(attempts.learnerId, learnerId), eq(attempts.attemptKind, "decision"));

/** True when this learner already has a graded attempt on the hand (its best split was shown). */
export function hasAttemptOnHand(db: Queryable, learnerId: string, handKey: string): boolean {
  return (
    db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.learnerId, learnerId), eq(attempts.handKey, handKey)))
      .limit(1)
      .get() !== undefined
  );
}

export function attemptCount(db: Queryable, learnerId: string): number {
  return (
    db.select({ n: count() }).from(attempts).where(eq(attempts.learnerId, learnerId)).get()?.n ?? 0
  );
}

export interface AttemptTotals {
  hands: number;
  optimal: number;
  totalEvLost: number;
}

export function attemptTotals(db: Queryable, learnerId: string): AttemptTotals {
  const row = db
    .select({
      hands: count(),
      optimal: sql<number>`coalesce(sum(${attempts.verdict} = 'optimal'), 0)`,
      totalEvLost: sql<number>`coalesce(sum(${attempts.evLost}), 0)`,
    })
    .from(attempts)
    .where(decisionsOf(learnerId))
    .get();
  return row ?? { hands: 0, optimal: 0, totalEvLost: 0 };
}

export interface CategoryTotals extends AttemptTotals {
  category: string;
  /** Time of the latest decision in the category. */
  lastAt: number;
}

/** A learner's decisions per hand category: the one query behind progress and teach. */
export function attemptTotalsByCategory(db: Queryable, learnerId: string): CategoryTotals[] {
  return db
    .select({
      category: attempts.category,
      hands: count(),
      optimal: sql<number>`coalesce(sum(${attempts.verdict} = 'optimal'), 0)`,
      totalEvLost: sql<number>`coalesce(sum(${attempts.evLost}), 0)`,
      lastAt: sql<number>`max(${attempts.createdAt})`,
    })
    .from(attempts)
    .where(decisionsOf(learnerId))
    .groupBy(attempts.category)
    .all();
}

/** The learner's latest decisions, newest first. */
export function recentAttempts(db: Queryable, learnerId: string, limit: number): AttemptRow[] {
  return db
    .select()
    .from(attempts)
    .where(decisionsOf(learnerId))
    .orderBy(desc(attempts.createdAt), desc(attempts.id))
    .limit(limit)
    .all();
}

// Review queue --------------------------------------------------------------------------

export function findReview(
  db: Queryable,
  learnerId: string,
  handKey: string,
): ReviewRow | undefined {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.learnerId, learnerId), eq(reviews.handKey, handKey)))
    .get();
}

export type ReviewState = Pick<
  ReviewRow,
  "hand" | "lapses" | "streak" | "lastEvLost" | "dueAt" | "retiredAt" | "updatedAt"
>;

export function upsertReview(
  db: Queryable,
  learnerId: string,
  handKey: string,
  state: ReviewState,
): void {
  db.insert(reviews)
    .values({ learnerId, handKey, ...state })
    .onConflictDoUpdate({ target: [reviews.learnerId, reviews.handKey], set: state })
    .run();
}

/** The most overdue hand of the learner's queue, if any is due at `now`. */
export function firstDueReview(
  db: Queryable,
  learnerId: string,
  now: number,
): ReviewRow | undefined {
  return db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.learnerId, learnerId), isNull(reviews.retiredAt), lte(reviews.dueAt, now)),
    )
    .orderBy(asc(reviews.dueAt))
    .limit(1)
    .get();
}

export function reviewCounts(
  db: Queryable,
  learnerId: string,
  now: number,
): { pending: number; due: number; nextDueAt: number | null } {
  const row = db
    .select({
      pending: count(),
      due: sql<number>`coalesce(sum(${reviews.dueAt} <= ${now}), 0)`,
      nextDueAt: sql<number | null>`min(${reviews.dueAt})`,
    })
    .from(reviews)
    .where(and(eq(reviews.learnerId, learnerId), isNull(reviews.retiredAt)))
    .get();
  return { pending: row?.pending ?? 0, due: row?.due ?? 0, nextDueAt: row?.nextDueAt ?? null };
}

// EV cache ------------------------------------------------------------------------------

/** The cached counts JSON for a suit-canonical key. */
export function readEvCache(db: Queryable, key: string): string | undefined {
  return db.select({ counts: evCache.counts }).from(evCache).where(eq(evCache.key, key)).get()
    ?.counts;
}

export function writeEvCache(db: Queryable, key: string, counts: string, now: number): void {
  db.insert(evCache).values({ key, counts, createdAt: now }).onConflictDoNothing().run();
}

// Trap pool -----------------------------------------------------------------------------

export function trapPoolSize(db: Queryable): number {
  return db.select({ n: count() }).from(trapPool).get()?.n ?? 0;
}

export function insertTraps(
  db: Queryable,
  rows: ReadonlyArray<{ key: string; hand: string; gain: number }>,
  now: number,
): void {
  if (rows.length === 0) return;
  db.insert(trapPool)
    .values(rows.map((r) => ({ ...r, createdAt: now })))
    .onConflictDoNothing()
    .run();
}

/**
 * A random trap from the pool, preferring hands this learner has not played yet; falls back
 * to any trap once they have seen them all.
 */
export function pickTrap(
  db: Queryable,
  learnerId: string,
): { key: string; hand: string } | undefined {
  const played = db
    .select({ key: attempts.handKey })
    .from(attempts)
    .where(eq(attempts.learnerId, learnerId));
  const fresh = db
    .select({ key: trapPool.key, hand: trapPool.hand })
    .from(trapPool)
    .where(notInArray(trapPool.key, played))
    .orderBy(sql`random()`)
    .limit(1)
    .get();
  return (
    fresh ??
    db
      .select({ key: trapPool.key, hand: trapPool.hand })
      .from(trapPool)
      .orderBy(sql`random()`)
      .limit(1)
      .get()
  );
}
