/**
 * Grading a submission. The client names a deal and two front cards; the hand, the EVs and
 * the verdict all come from the server's own records and the engine. Anything that does not
 * answer an open deal of this learner is refused with a typed error before a single write,
 * and the answer is stored in one transaction that fails on a replay, so a double submit
 * can never store two attempts.
 */

import type { Queryable } from "@/lib/db/learners";
import {
  findDeal,
  findReview,
  insertAttempt,
  markDealAnswered,
  upsertReview,
} from "@/lib/db/practice";
import { type Card, formatHand, parseHand } from "@/lib/engine/cards";
import { handCategory } from "@/lib/engine/categories";
import { grade } from "@/lib/engine/grade";
import { DEAL_TTL_MS } from "./deal";
import { PracticeError } from "./errors";
import { handEv } from "./ev";
import { nextReview } from "./review";
import { harvestTrap } from "./traps";
import type { DrillKind, GradeView } from "./views";

export interface Submission {
  dealId: string;
  front: [Card, Card];
  /** Time the learner took, as measured by the client (kept only as a statistic). */
  decideMs: number;
}

/** Longest decision time stored; longer ones are clamped (the tab was left open). */
export const MAX_DECIDE_MS = 10 * 60 * 1000;

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  "code" in error &&
  (error as { code: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE";

export function submitAnswer(
  db: Queryable,
  learnerId: string,
  submission: Submission,
  options: { now?: number } = {},
): GradeView {
  const now = options.now ?? Date.now();
  const deal = findDeal(db, submission.dealId);
  if (!deal) throw new PracticeError("unknown-deal");
  if (deal.learnerId !== learnerId) throw new PracticeError("not-your-deal");
  if (deal.answeredAt !== null) throw new PracticeError("already-answered");
  if (now - deal.dealtAt > DEAL_TTL_MS) throw new PracticeError("expired-deal");

  const hand = parseHand(deal.hand);
  const [a, b] = submission.front;
  if (a === b) throw new PracticeError("invalid-input");
  if (!hand.includes(a) || !hand.includes(b)) throw new PracticeError("card-not-in-hand");

  const { key, result, cached } = handEv(db, hand, now);
  const g = grade(hand, [a, b], { result });
  const category = handCategory(hand);
  // The client's clock decides nothing: it can only shorten the server's own measure.
  const decideMs = Math.max(
    0,
    Math.min(Math.round(submission.decideMs), now - deal.dealtAt, MAX_DECIDE_MS),
  );

  let review: GradeView["review"] = null;
  try {
    db.transaction(
      (tx) => {
        if (!markDealAnswered(tx, deal.id, now)) throw new PracticeError("already-answered");
        insertAttempt(tx, {
          learnerId,
          dealId: deal.id,
          hand: deal.hand,
          handKey: key,
          front: formatHand([a, b]),
          verdict: g.verdict,
          ev: g.chosen.ev,
          bestEv: g.best.ev,
          evLost: g.evLost,
          houseWayEv: g.houseWay.ev,
          category,
          drill: deal.drill,
          decideMs,
          createdAt: now,
        });
        const previous = findReview(tx, learnerId, key) ?? null;
        const next = nextReview(previous, g.verdict, now);
        if (next) {
          upsertReview(tx, learnerId, key, {
            hand: deal.hand,
            lapses: next.lapses,
            streak: next.streak,
            lastEvLost: g.evLost,
            dueAt: next.dueAt,
            retiredAt: next.retiredAt,
            updatedAt: now,
          });
          review = { dueAt: next.dueAt, lapses: next.lapses, retired: next.retiredAt !== null };
        }
        // Only uniform deals feed the trap pool, so it stays a uniform sample of traps.
        if (deal.drill === "any") harvestTrap(tx, key, result, now);
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new PracticeError("already-answered");
    throw error;
  }

  return {
    dealId: deal.id,
    hand,
    verdict: g.verdict,
    chosen: result.splits.indexOf(g.chosen),
    best: result.best,
    houseWay: result.houseWay,
    evLost: g.evLost,
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
    category,
    dealerHands: result.dealerHands,
    commission: result.commission,
    splits: result.splits.map((s) => ({
      frontIndex: s.split.frontIndex,
      backValue: s.split.backValue,
      frontValue: s.split.frontValue,
      foul: s.split.foul,
      win: s.win,
      push: s.push,
      loss: s.loss,
      ev: s.ev,
    })),
    cached,
    review,
    drill: deal.drill as DrillKind,
  };
}
