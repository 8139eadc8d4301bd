/**
 * Queries of the practice drill: deals, attempts, the review queue and the EV cache. Rows stay rows here; lib/practice turns them into domain views.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
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
  roundSeats,
  rounds,
} from "@/db/schema";
import { insertPrepared, preparedOn } from "./prepared";
import type { Queryable } from "./store";

/** The first row of a query, or undefined. */
const first = <T>(rows: T[]): T | undefined => rows[0];

/** 1 where `condition` holds, else 0: sums count rows on both dialects (PostgreSQL has no
 * boolean sum). */
const oneWhen = (condition: SQL) => sql`case when ${condition} then 1 else 0 end`;

// Deals ---------------------------------------------------------------------------------

export async function insertDeal(db: Queryable, row: NewDealRow): Promise<void> {
  if (!insertPrepared(db, deals, [row], false)) await db.insert(deals).values(row);
}

export async function findDeal(db: Queryable, id: string): Promise<DealRow | undefined> {
  return first(await db.select().from(deals).where(eq(deals.id, id)).limit(1));
}

/** Marks a deal answered; false when it was answered already (someone got there first). */
export async function markDealAnswered(db: Queryable, id: string, now: number): Promise<boolean> {
  const changed = markAnsweredPrepared(db)?.all({ id, now }) ?? (await markAnswered(db, id, now));
  return changed.length === 1;
}

const markAnswered = (db: Queryable, id: string | Placeholder, now: number | Placeholder) =>
  db
    .update(deals)
    .set({ answeredAt: sql`${now}` })
    .where(and(eq(deals.id, id), isNull(deals.answeredAt)))
    .returning({ id: deals.id });
const markAnsweredPrepared = preparedOn<{ id: string }>((db) =>
  markAnswered(db, sql.placeholder("id"), sql.placeholder("now")),
);

// Attempts ------------------------------------------------------------------------------

export async function insertAttempt(db: Queryable, row: NewAttemptRow): Promise<number> {
  const [inserted] =
    insertPrepared<AttemptRow>(db, attempts, [row], true) ??
    (await db.insert(attempts).values(row).returning({ id: attempts.id }));
  if (!inserted) throw new Error("attempt not inserted");
  return Number(inserted.id);
}

export async function findAttempt(
  db: Queryable,
  learnerId: string,
  attemptId: number,
): Promise<AttemptRow | undefined> {
  return first(
    await db
      .select()
      .from(attempts)
      .where(and(eq(attempts.id, attemptId), eq(attempts.learnerId, learnerId)))
      .limit(1),
  );
}

/** Only decisions count toward statistics (lib/learner/kinds.ts). */
/** The learner's counted attempts; with `ruleSet`, only those graded under it (`way/variant`). */
const decisionsOf = (learnerId: string, ruleSet?: string) =>
  and(
    eq(attempts.learnerId, learnerId),
    eq(attempts.attemptKind, "decision"),
    ruleSet === undefined ? undefined : eq(attempts.ruleSet, ruleSet),
  );

export interface RuleSetTotals extends AttemptTotals {
  ruleSet: string;
}

/** Counted attempts per rule set they were graded under, most played first. */
export async function attemptTotalsByRuleSet(
  db: Queryable,
  learnerId: string,
): Promise<RuleSetTotals[]> {
  const rows = await db
    .select({ ruleSet: attempts.ruleSet, ...totals })
    .from(attempts)
    .where(decisionsOf(learnerId))
    .groupBy(attempts.ruleSet);
  return rows
    .map((row) => ({ ...row, hands: Number(row.hands) }))
    .sort((a, b) => b.hands - a.hands || a.ruleSet.localeCompare(b.ruleSet));
}

export interface AttemptTotals {
  hands: number;
  optimal: number;
  totalEvLost: number;
}

/** Sums come back as strings from PostgreSQL: every aggregate maps to a number. */
const totals = {
  hands: count(),
  optimal: sql<number>`coalesce(sum(${oneWhen(sql`${attempts.verdict} = 'optimal'`)}), 0)`.mapWith(
    Number,
  ),
  totalEvLost: sql<number>`coalesce(sum(${attempts.evLost}), 0)`.mapWith(Number),
};

export async function attemptTotals(
  db: Queryable,
  learnerId: string,
  ruleSet?: string,
): Promise<AttemptTotals> {
  const row = first(await db.select(totals).from(attempts).where(decisionsOf(learnerId, ruleSet)));
  return row ? { ...row, hands: Number(row.hands) } : { hands: 0, optimal: 0, totalEvLost: 0 };
}

/**
 * The learner's attempts that do not count, by cause: repeats of solved hands, and hands the
 * house way set. A table hand's cause is its seat's `set_by` (the House Way button or the
 * timer) at a learner's own table (`solo:` instance) or a live one; lib/practice/progress.ts
 * sorts the rows into causes, which the progress page names each as it was.
 */
