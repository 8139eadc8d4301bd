/**
 * The learner of an account: adopting the anonymous learner of the browser that signs up or
 * signs in, and merging it into the account's own learner when there is one already.
 */
import { and, eq, sql } from "drizzle-orm";
import { attempts, deals, learners, reviews, users } from "@/db/schema";
import type { Queryable } from "./learners";

/** The account that adopted `learnerId` (null: anonymous), or undefined when no such learner. */
export function learnerOwner(db: Queryable, learnerId: string): string | null | undefined {
  const row = db
    .select({ userId: learners.userId })
    .from(learners)
    .where(eq(learners.id, learnerId))
    .get();
  return row === undefined ? undefined : row.userId;
}

/** Makes `learnerId` the user's learner (both directions). */
export function attachLearner(db: Queryable, userId: string, learnerId: string): void {
  db.update(learners).set({ userId }).where(eq(learners.id, learnerId)).run();
  db.update(users).set({ learnerId }).where(eq(users.id, userId)).run();
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
export function mergeLearner(
  db: Queryable,
  from: string,
  into: string,
  userId: string,
): MergeCounts {
  const movedDeals = db
    .update(deals)
    .set({ learnerId: into })
    .where(eq(deals.learnerId, from))
    .run();
  const movedAttempts = db
    .update(attempts)
    .set({ learnerId: into })
    .where(eq(attempts.learnerId, from))
    .run();
  db.run(sql`
    DELETE FROM ${reviews}
    WHERE ${reviews.learnerId} = ${from}
      AND EXISTS (
        SELECT 1 FROM reviews AS kept
        WHERE kept.learner_id = ${into}
          AND kept.hand_key = ${reviews.handKey}
          AND kept.updated_at >= ${reviews.updatedAt}
      )`);
  db.run(sql`
    DELETE FROM ${reviews}
    WHERE ${reviews.learnerId} = ${into}
      AND ${reviews.handKey} IN (SELECT hand_key FROM reviews WHERE learner_id = ${from})`);
  const movedReviews = db
    .update(reviews)
    .set({ learnerId: into })
    .where(eq(reviews.learnerId, from))
    .run();
  db.update(learners)
    .set({ userId })
    .where(and(eq(learners.id, from)))
    .run();
  return {
    deals: movedDeals.changes,
    attempts: movedAttempts.changes,
    reviews: movedReviews.changes,
  };
}
