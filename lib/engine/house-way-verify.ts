/**
 * Whole-deck properties of a house way (RULES.md section 5's closing lines
 * and 12.2's), checked hand by hand:
 * - the house way never fouls;
 * - choices between equal cards do not matter: for a hand set by rules 1 or
 *   4-10, swapping a front card with a back card of the same rank (the joker
 *   counting as an ace) leaves both values unchanged; for rules 2 and 3, no
 *   such swap that still keeps the required back yields a higher front, or
 *   an equal front with a better back (the rule's own order).
 * - the memoized fast path (house-way-fast.ts) gives the same code and
 *   values as the rules as written (houseWayCode) on every hand.
 * Also tallies the hands per rule label.
 */
import { type Card, JOKER } from "./cards";
import { eval2, evalBack, frontRank } from "./evaluate";
import { houseWayCode } from "./house-way";
import { codeFrom, codeRule } from "./house-way-code";
import { houseWayInto } from "./house-way-fast";
import type { Way } from "./rule-set";
import { isFoul, STRAIGHT, STRAIGHT_FLUSH } from "./values";
import { wayDef } from "./ways";
import { casinoRule } from "./ways/shared";

export interface VerifyStats {
  hands: number;
  fouls: number;
  swapsChecked: number;
  swapViolations: number;
  /** Casino ways: swaps to a worse value (allowed: the best back was taken). */
  swapsWorse: number;
  /** Hands where houseWayInto disagreed with houseWayCode. */
  fastMismatches: number;
  /** Hands per packed rule (code >> 6): rule | from << 4. */
  byRule: number[];
  /** The first few failing hands, as card lists. */
  examples: Card[][];
}

export const emptyStats = (): VerifyStats => ({
  hands: 0,
  fouls: 0,
  swapsChecked: 0,
  swapViolations: 0,
  swapsWorse: 0,
  fastMismatches: 0,
  byRule: new Array<number>(64).fill(0),
  examples: [],
});

export function mergeStats(into: VerifyStats, from: VerifyStats): void {
  into.hands += from.hands;
  into.fouls += from.fouls;
  into.swapsChecked += from.swapsChecked;
  into.swapViolations += from.swapViolations;
  into.swapsWorse += from.swapsWorse;
  into.fastMismatches += from.fastMismatches;
  from.byRule.forEach((n, i) => {
    into.byRule[i] = (into.byRule[i] as number) + n;
  });
  for (const e of from.examples) if (into.examples.length < 10) into.examples.push(e);
}

/** Rule labels with their counts, in rule order (`1`, `2`, `2>5`, ... or the casino rules' order). */
export function ruleCounts(stats: VerifyStats, way: Way): Array<[string, number]> {
  const label = wayDef(way).label;
  const rows: Array<[string, number, number]> = [];
  stats.byRule.forEach((n, packed) => {
    if (n === 0) return;
    const order = way === "seed" ? (packed & 15) * 4 + (packed >> 4) : packed;
    rows.push([label(packed << 6), n, order]);
  });
  return rows.sort((a, b) => a[2] - b[2]).map(([l, n]) => [l, n]);
}

const fast = new Int32Array(3);

const record = (stats: VerifyStats, hand: ArrayLike<Card>): void => {
  if (stats.examples.length < 10) stats.examples.push(Array.from(hand));
};

/** Checks one seven-card hand (valid, distinct cards) set by `way` and adds to `stats`. */
export function verifyHand(hand: Card[], stats: VerifyStats, way: Way): void {
  const seed = way === "seed";
  const code = seed ? houseWayCode(hand) : wayDef(way).code(hand);
  const i = code & 7;
  const j = (code >> 3) & 7;
  const back = evalBack(hand, i, j);
  const front = eval2(hand[i] as Card, hand[j] as Card);
  houseWayInto(hand, fast, way);
  const sameCode = seed ? fast[0] === code : (fast[0] as number) >> 6 === code >> 6;
  if (!sameCode || fast[1] !== back || fast[2] !== front) {
    stats.fastMismatches++;
    record(stats, hand);
  }
  stats.hands++;
  const packed = seed ? code >> 6 : (code >> 6) & 63;
  stats.byRule[packed] = (stats.byRule[packed] as number) + 1;
  if (isFoul(back, front)) {
    stats.fouls++;
    record(stats, hand);
  }
  let chooses: boolean;
  let minBack = STRAIGHT;
  if (seed) {
    const rule = codeRule(code);
    chooses = codeFrom(code) === 0 && (rule === 2 || rule === 3);
    if (rule === 2) minBack = STRAIGHT_FLUSH;
  } else {
    const rule = casinoRule(code);
    chooses = rule === "straight:no-pair" || rule === "straight:one-pair";
  }
  // Swap each front card with each back card of the same rank.
  for (let f = 0; f < 2; f++) {
    const p = f === 0 ? i : j;
    const keep = f === 0 ? j : i;
    const r = frontRank(hand[p] as Card);
    for (let k = 0; k < 7; k++) {
      if (k === i || k === j || frontRank(hand[k] as Card) !== r) continue;
      stats.swapsChecked++;
      const a = Math.min(keep, k);
      const b = Math.max(keep, k);
      const back2 = evalBack(hand, a, b);
      const front2 = eval2(hand[a] as Card, hand[b] as Card);
      const better = chooses
        ? back2 >>> 20 >= minBack && (front2 > front || (front2 === front && back2 > back))
        : seed
          ? back2 !== back || front2 !== front
          : back2 > back || front2 !== front;
      if (better) {
        stats.swapViolations++;
        record(stats, hand);
      } else if (back2 !== back || front2 !== front) stats.swapsWorse++;
    }
  }
}

/** Verifies every seven-card hand whose lowest card is `first`. */
export function verifyHandsFrom(first: Card, stats: VerifyStats, way: Way): void {
  const hand: Card[] = [first, 0, 0, 0, 0, 0, 0];
  for (let c2 = first + 1; c2 < 48; c2++) {
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
              verifyHand(hand, stats, way);
            }
          }
        }
      }
    }
  }
}
