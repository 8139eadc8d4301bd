/** The dealer's drill's answers (db `dealer_attempts`): stored with their deal, once. */
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import {
  classMembers,
  type DealRow,
  dealerAttempts,
  deals,
  type NewDealerAttemptRow,
  type NewDealRow,
  users,
} from "@/db/schema";
import { markDealAnswered } from "./practice";
import { type Queryable, withTx } from "./store";

/**
 * Marks the deal answered and stores the answer, all or nothing. False (nothing written) when
 * the deal was answered already: a replay or a second tab.
 */
export async function storeDealerAnswer(db: Queryable, row: NewDealerAttemptRow): Promise<boolean> {
  return withTx(db, async (tx) => {
    if (!(await markDealAnswered(tx, row.dealId, row.createdAt))) return false;
    await tx.insert(dealerAttempts).values(row);
    return true;
  });
}

/**
 * A watchdog table's hands (issue 54 item 2): each its own deal, all stored or none, so every
 * hand is answered once and counted like a hand of the dealer's drill.
 */
export async function insertDealsTogether(db: Queryable, rows: NewDealRow[]): Promise<void> {
  await withTx(db, async (tx) => {
    await tx.insert(deals).values(rows);
  });
}

/** The deals of these ids that exist, in id order. */
export async function findDeals(db: Queryable, ids: readonly string[]): Promise<DealRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deals)
    .where(inArray(deals.id, [...ids]))
    .orderBy(asc(deals.id));
}

/** Thrown inside the transaction to undo it: one of the deals was answered already. */
class AnsweredAlready extends Error {}

/**
 * Marks every deal of the answers answered and stores the answers, all or nothing. False
 * (nothing written) when any of them was answered already: a replay or a second tab.
 */
export async function storeDealerAnswers(
  db: Queryable,
  rows: NewDealerAttemptRow[],
): Promise<boolean> {
  try {
    return await withTx(db, async (tx) => {
      for (const row of rows)
        if (!(await markDealAnswered(tx, row.dealId, row.createdAt))) throw new AnsweredAlready();
      await tx.insert(dealerAttempts).values(rows);
      return true;
    });
  } catch (error) {
    if (error instanceof AnsweredAlready) return false;
    throw error;
  }
}

export interface DealerTally {
  ruleSet: string;
  hands: number;
  right: number;
}

/** A learner's answers and right answers per rule set. */
export async function dealerTallies(db: Queryable, learnerId: string): Promise<DealerTally[]> {
  const rows = await db
    .select({
      ruleSet: dealerAttempts.ruleSet,
      hands: count(),
      right: sql<number>`sum(case when ${dealerAttempts.correct} then 1 else 0 end)`.mapWith(
        Number,
      ),
    })
    .from(dealerAttempts)
    .where(eq(dealerAttempts.learnerId, learnerId))
    .groupBy(dealerAttempts.ruleSet);
  return rows.map((r) => ({ ruleSet: r.ruleSet, hands: Number(r.hands), right: r.right }));
}

/** The dealer's drill per student of a class: answers and right ones (every casino). */
export async function classDealerTallies(
  db: Queryable,
  classId: string,
): Promise<Array<{ userId: string; hands: number; right: number }>> {
  const rows = await db
    .select({
      userId: classMembers.userId,
      hands: count(),
      right: sql<number>`sum(case when ${dealerAttempts.correct} then 1 else 0 end)`.mapWith(
        Number,
      ),
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .innerJoin(dealerAttempts, eq(dealerAttempts.learnerId, users.learnerId))
    .where(eq(classMembers.classId, classId))
    .groupBy(classMembers.userId);
  return rows.map((r) => ({ userId: r.userId, hands: Number(r.hands), right: r.right }));
}
