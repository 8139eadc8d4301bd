/**
 * The dealer's drill (issue 31): "set this hand as the dealer at <casino> would". The server
 * deals (and remembers) the hand under the learner's casino; an answer is right when its back
 * and front are the hands the casino's house way makes (equal-rank cards are the same hands),
 * graded against the rule set of the deal, never the learner's casino at answer time.
 */

import { randomBytes, randomUUID } from "node:crypto";
import type { DealerMode } from "@/db/schema/vocabulary";
import { choiceOrDefault, storedTableRuleSet } from "@/lib/casino/choice";
import { storeDealerAnswer } from "@/lib/db/dealer";
import { learnerRuleSetKey } from "@/lib/db/learners";
import { findDeal, insertDeal } from "@/lib/db/practice";
import { isUniqueViolation, type Queryable, writeOnce } from "@/lib/db/store";
import {
  type Card,
  createRng,
  formatHand,
  houseWay,
  makeSplit,
  parseHand,
  type Rng,
  ruleSetKey,
  type Way,
} from "@/lib/engine";
import { MAX_DECIDE_MS } from "@/lib/grading/attempt";
import { DEAL_TTL_MS } from "@/lib/practice/deal";
import { PracticeError } from "@/lib/practice/errors";
import { ensureWayInstalled } from "@/lib/ways/service";
import { pickDealerHand } from "./pick";
import type { DealerDealView, DealerGradeView } from "./views";

const freshRng = (): Rng => createRng(randomBytes(4).readUInt32LE(0));

export async function dealDealerHand(
  db: Queryable,
  learnerId: string,
  mode: DealerMode,
  options: { now?: number; rng?: Rng } = {},
): Promise<DealerDealView> {
  const now = options.now ?? Date.now();
  // Face Up too (RULES.md 13.1): the dealer sets by the house way in every game, so the drill
  // deals by the way and keeps the casino (`way/faceup`) for progress and assignments.
  const ruleSet = choiceOrDefault(await learnerRuleSetKey(db, learnerId));
  await ensureWayInstalled(db, ruleSet.way);
  // The online way differs from nothing: its drill has only the one mode.
  if (mode === "differs" && ruleSet.way === "seed") throw new PracticeError("invalid-input");
  const hand = pickDealerHand(options.rng ?? freshRng(), ruleSet.way, mode);
  const id = randomUUID();
  await writeOnce(db, (q) =>
    insertDeal(q, {
      id,
      learnerId,
      hand: formatHand(hand),
      drill: "dealer",
      filter: mode,
      dealtAt: now,
      answeredAt: null,
      ruleSet: ruleSetKey(ruleSet),
    }),
  );
  return { dealId: id, hand, mode, ruleSet, dealtAt: now };
}

/** Right when the front leaves the same back and front hands as the way's setting. */
export function isWaySetting(hand: readonly Card[], front: readonly Card[], way: Way): boolean {
  const setting = houseWay(hand, way);
  const split = makeSplit(hand, hand.indexOf(front[0] as Card), hand.indexOf(front[1] as Card));
  return split.backValue === setting.backValue && split.frontValue === setting.frontValue;
}

export async function answerDealerHand(
  db: Queryable,
  learnerId: string,
  input: { dealId: string; front: [Card, Card] },
  now = Date.now(),
): Promise<DealerGradeView> {
  const deal = await findDeal(db, input.dealId);
  // A watchdog table's hand (filter `watchdog...`) is answered with its table, never alone.
  if (deal?.drill !== "dealer" || deal.filter?.startsWith("watchdog"))
    throw new PracticeError("unknown-deal");
  if (deal.learnerId !== learnerId) throw new PracticeError("not-your-deal");
  if (deal.answeredAt !== null) throw new PracticeError("already-answered");
  if (now - deal.dealtAt > DEAL_TTL_MS) throw new PracticeError("expired-deal");
  const hand = parseHand(deal.hand);
  const [a, b] = input.front;
  if (!hand.includes(a) || !hand.includes(b)) throw new PracticeError("card-not-in-hand");

  const ruleSet = storedTableRuleSet(deal.ruleSet);
  await ensureWayInstalled(db, ruleSet.way);
  const setting = houseWay(hand, ruleSet.way);
  const correct = isWaySetting(hand, [a, b], ruleSet.way);
  try {
    const stored = await storeDealerAnswer(db, {
      learnerId,
      dealId: deal.id,
      ruleSet: ruleSetKey(ruleSet),
      mode: deal.filter === "differs" ? "differs" : "all",
      hand: deal.hand,
      front: formatHand([a, b]),
      wayFront: formatHand(setting.front),
      correct,
      rule: setting.rule,
      decideMs: Math.max(0, Math.min(now - deal.dealtAt, MAX_DECIDE_MS)),
      createdAt: now,
    });
    if (!stored) throw new PracticeError("already-answered");
  } catch (error) {
    if (isUniqueViolation(error)) throw new PracticeError("already-answered");
    throw error;
  }
  return {
    dealId: deal.id,
    hand,
    ruleSet,
    correct,
    front: [a, b],
    wayFront: setting.front,
    rule: setting.rule,
    reason: setting.reason,
  };
}