export async function uncountedAttempts(db: Queryable, learnerId: string): Promise<UncountedRow[]> {
  // A table attempt answers the deal of its seat: the round id at a solo table, `<round>:<seat>`
  // at a live one (lib/table/round.ts seatDealId).
  const seatOfDeal = sql`${roundSeats.learnerId} = ${attempts.learnerId} and (${attempts.dealId} = ${roundSeats.roundId} or ${attempts.dealId} = ${roundSeats.roundId} || ':' || ${roundSeats.seat})`;
  const rows = await db
    .select({
      kind: attempts.attemptKind,
      drill: attempts.drill,
      setBy: roundSeats.setBy,
      solo: sql<number>`${oneWhen(sql`${rounds.instanceId} like 'solo:%'`)}`.mapWith(Number),
      n: count(),
    })
    .from(attempts)
    .leftJoin(roundSeats, seatOfDeal)
    .leftJoin(rounds, eq(rounds.id, roundSeats.roundId))
    .where(and(eq(attempts.learnerId, learnerId), notInArray(attempts.attemptKind, ["decision"])))
    .groupBy(attempts.attemptKind, attempts.drill, roundSeats.setBy, rounds.instanceId);
  return rows.map((row) => ({ ...row, solo: row.solo === 1, n: Number(row.n) }));
}

export interface UncountedRow {
  kind: AttemptRow["attemptKind"];
  drill: AttemptRow["drill"];
  /** The table seat's `set_by`; null outside the table. */
  setBy: string | null;
  /** At a learner's own table (not a live one). */
  solo: boolean;
  n: number;
}

export interface CategoryTotals extends AttemptTotals {
  category: string;
  /** Time of the latest decision in the category. */
  lastAt: number;
}

/**
 * A learner's decisions per hand category: the one query behind progress and teach. `drills`
 * leaves the table rounds out (a teacher counts them apart from the drills' hands).
 */
export async function attemptTotalsByCategory(
  db: Queryable,
  learnerId: string,
  ruleSet?: string,
  only: "all" | "drills" = "all",
): Promise<CategoryTotals[]> {
  const rows = await db
    .select({
      category: attempts.category,
      ...totals,
      lastAt: sql<number>`max(${attempts.createdAt})`.mapWith(Number),
    })
    .from(attempts)
    .where(
      and(
        decisionsOf(learnerId, ruleSet),
        only === "drills" ? ne(attempts.drill, "table") : undefined,
      ),
    )
    .groupBy(attempts.category)
    .orderBy(asc(attempts.category));
  return rows.map((row) => ({ ...row, hands: Number(row.hands) }));
}

/** The learner's latest decisions, newest first. */
export async function recentAttempts(
  db: Queryable,
  learnerId: string,
  limit: number,
  ruleSet?: string,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(decisionsOf(learnerId, ruleSet))
    .orderBy(desc(attempts.createdAt), desc(attempts.id))
    .limit(limit);
}

// Review queue --------------------------------------------------------------------------

/** The most overdue hand of the learner's queue, if any is due at `now`. */
export async function firstDueReview(
  db: Queryable,
  learnerId: string,
  now: number,
): Promise<ReviewRow | undefined> {
  return first(
    await db
      .select()
      .from(reviews)
      .where(
        and(eq(reviews.learnerId, learnerId), isNull(reviews.retiredAt), lte(reviews.dueAt, now)),
      )
      // The id breaks ties: SQLite's rowid order was implicit, PostgreSQL has none.
      .orderBy(asc(reviews.dueAt), asc(reviews.id))
      .limit(1),
  );
}

export async function reviewCounts(
  db: Queryable,
  learnerId: string,
  now: number,
): Promise<{ pending: number; due: number; nextDueAt: number | null }> {
  const row = first(
    await db
      .select({
        pending: count(),
        due: sql<number>`coalesce(sum(${oneWhen(sql`${reviews.dueAt} <= ${now}`)}), 0)`.mapWith(
          Number,
        ),
        nextDueAt: sql<number | null>`min(${reviews.dueAt})`.mapWith(Number),
      })
      .from(reviews)
      .where(and(eq(reviews.learnerId, learnerId), isNull(reviews.retiredAt))),
  );
  return {
    pending: Number(row?.pending ?? 0),
    due: row?.due ?? 0,
    nextDueAt: row?.nextDueAt ?? null,
  };
}

// EV cache ------------------------------------------------------------------------------

/** The cached counts JSON for a suit-canonical key. */
export async function readEvCache(db: Queryable, key: string): Promise<string | undefined> {
  const rows = readEvPrepared(db)?.all({ key }) ?? (await readEv(db, key));
  return rows[0]?.counts;
}

const readEv = (db: Queryable, key: string | Placeholder) =>
  db.select({ counts: evCache.counts }).from(evCache).where(eq(evCache.key, key)).limit(1);
const readEvPrepared = preparedOn<{ counts: string }>((db) => readEv(db, sql.placeholder("key")));

export async function writeEvCache(
  db: Queryable,
  key: string,
  counts: string,
  now: number,
): Promise<void> {
  const row = { key, counts, createdAt: now };
  if (writeEvPrepared(db)?.run(row)) return;
  await db.insert(evCache).values(row).onConflictDoNothing();
}

const writeEvPrepared = preparedOn((db) =>
  db
    .insert(evCache)
    .values({
      key: sql.placeholder("key"),
      counts: sql.placeholder("counts"),
      createdAt: sql.placeholder("createdAt"),
    })
    .onConflictDoNothing(),
);

// Trap pool -----------------------------------------------------------------------------

/** Which of these hand keys (suit-canonical, as attempts store them) the learner has played. */
export async function playedHandKeys(
  db: Queryable,
  learnerId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: attempts.handKey })
    .from(attempts)
    .where(and(eq(attempts.learnerId, learnerId), inArray(attempts.handKey, [...keys])));
  return new Set(rows.map((r) => r.key));
}
