/**
 * The Face Up drill (issue 54 item 1, RULES.md 13.1): the server deals the learner's seven cards
 * and the dealer's from one shuffled deck, sets the dealer's by the learner's casino's house way
 * and shows it; the learner sets theirs and is graded by outcome (lib/engine/faceup.ts): right
 * when no split does better. Graded under the way stored with the deal, never the learner's
 * casino at answer time. A forged, replayed or stale answer is refused with a typed code and
 * stores nothing.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { storedTableRuleSet } from "@/lib/casino/choice";
import { findFaceUpDeal, insertFaceUpDeal, storeFaceUpAnswer } from "@/lib/db/faceup";
import { learnerRuleSetKey } from "@/lib/db/learners";
import type { Queryable } from "@/lib/db/store";
import {
  type Card,
  createRng,
  deal,
  formatHand,
  houseWay,
  isAceHighPaiGow,
  isCustomWay,
  isWay,
  parseHand,
  type Rng,
  type Way,
} from "@/lib/engine";
import { MAX_DECIDE_MS } from "@/lib/grading/attempt";
import { DEAL_TTL_MS } from "@/lib/practice/deal";
import { PracticeError } from "@/lib/practice/errors";
import { ensureWayInstalled } from "@/lib/ways/service";
import { FaceUpError } from "./errors";
import { gradeFaceUp } from "./grade";
import type { FaceUpDealView, FaceUpGradeView } from "./views";

const freshRng = (): Rng => createRng(randomBytes(4).readUInt32LE(0));

/**
 * The learner's casino, strictly: a learner with none stored is refused, never defaulted. Its
 * way deals, whatever its game: Face Up's own (`way/faceup`) or an EV game's, whose learner
 * practises the Face Up game of their casino's way here.
 */
async function learnerCasino(db: Queryable, learnerId: string) {
  const key = await learnerRuleSetKey(db, learnerId);
  if (key === null) throw new PracticeError("no-learner");
  return { key, ruleSet: storedTableRuleSet(key) };
}

export async function dealFaceUpHand(
  db: Queryable,
  learnerId: string,
  /** The casino (`way/variant`) the learner's page shows: it must be theirs. */
  casino: string,
  options: { now?: number; rng?: Rng } = {},
): Promise<FaceUpDealView> {
  const now = options.now ?? Date.now();
  const { key, ruleSet } = await learnerCasino(db, learnerId);
  if (casino !== key) throw new FaceUpError("casino-changed");
  await ensureWayInstalled(db, ruleSet.way);
  // One deck: the learner's seven cards, then the dealer's.
  const cards = deal(options.rng ?? freshRng(), 14);
  const hand = cards.slice(0, 7);
  const dealerHand = cards.slice(7);
  const dealer = houseWay(dealerHand, ruleSet.way);
  const id = randomUUID();
  await insertFaceUpDeal(db, {
    id,
    learnerId,
    way: ruleSet.way,
    hand: formatHand(hand),
    dealerHand: formatHand(dealerHand),
    dealtAt: now,
  });
  return {
    dealId: id,
    way: ruleSet.way,
    hand,
    dealer: {
      front: dealer.front,
      back: dealer.back,
      backValue: dealer.backValue,
      frontValue: dealer.frontValue,
      pushes: isAceHighPaiGow(dealer.backValue),
    },
    dealtAt: now,
  };
}

/** A stored way; a row this code cannot read is an error, never another casino's dealer. */
function storedWay(way: string): Way {
  if (isWay(way) || isCustomWay(way)) return way;
  throw new Error(`faceup_deals: unreadable way "${way}"`);
}

export async function answerFaceUpHand(
  db: Queryable,
  learnerId: string,
  input: { dealId: string; front: [Card, Card] },
  now = Date.now(),
): Promise<FaceUpGradeView> {
  const row = await findFaceUpDeal(db, input.dealId);
  if (!row) throw new PracticeError("unknown-deal");
  if (row.learnerId !== learnerId) throw new PracticeError("not-your-deal");
  if (row.answeredAt !== null) throw new PracticeError("already-answered");
  if (now - row.dealtAt > DEAL_TTL_MS) throw new PracticeError("expired-deal");
  const hand = parseHand(row.hand);
  const [a, b] = input.front;
  if (!hand.includes(a) || !hand.includes(b)) throw new PracticeError("card-not-in-hand");

  const way = storedWay(row.way);
  await ensureWayInstalled(db, way);
  const graded = gradeFaceUp(row.id, hand, parseHand(row.dealerHand), way, [a, b]);
  const stored = await storeFaceUpAnswer(db, row.id, {
    front: formatHand([a, b]),
    outcome: graded.outcome,
    best: graded.best,
    correct: graded.correct,
    decideMs: Math.max(0, Math.min(now - row.dealtAt, MAX_DECIDE_MS)),
    answeredAt: now,
  });
  if (!stored) throw new PracticeError("already-answered");
  return graded;
}
