/**
 * The learner of an account: adopting the anonymous learner of the browser that signs up or
 * signs in, and merging it into the account's own learner when there is one already.
 */
import { eq, type Placeholder, sql } from "drizzle-orm";
import { attempts, deals, learners, reviews, users } from "@/db/schema";
import { preparedOn } from "./prepared";
import { type Queryable, rawRows } from "./store";

const ownerQuery = (db: Queryable, learnerId: string | Placeholder) =>
  db.select({ userId: learners.userId }).from(learners).where(eq(learners.id, learnerId)).limit(1);
// Asked by every learner's request (lib/learner/identity.ts): built once, not each time.
const ownerPrepared = preparedOn<{ userId: string | null }>((db) =>
  ownerQuery(db, sql.placeholder("learnerId")),
);

/** The account that adopted `learnerId` (null: anonymous), or undefined when no such learner. */
export async function learnerOwner(
  db: Queryable,
  learnerId: string,
): Promise<string | null | undefined> {
  const row = (ownerPrepared(db)?.all({ learnerId }) ?? (await ownerQuery(db, learnerId)))[0];
  return row === undefined ? undefined : row.userId;
}

/** Makes `learnerId` the user's learner (both directions). */
export async function attachLearner(
  db: Queryable,
  userId: string,
  learnerId: string,
): Promise<void> {
  await db.update(learners).set({ userId }).where(eq(learners.id, learnerId));
  await db.update(users).set({ learnerId }).where(eq(users.id, userId));
}

export interface MergeCounts {
  deals: number;
  attempts: number;
  reviews: number;
}

/**
 * Moves every deal, attempt and review of learner `from` to learner `into`, and marks `from`
 * as adopted by `userId` (it stays, empty, so a stale cookie naming it breaks nothing). Where
 * both have a review of the same hand, the more recently updated one is kept. Run inside a
 * transaction.
 */
export async function mergeLearner(
  db: Queryable,
  from: string,
  into: string,
  userId: string,
): Promise<MergeCounts> {
  const movedDeals = await db
    .update(deals)
    .set({ learnerId: into })
    .where(eq(deals.learnerId, from))
    .returning({ id: deals.id });
  const movedAttempts = await db
    .update(attempts)
    .set({ learnerId: into })
    .where(eq(attempts.learnerId, from))
    .returning({ id: attempts.id });
  // RETURNING: rawRows reads rows on both dialects, and a bare DELETE returns none.
  await rawRows(
    db,
    sql`
    DELETE FROM ${reviews}
    WHERE ${reviews.learnerId} = ${from}
      AND EXISTS (
        SELECT 1 FROM reviews AS kept
        WHERE kept.learner_id = ${into}
          AND kept.hand_key = ${reviews.handKey}
          AND kept.updated_at >= ${reviews.updatedAt}
      )
    RETURNING 1 AS gone`,
  );
  await rawRows(
    db,
    sql`
    DELETE FROM ${reviews}
    WHERE ${reviews.learnerId} = ${into}
      AND ${reviews.handKey} IN (SELECT hand_key FROM reviews WHERE learner_id = ${from})
    RETURNING 1 AS gone`,
  );
  const movedReviews = await db
    .update(reviews)
    .set({ learnerId: into })
    .where(eq(reviews.learnerId, from))
    .returning({ handKey: reviews.handKey });
  await db.update(learners).set({ userId }).where(eq(learners.id, from));
  return {
    deals: movedDeals.length,
    attempts: movedAttempts.length,
    reviews: movedReviews.length,
  };
}

/**
 * The learner and every learner adopted by the same account: whose wallets' ledger lines a
 * round page shows (rounds carried over at adoption keep their lines in the closed wallet of
 * the anonymous learner they were played by).
 */
export async function sameAccountLearners(db: Queryable, learnerId: string): Promise<string[]> {
  const owner = await learnerOwner(db, learnerId);
  if (!owner) return [learnerId];
  const rows = await db
    .select({ id: learners.id })
    .from(learners)
    .where(eq(learners.userId, owner))
    .orderBy(learners.id);
  return [...new Set([learnerId, ...rows.map((r) => r.id)])];
}
