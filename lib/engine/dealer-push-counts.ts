/**
 * How often the dealer's setting is a commission-free game's push hand
 * (RULES.md 12.3, 13.2): over all 154,143,080 seven-card hands, the number
 * whose house-way setting under a way has a queen-high no-pair back (`ez`'s
 * "queen's dragon") and the number whose front is nine-high (`cf`'s). These
 * are the winning hands of the dealer-hand side bets (dealer-bets.ts).
 *
 * The hands are visited as the exact pass visits them (exact/classes.ts): one
 * representative per suit class, weighted by the hands it stands for, set by
 * the memoized house way (house-way-fast.ts). dealer-bets.test.ts checks a
 * slice hand by hand against the checked `houseWay`.
 */
import type { Card } from "./cards";
import { classCards, type RankMultiset, rankMultisets, suitClasses } from "./exact/classes";
import { houseWayInto } from "./house-way-fast";
import { dealerPushes, type Way } from "./rule-set";

/** Hands whose dealer setting is each variant's push hand, and the hands visited. */
export interface DealerPushCounts {
  queenHighBack: number;
  nineHighFront: number;
  hands: number;
}

/** Counts over the rank multisets `from` (inclusive) to `to` (exclusive) of rankMultisets(). */
export function dealerPushCountsOf(
  way: Way,
  from = 0,
  to: number = rankMultisets().length,
): DealerPushCounts {
  const all = rankMultisets();
  const out = new Int32Array(3);
  const counts: DealerPushCounts = { queenHighBack: 0, nineHighFront: 0, hands: 0 };
  for (let m = from; m < to; m++) {
    const sc = suitClasses(all[m] as RankMultiset);
    for (let c = 0; c < sc.count; c++) {
      const hand: Card[] = classCards(sc, c);
      const weight = sc.weight[c] as number;
      houseWayInto(hand, out, way);
      const back = out[1] as number;
      const front = out[2] as number;
      if (dealerPushes("ez", back, front)) counts.queenHighBack += weight;
      if (dealerPushes("cf", back, front)) counts.nineHighFront += weight;
      counts.hands += weight;
    }
  }
  return counts;
}
