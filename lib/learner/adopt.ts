/**
 * An account's learner (the practice drill's record of who played what). At sign-up and at
 * sign-in, the browser's anonymous learner is adopted: it becomes the account's learner, or,
 * when the account has one already, its deals, attempts and reviews move into it, and its
 * table record joins the account's by the rule of lib/table/adopt.ts.
 */
import { randomUUID } from "node:crypto";
import { findUserById } from "@/lib/db/auth";
import { attachLearner, learnerOwner, mergeLearner } from "@/lib/db/auth-learner";
import { insertLearner } from "@/lib/db/learners";
import { type Queryable, withTx } from "@/lib/db/store";
import { adoptTableRecord } from "@/lib/table/adopt";

export type Adoption =
  | { status: "none" }
  | { status: "attached"; learnerId: string }
  | { status: "merged"; learnerId: string; attempts: number; deals: number; reviews: number };

/**
 * Adopts `anonymousId` (the learner of the browser's cookie, or null) into the account.
 * A learner some other account adopted already is left alone. Run inside a transaction.
 */
export async function adoptLearner(
  db: Queryable,
  userId: string,
  anonymousId: string | null,
): Promise<Adoption> {
  if (anonymousId === null) return { status: "none" };
  const owner = await learnerOwner(db, anonymousId);
  if (owner === undefined || (owner !== null && owner !== userId)) return { status: "none" };
  const user = await findUserById(db, userId);
  if (!user) return { status: "none" };
  if (user.learnerId === null) {
    await attachLearner(db, userId, anonymousId);
    return { status: "attached", learnerId: anonymousId };
  }
  if (user.learnerId === anonymousId) return { status: "none" };
  const moved = await mergeLearner(db, anonymousId, user.learnerId, userId);
  await adoptTableRecord(db, anonymousId, user.learnerId, Date.now());
  return { status: "merged", learnerId: user.learnerId, ...moved };
}

/** The account's learner; with `create`, made (and attached) when it has none yet. */
export async function accountLearnerId(
  db: Queryable,
  user: { id: string; learnerId: string | null },
  options: { create: boolean; now?: number },
): Promise<string | null> {
  if (user.learnerId !== null) return user.learnerId;
  if (!options.create) return null;
  // Re-read inside one transaction: another request may have made it since `user` was
  // loaded, and none can slip in between this read and the writes below.
  return withTx(db, async (tx) => {
    const current = await findUserById(tx, user.id);
    if (!current) return null;
    if (current.learnerId !== null) return current.learnerId;
    const id = randomUUID();
    await insertLearner(tx, id, options.now ?? Date.now());
    await attachLearner(tx, user.id, id);
    return id;
  });
}
