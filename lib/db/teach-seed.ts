/**
 * Bulk writes for demo data and benchmarks: a learner's graded history as deal + attempt
 * pairs, in chunks (one statement per 500 rows), the way the drill would have stored them.
 */
import { inArray } from "drizzle-orm";
import { attempts, deals, learners, type NewAttemptRow, type NewDealRow, users } from "@/db/schema";
import type { HandCategory, Verdict } from "@/lib/engine";
import type { RecordedDrill } from "@/lib/practice/views";
import type { Queryable } from "./store";

export interface HistoryRow {
  dealId: string;
  hand: string;
  handKey: string;
  front: string;
  verdict: Verdict;
  ev: number;
  bestEv: number;
  evLost: number;
  houseWayEv: number;
  category: HandCategory;
  drill: RecordedDrill;
  filter: string | null;
  decideMs: number;
  createdAt: number;
  /** The rule set graded under (`way/variant`). */
  ruleSet: string;
}

const CHUNK = 500;

export async function insertHistory(
  db: Queryable,
  learnerId: string,
  rows: readonly HistoryRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.insert(deals).values(
      chunk.map(
        (r): NewDealRow => ({
          id: r.dealId,
          learnerId,
          hand: r.hand,
          drill: r.drill,
          filter: r.filter,
          dealtAt: r.createdAt - r.decideMs,
          answeredAt: r.createdAt,
          ruleSet: r.ruleSet,
        }),
      ),
    );
    await db.insert(attempts).values(
      chunk.map(
        (r): NewAttemptRow => ({
          learnerId,
          dealId: r.dealId,
          hand: r.hand,
          handKey: r.handKey,
          front: r.front,
          verdict: r.verdict,
          ev: r.ev,
          bestEv: r.bestEv,
          evLost: r.evLost,
          houseWayEv: r.houseWayEv,
          category: r.category,
          drill: r.drill,
          decideMs: r.decideMs,
          createdAt: r.createdAt,
          ruleSet: r.ruleSet,
        }),
      ),
    );
  }
}

/** Deletes the named accounts and their learners (with every deal, attempt and review). */
export async function deleteDemoAccounts(
  db: Queryable,
  usernames: readonly string[],
): Promise<void> {
  if (usernames.length === 0) return;
  const found = await db
    .select({ id: users.id, learnerId: users.learnerId })
    .from(users)
    .where(inArray(users.username, [...usernames]));
  const learnerIds = found.flatMap((u) => (u.learnerId === null ? [] : [u.learnerId]));
  if (learnerIds.length > 0) await db.delete(learners).where(inArray(learners.id, learnerIds));
  if (found.length > 0) {
    await db.delete(users).where(
      inArray(
        users.id,
        found.map((u) => u.id),
      ),
    );
  }
}
