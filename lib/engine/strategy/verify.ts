/**
 * Whole-deck properties of the trainer's way, checked hand by hand (as
 * house-way-verify.ts checks the house way):
 * - it never fouls;
 * - choices between equal cards never cost a value: swapping a front card
 *   with a back card of the same rank (the joker counting as an ace) leaves
 *   the front's value as it is and never gives a better back. Such a swap
 *   may give a worse back (the joker behind can complete a straight that a
 *   natural ace cannot), so the rules always take the best of those cards;
 *   swaps that change a value are counted too.
 * Also tallies the hands per rule.
 */
import { type Card, JOKER } from "../cards";
import { eval2, evalBack, frontRank } from "../evaluate";
import { isFoul } from "../values";
import { trainerFront } from ".";
import { RULES } from "./rules";

export interface StrategyVerifyStats {
  hands: number;
  fouls: number;
  swapsChecked: number;
  /** Swaps that gave a better back or a different front value: must be 0. */
  swapViolations: number;
  /** Swaps that gave a worse back (the rule took the better card): allowed. */
  swapsWorse: number;
  /** Hands per rule index; the last entry is the house way. */
  byRule: number[];
  examples: Card[][];
}

export const emptyStrategyStats = (): StrategyVerifyStats => ({
  hands: 0,
  fouls: 0,
  swapsChecked: 0,
  swapViolations: 0,
  swapsWorse: 0,
  byRule: new Array<number>(RULES.length + 1).fill(0),
  examples: [],
});

export function mergeStrategyStats(into: StrategyVerifyStats, from: StrategyVerifyStats): void {
  into.hands += from.hands;
  into.fouls += from.fouls;
  into.swapsChecked += from.swapsChecked;
  into.swapViolations += from.swapViolations;
  into.swapsWorse += from.swapsWorse;
  from.byRule.forEach((n, i) => {
    into.byRule[i] = (into.byRule[i] ?? 0) + n;
  });
  for (const e of from.examples) if (into.examples.length < 10) into.examples.push(e);
}

const record = (stats: StrategyVerifyStats, hand: readonly Card[]): void => {
  if (stats.examples.length < 10) stats.examples.push([...hand]);
};

/** Checks one seven-card hand (valid, distinct cards) and adds to `stats`. */
export function verifyStrategyHand(hand: readonly Card[], stats: StrategyVerifyStats): void {
  const t = trainerFront(hand);
  const i = t.front & 7;
  const j = (t.front >> 3) & 7;
  const back = evalBack(hand, i, j);
  const front = eval2(hand[i] as Card, hand[j] as Card);
  stats.hands++;
  const r = t.rule < 0 ? RULES.length : t.rule;
  stats.byRule[r] = (stats.byRule[r] as number) + 1;
  if (i === j || isFoul(back, front)) {
    stats.fouls++;
    record(stats, hand);
  }
  for (let f = 0; f < 2; f++) {
    const p = f === 0 ? i : j;
    const keep = f === 0 ? j : i;
    const rank = frontRank(hand[p] as Card);
    for (let k = 0; k < 7; k++) {
      if (k === i || k === j || frontRank(hand[k] as Card) !== rank) continue;
      stats.swapsChecked++;
      const a = Math.min(keep, k);
      const b = Math.max(keep, k);
      const back2 = evalBack(hand, a, b);
      const front2 = eval2(hand[a] as Card, hand[b] as Card);
      if (front2 !== front || back2 > back) {
        stats.swapViolations++;
        record(stats, hand);
      } else if (back2 < back) stats.swapsWorse++;
    }
  }
}

/** Verifies every seven-card hand whose lowest card is `first`. */
export function verifyStrategyFrom(
  first: Card,
  stats: StrategyVerifyStats,
  /** Called with the hands checked since the last call, once per second card. */
  onProgress: (hands: number) => void = () => {},
): void {
  const hand: Card[] = [first, 0, 0, 0, 0, 0, 0];
  let reported = stats.hands;
  for (let c2 = first + 1; c2 < 48; c2++) {
    onProgress(stats.hands - reported);
    reported = stats.hands;
    hand[1] = c2;
    for (let c3 = c2 + 1; c3 < 49; c3++) {
      hand[2] = c3;
      for (let c4 = c3 + 1; c4 < 50; c4++) {
        hand[3] = c4;
        for (let c5 = c4 + 1; c5 < 51; c5++) {
          hand[4] = c5;
          for (let c6 = c5 + 1; c6 < 52; c6++) {
            hand[5] = c6;
            for (let c7 = c6 + 1; c7 <= JOKER; c7++) {
              hand[6] = c7;
              verifyStrategyHand(hand, stats);
            }
          }
        }
      }
    }
  }
  onProgress(stats.hands - reported);
}
