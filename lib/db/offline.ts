/**
 * Storing attempts practised offline (issue 33). The device made the deal's id; the deal row
 * and its attempt are written together or not at all, and the deal's primary key (with the
 * attempts' unique deal index) lets each id in once: a replay, or a second tab sending the same
 * queue, finds the row and changes nothing.
 */
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import {
  attempts,
  classMembers,
  deals,
  evCache,
  type NewAttemptRow,
  type NewDealRow,
  offlineDeals,
  reviews,
  users,
} from "@/db/schema";
import type { AnswerWrite } from "./answers";
import { errorCode, isUniqueViolation, type Queryable, withTx } from "./store";

export type OfflineStored = "stored" | "duplicate" | "foreign";

export interface OfflineWrite {
  deal: NewDealRow & { id: string; learnerId: string };
  attempt: NewAttemptRow & { learnerId: string; handKey: string };
  review: AnswerWrite["review"];
  evCounts: string | null;
  /** The cache key of evCounts when it is not the hand key (a casino's rule set). */
  evKey?: string;
  /** The server's offline deal the attempt names (marked used with it), if it names one. */
  offlineDealId?: string;
}

/** Who holds the deal id already: null when nobody does. */
async function holderOf(db: Queryable, dealId: string): Promise<string | null> {
  const [row] = await db
    .select({ learnerId: deals.learnerId })
    .from(deals)
    .where(eq(deals.id, dealId))
    .limit(1);
  return row?.learnerId ?? null;
}

/**
 * Writes the deal, the attempt, the review and the EV counts in one transaction. `duplicate`
 * when this learner stored the id before, `foreign` when the id is another learner's deal
 * (nothing written either way).
 */
export async function storeOfflineAttempt(
  db: Queryable,
  write: OfflineWrite,
): Promise<OfflineStored> {
  const { deal, attempt, review, evCounts } = write;
  const judge = (holder: string): OfflineStored =>
    holder === deal.learnerId ? "duplicate" : "foreign";
  try {
    return await withTx(
      db,
      async (tx) => {
        const holder = await holderOf(tx, deal.id);
        if (holder !== null) return judge(holder);
        if (write.offlineDealId !== undefined) {
          // Each of the server's deals counts once: a second attempt naming it (another tab,
          // another device of the account) finds it used.
          const [taken] = await tx
            .update(offlineDeals)
            .set({ usedAt: attempt.createdAt })
            .where(and(eq(offlineDeals.id, write.offlineDealId), isNull(offlineDeals.usedAt)))
            .returning({ id: offlineDeals.id });
          if (!taken) return "duplicate" as const;
        }
        await tx.insert(deals).values(deal);
        await tx.insert(attempts).values({ ...attempt, dealId: deal.id });
        if (review)
          await tx
            .insert(reviews)
            .values({ learnerId: attempt.learnerId, handKey: attempt.handKey, ...review })
            .onConflictDoUpdate({ target: [reviews.learnerId, reviews.handKey], set: review });
        if (evCounts !== null)
          await tx
            .insert(evCache)
            .values({
              key: write.evKey ?? attempt.handKey,
              counts: evCounts,
              createdAt: attempt.createdAt,
            })
            .onConflictDoNothing();
        return "stored" as const;
      },
      { isolation: "read committed" },
    );
  } catch (error) {
    // Two tabs sending the same id at once (PostgreSQL): the second insert meets the first's key.
    if (!isUniqueViolation(error) && errorCode(error) !== "SQLITE_CONSTRAINT_PRIMARYKEY")
      throw error;
    const holder = await holderOf(db, deal.id);
    if (holder === null) throw error;
    return judge(holder);
  }
}

/**
 * How many of the attempts that count (decisions: progress and the teacher's statistics count
 * only those) were practised offline, for a learner or for the account that owns one.
 */
export async function offlineDecisionCount(
  db: Queryable,
  who: { learnerId: string } | { userId: string },
): Promise<number> {
  const learner =
    "learnerId" in who
      ? eq(attempts.learnerId, who.learnerId)
      : inArray(
          attempts.learnerId,
          db.select({ id: users.learnerId }).from(users).where(eq(users.id, who.userId)),
        );
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(learner, eq(attempts.attemptKind, "decision"), eq(attempts.offline, true)));
  return Number(row?.n ?? 0);
}

/** Per student of a class: counted hands practised offline (the class table marks them). */
export async function classOfflineCounts(
  db: Queryable,
  classId: string,
): Promise<Array<{ userId: string; n: number }>> {
  const rows = await db
    .select({ userId: classMembers.userId, n: count() })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .innerJoin(
      attempts,
      and(
        eq(attempts.learnerId, users.learnerId),
        eq(attempts.attemptKind, "decision"),
        eq(attempts.offline, true),
      ),
    )
    .where(eq(classMembers.classId, classId))
    .groupBy(classMembers.userId);
  return rows.map((r) => ({ userId: r.userId, n: Number(r.n) }));
}

export type OfflineDealRow = typeof offlineDeals.$inferSelect;

/** One of the server's offline deals by id (whoever's), or undefined. */
export async function findOfflineDeal(
  db: Queryable,
  id: string,
): Promise<OfflineDealRow | undefined> {
  const [row] = await db.select().from(offlineDeals).where(eq(offlineDeals.id, id)).limit(1);
  return row;
}

/**
 * The learner's unused offline deals of a rule set, topped up to `size` with `fresh()` hands
 * in one transaction: asking again returns the same hands (and any new ones), so a device
 * asking often never piles up deals.
 */
export async function offlineDealBatch(
  db: Queryable,
  learnerId: string,
  ruleSet: string,
  size: number,
  fresh: () => { id: string; hand: string },
  now: number,
): Promise<OfflineDealRow[]> {
  return withTx(db, async (tx) => {
    const unused = () =>
      tx
        .select()
        .from(offlineDeals)
        .where(
          and(
            eq(offlineDeals.learnerId, learnerId),
            eq(offlineDeals.ruleSet, ruleSet),
            isNull(offlineDeals.usedAt),
          ),
        )
        .orderBy(asc(offlineDeals.issuedAt), asc(offlineDeals.id))
        .limit(size);
    const have = await unused();
    const missing = size - have.length;
    if (missing <= 0) return have;
    const rows = Array.from({ length: missing }, () => ({
      ...fresh(),
      learnerId,
      ruleSet,
      issuedAt: now,
      usedAt: null,
    }));
    // A few hundred rows: in chunks, within every driver's limit on bound parameters.
    for (let i = 0; i < rows.length; i += 100)
      await tx.insert(offlineDeals).values(rows.slice(i, i + 100));
    return [...have, ...rows];
  });
}
