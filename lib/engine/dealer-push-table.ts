/**
 * The dealer-hand bets' winning counts under each published way (dealer-push-counts.ts, one pass
 * over all hands each, seconds), written down so that a table can state Tiger 9's and Queen's
 * Dragon's exact edge without that pass (docs/side-bets.md prints the same figures;
 * seed's way was checked against the pass when written). A learner's own way has none here:
 * its dealer-hand bets are not offered.
 */
import { DEALER_BETS, type DealerBet, dealerBetEdge } from "./dealer-bets";
import type { DealerPushCounts } from "./dealer-push-counts";
import type { Way } from "./rule-set";
import type { Fraction } from "./side-bet-edge";

const HANDS = 154_143_080;
const QUEEN_HIGH_BACK = 2_719_500;

const NINE_HIGH_FRONT: Readonly<Record<Way, number>> = {
  seed: 4_200_372,
  "trump-plaza": 3_853_596,
  claridge: 3_853_596,
  "ballys-ac": 3_855_516,
  foxwoods: 3_853_596,
  "mgm-grand": 4_078_128,
  "british-columbia": 3_853_596,
  "dealer-school": 4_083_996,
};

/** The counts of a published way, or null (a learner's own way). */
function publishedDealerPushCounts(way: Way): DealerPushCounts | null {
  const nine = (NINE_HIGH_FRONT as Readonly<Record<string, number | undefined>>)[way];
  return nine === undefined
    ? null
    : { nineHighFront: nine, queenHighBack: QUEEN_HIGH_BACK, hands: HANDS };
}

/** A dealer-hand bet by name, or undefined. */
export const dealerBet = (name: string): DealerBet | undefined =>
  DEALER_BETS.find((b) => b.name === name);

/** A dealer-hand bet's exact edge under a published way; null under a way not written down. */
export function publishedDealerBetEdge(bet: DealerBet, way: Way): Fraction | null {
  const counts = publishedDealerPushCounts(way);
  return counts && dealerBetEdge(bet, counts);
}
