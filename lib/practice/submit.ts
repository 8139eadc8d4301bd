/**
 * Grading a submission. The client names a deal and two front cards; the hand, the EVs and
 * the verdict all come from the server's own records and the engine. Anything that does not
 * answer an open deal of this learner is refused with a typed error before a single write,
 * and the answer is stored in one transaction that fails on a replay, so a double submit
 * can never store two attempts.
 */

import { storedRuleSet } from "@/lib/casino/choice";
import { answerContext, storeAnswer } from "@/lib/db/answers";
import { findDeal } from "@/lib/db/practice";
import { isUniqueViolation, type Queryable } from "@/lib/db/store";
import { type Card, cacheKey, grade, parseHand, ruleSetKey } from "@/lib/engine";
import { attemptRow } from "@/lib/grading/attempt";
import { evKey, evOf } from "@/lib/grading/ev";
import type { AttemptKind } from "@/lib/learner/kinds";
import { ensureWayInstalled } from "@/lib/ways/service";
import { DEAL_TTL_MS } from "./deal";
import { PracticeError } from "./errors";
import { gradeViewOf } from "./grade-view";
import { nextReview } from "./review";
import type { DrillKind, GradeView } from "./views";

export interface Submission {
  dealId: string;
  front: [Card, Card];
  /** The client's own measure of the time taken: ignored, the server measures (issue 10). */
  decideMs?: number;
  /** The front was set by the House Way button: recorded as `house-way`, never a decision. */
  houseWay?: boolean;
}

/**
 * What this attempt counts as (lib/learner/kinds.ts): set by the House Way button; else a
 * retry when the learner was already shown this hand's best split (any earlier graded attempt
 * of the same suit-canonical hand, whichever drill dealt it, or "try again"); else a decision.
 */
export function kindOf(
  drill: string,
  seenBefore: boolean,
  submission: Pick<Submission, "houseWay">,
): AttemptKind {
  if (submission.houseWay) return "house-way";
  if (drill === "retry" || seenBefore) return "retry";
  return "decision";
}

export async function submitAnswer(
  db: Queryable,
  learnerId: string,
  submission: Submission,
  options: { now?: number } = {},
): Promise<GradeView> {
  const now = options.now ?? Date.now();
  const deal = await findDeal(db, submission.dealId);
  // A table round is a deal too, answered only at its table (grading it here would show the
  // best split while the round is open).
  // The dealer's drill's deals are answered at /dealer only (right or wrong by the way).
  if (!deal || deal.drill === "table" || deal.drill === "dealer")
    throw new PracticeError("unknown-deal");
  if (deal.learnerId !== learnerId) throw new PracticeError("not-your-deal");
  if (deal.answeredAt !== null) throw new PracticeError("already-answered");
  if (now - deal.dealtAt > DEAL_TTL_MS) throw new PracticeError("expired-deal");

  const hand = parseHand(deal.hand);
  const [a, b] = submission.front;
  if (a === b) throw new PracticeError("invalid-input");
  if (!hand.includes(a) || !hand.includes(b)) throw new PracticeError("card-not-in-hand");

  // Everything the grade reads, in one query; the exact EV (the slow part) is computed before
  // the write when the cache has no entry.
  const key = cacheKey(hand);
  // The rule set of the deal, not the learner's casino now (which may have changed since).
  const rules = storedRuleSet(deal.ruleSet);
  await ensureWayInstalled(db, rules.way);
  const cacheAt = evKey(hand, rules);
  const context = await answerContext(db, learnerId, key, cacheAt);
  const { result, cached, counts } = await evOf(hand, cacheAt, context.cachedCounts, rules);
  const g = grade(hand, [a, b], { result });
  const kind = kindOf(deal.drill, context.seen, submission);
  // A House Way hand says nothing about what the learner knows: the schedule stays.
  const next = kind === "house-way" ? null : nextReview(context.review ?? null, g.verdict, now);

  try {
    const stored = await storeAnswer(db, {
      attempt: attemptRow({
        learnerId,
        dealId: deal.id,
        hand,
        handText: deal.hand,
        handKey: key,
        front: [a, b],
        graded: g,
        drill: deal.drill,
        kind,
        // The server's clock only: a client-sent time (even 0) would let a script look deliberate.
        dealtAt: deal.dealtAt,
        now,
        ruleSet: ruleSetKey(rules),
      }),
      review: next && {
        hand: deal.hand,
        lapses: next.lapses,
        streak: next.streak,
        lastEvLost: g.evLost,
        dueAt: next.dueAt,
        retiredAt: next.retiredAt,
        updatedAt: now,
      },
      evCounts: counts,
      evKey: cacheAt,
    });
    if (!stored) throw new PracticeError("already-answered");
  } catch (error) {
    if (isUniqueViolation(error)) throw new PracticeError("already-answered");
    throw error;
  }
  const review: GradeView["review"] = next && {
    dueAt: next.dueAt,
    lapses: next.lapses,
    retired: next.retiredAt !== null,
  };

  return gradeViewOf(hand, result, g, {
    dealId: deal.id,
    drill: deal.drill as DrillKind,
    cached,
    review,
    attemptKind: kind,
    ruleSet: rules,
  });
}
