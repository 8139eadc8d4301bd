/**
 * The statistics a teacher sees, straight from the drill's `attempts` table. Every query
 * starts from a class's members (users.learner_id, then attempts by learner and time via
 * attempts_learner_created_idx), so its cost grows with that class's attempts only. Only
 * `decision` attempts count (issue 10): retries and House Way hands are not the student's own.
 * A hand played at a table (drill `table`) is a table round, counted apart from the drills'
 * hands (issue 56 item 9): 2 drill hands and 4 table rounds are not "6 hands played".
 */
import { and, asc, eq, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { attempts, classMembers, dealerAttempts, deals, users } from "@/db/schema";
import type { DrillFilter, HandCategory } from "@/lib/engine";
import type { AssignmentDrill } from "@/lib/teach/drills";
import type { Queryable } from "./store";

/*
 * The aggregates below are written for both dialects: a CASE instead of summing a boolean
 * (PostgreSQL has no sum(boolean)), and every one mapped with Number, because PostgreSQL's
 * count and sum of integers are bigints, which the driver hands over as strings.
 */
const handsOf = () => sql<number>`count(${attempts.id})`.mapWith(Number);
const optimalOf = () =>
  sql<number>`coalesce(sum(case when ${attempts.verdict} = 'optimal' then 1 else 0 end), 0)`.mapWith(
    Number,
  );
const evLostOf = () => sql<number>`coalesce(sum(${attempts.evLost}), 0)`.mapWith(Number);

export interface StudentCategoryTotals {
  userId: string;
  /** null for a student with no attempts at all (one row, all zero). */
  category: HandCategory | null;
  hands: number;
  optimal: number;
  evLost: number;
  lastAt: number | null;
}

/**
 * Per student and hand category: the drills' hands, optimal answers, EV lost, last attempt
 * (table rounds left out: classTableTotals counts them). One pass.
 */
export async function classCategoryTotals(
  db: Queryable,
  classId: string,
): Promise<StudentCategoryTotals[]> {
  return db
    .select({
      userId: classMembers.userId,
      category: attempts.category,
      hands: handsOf(),
      optimal: optimalOf(),
      evLost: evLostOf(),
      // null stays null (drizzle maps only values); a bigint time comes back as a string.
      lastAt: sql<number | null>`max(${attempts.createdAt})`.mapWith(Number),
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .leftJoin(
      attempts,
      and(
        eq(attempts.learnerId, users.learnerId),
        eq(attempts.attemptKind, "decision"),
        ne(attempts.drill, "table"),
      ),
    )
    .where(eq(classMembers.classId, classId))
    .groupBy(classMembers.userId, attempts.category);
}

/** Per student who played at a table: the rounds they set themselves, and the optimal ones. */
export async function classTableTotals(
  db: Queryable,
  classId: string,
): Promise<Array<{ userId: string; rounds: number; optimal: number; lastAt: number }>> {
  return db
    .select({
      userId: classMembers.userId,
      rounds: handsOf(),
      optimal: optimalOf(),
      lastAt: sql<number>`max(${attempts.createdAt})`.mapWith(Number),
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .innerJoin(
      attempts,
      and(
        eq(attempts.learnerId, users.learnerId),
        eq(attempts.attemptKind, "decision"),
        eq(attempts.drill, "table"),
      ),
    )
    .where(eq(classMembers.classId, classId))
    .groupBy(classMembers.userId);
}

export interface AssignmentWindow {
  drill: AssignmentDrill;
  filter: DrillFilter | null;
  from: number;
  to: number | null;
  /** Only hands graded under this rule set (`way/variant`): the class's casino (issue 31). */
  ruleSet?: string;
}

export interface StudentWindowTotals {
  userId: string;
  hands: number;
  optimal: number;
  evLost: number;
}

/**
 * The attempts of `learner` (a value or a column) that count towards an assignment: its drill
 * and filter, between its start and due time. A category drill deals only hands of its
 * category, so the attempt's own category stands for the deal's filter; only the joker
 * filter (not a category) needs the deal row.
 */
function inWindow(learner: string | SQLiteColumn, window: AssignmentWindow): SQL | undefined {
  const conditions: SQL[] = [
    eq(attempts.learnerId, learner),
    eq(attempts.drill, window.drill),
    eq(attempts.attemptKind, "decision"),
    gte(attempts.createdAt, window.from),
  ];
  if (window.to !== null) conditions.push(lte(attempts.createdAt, window.to));
  if (window.ruleSet !== undefined) conditions.push(eq(attempts.ruleSet, window.ruleSet));
  if (window.filter === "joker") {
    conditions.push(
      sql`exists (select 1 from ${deals} where ${deals.id} = ${attempts.dealId} and ${deals.filter} = 'joker')`,
    );
  } else if (window.filter !== null) {
    conditions.push(eq(attempts.category, window.filter));
  }
  return and(...conditions);
}

/**
 * The dealer's drill's answers of `learner` that count towards an assignment: between its
 * start and due time, set by the way of its rule set, whatever the drill's mode. A right
 * answer counts as optimal; the drill grades the way, not EV, so no EV is lost.
 */
function dealerInWindow(learner: string | SQLiteColumn, window: AssignmentWindow) {
  return and(
    eq(dealerAttempts.learnerId, learner),
    gte(dealerAttempts.createdAt, window.from),
    window.to === null ? undefined : lte(dealerAttempts.createdAt, window.to),
    window.ruleSet === undefined ? undefined : eq(dealerAttempts.ruleSet, window.ruleSet),
  );
}

const dealerTotals = {
  hands: sql<number>`count(${dealerAttempts.id})`.mapWith(Number),
  optimal:
    sql<number>`coalesce(sum(case when ${dealerAttempts.correct} then 1 else 0 end), 0)`.mapWith(
      Number,
    ),
  evLost: sql<number>`0`.mapWith(Number),
};

/** Per student of the class, by username: the attempts that count towards an assignment. */
export async function classWindowTotals(
  db: Queryable,
  classId: string,
  window: AssignmentWindow,
): Promise<StudentWindowTotals[]> {
  if (window.drill === "dealer") {
    return db
      .select({ userId: classMembers.userId, ...dealerTotals })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .leftJoin(dealerAttempts, dealerInWindow(users.learnerId, window))
      .where(eq(classMembers.classId, classId))
      .groupBy(classMembers.userId, users.username)
      .orderBy(asc(users.username));
  }
  return (
    db
      .select({
        userId: classMembers.userId,
        hands: handsOf(),
        optimal: optimalOf(),
        evLost: evLostOf(),
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .leftJoin(attempts, inWindow(users.learnerId, window))
      .where(eq(classMembers.classId, classId))
      .groupBy(classMembers.userId, users.username)
      // The progress list shows in this order: by name, as the class table (names are unique).
      .orderBy(asc(users.username))
  );
}

/** One learner's table rounds set themselves, and the optimal ones; the latest one's time. */
export async function learnerTableTotals(
  db: Queryable,
  learnerId: string,
): Promise<{ rounds: number; optimal: number; lastAt: number | null }> {
  const [row] = await db
    .select({
      rounds: handsOf(),
      optimal: optimalOf(),
      lastAt: sql<number | null>`max(${attempts.createdAt})`.mapWith(Number),
    })
    .from(attempts)
    .where(
      and(
        eq(attempts.learnerId, learnerId),
        eq(attempts.attemptKind, "decision"),
        eq(attempts.drill, "table"),
      ),
    );
  return row ?? { rounds: 0, optimal: 0, lastAt: null };
}

/** One learner's attempts counting towards a window (the student's own view of an assignment). */
export async function learnerWindowTotals(
  db: Queryable,
  learnerId: string,
  window: AssignmentWindow,
): Promise<{ hands: number; optimal: number; evLost: number }> {
  if (window.drill === "dealer") {
    const [row] = await db
      .select(dealerTotals)
      .from(dealerAttempts)
      .where(dealerInWindow(learnerId, window));
    return row ?? { hands: 0, optimal: 0, evLost: 0 };
  }
  const [row] = await db
    .select({ hands: handsOf(), optimal: optimalOf(), evLost: evLostOf() })
    .from(attempts)
    .where(inWindow(learnerId, window));
  return row ?? { hands: 0, optimal: 0, evLost: 0 };
}

/** Every drill hand's loss and verdict, oldest first: the trend plot's raw material. */
export async function learnerLossSeries(
  db: Queryable,
  learnerId: string,
): Promise<Array<{ evLost: number; verdict: string; createdAt: number }>> {
  return db
    .select({
      evLost: attempts.evLost,
      verdict: attempts.verdict,
      createdAt: attempts.createdAt,
    })
    .from(attempts)
    .where(
      and(
        eq(attempts.learnerId, learnerId),
        eq(attempts.attemptKind, "decision"),
        ne(attempts.drill, "table"),
      ),
    )
    .orderBy(asc(attempts.createdAt), asc(attempts.id));
}
