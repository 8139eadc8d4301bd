/**
 * Dealing a famous hand (issue 54 item 3): the learner names the hand, the server deals it
 * under the learner's casino and remembers it as a practice deal (drill `famous`, filter = the
 * hand's id). The answer goes through the practice drill's own submit (lib/practice/submit.ts):
 * the same exact-EV grade, the same refusals (a forged card, a replay, another learner's
 * deal) and the same attempt row, so progress, reviews and assignments count it like any hand.
 */
import { randomUUID } from "node:crypto";
import { insertDeal } from "@/lib/db/practice";
import { type Queryable, writeOnce } from "@/lib/db/store";
import { formatHand, ruleSetKey } from "@/lib/engine";
import { evCasinoOf } from "@/lib/practice/deal";
import type { DealView } from "@/lib/practice/views";
import { famousCards, UnknownFamousHand } from "./answer";
import { FamousError } from "./errors";

export async function dealFamousHand(
  db: Queryable,
  learnerId: string,
  id: string,
  now = Date.now(),
): Promise<DealView> {
  let hand: number[];
  try {
    hand = famousCards(id);
  } catch (error) {
    if (error instanceof UnknownFamousHand) throw new FamousError("unknown-hand");
    throw error;
  }
  // Graded by EV under the learner's casino: a Face Up casino is refused (`faceup-casino`).
  const ruleSet = await evCasinoOf(db, learnerId);
  const dealId = randomUUID();
  await writeOnce(db, (q) =>
    insertDeal(q, {
      id: dealId,
      learnerId,
      hand: formatHand(hand),
      drill: "famous",
      filter: id,
      dealtAt: now,
      answeredAt: null,
      ruleSet: ruleSetKey(ruleSet),
    }),
  );
  return { dealId, hand, drill: "famous", filter: null, dealtAt: now, lapses: null, ruleSet };
}
