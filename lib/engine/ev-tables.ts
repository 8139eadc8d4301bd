/**
 * Exact expected value of every way to set a hand (RULES.md section 4)
 * against a dealer who sets by the house way, counted over all C(46,7) =
 * 53,524,680 dealer hands from the cards the player does not hold.
 *
 * The dealer's setting does not depend on the player's choice, so each hand
 * builds the distribution D of dealer outcomes (back value, front value)
 * once, then answers all 21 splits from it. D is built without visiting the
 * 53 M hands:
 *
 * 1. A dealer hand that cannot make a flush (no suit with five cards, or four
 *    and the joker) is set by its rank multiset alone. Each of the ~67,600
 *    multisets of seven (13 ranks and the joker) has its outcome computed
 *    once per process; per player hand its weight is the product over ranks
 *    of C(cards of that rank left, cards taken).
 * 2. That sum also counts the flush-capable hands, at their rank-only
 *    outcome. They are corrected pattern by pattern: the flush suit's ranks
 *    S, the rank multiset R of the (at most two) other naturals, and the
 *    joker. A pattern's true outcome does not depend on the player, so it is
 *    computed once; per hand and suit its weight is [S not held] * prod
 *    C(other-suit cards of rank r left, taken) * [joker left], and it moves
 *    that weight from the rank-only outcome to the true one.
 *
 * Only one suit can flush in seven cards, so every flush-capable hand is
 * corrected exactly once.
 *
 * `bruteForceCounts` (ev-brute.ts) visits every dealer hand and must agree
 * exactly; `paigow verify-ev` checks that.
 *
 * Two things make a hand cheap (about 2 ms instead of 4): a multiset's weight
 * is the product of its low part's (ranks 2-8) and its high part's (9-A and
 * the joker), each computed once per hand for the few thousand parts, with the
 * multisets sorted by outcome; and each pattern is visited once, not once per
 * suit, with its weights summed over the suits that allow its mask (16 sets).
 *
 * The banker's side (RULES.md 9) reads the same distribution: the house-way
 * hands of the other 46 cards are then the player's, the bank wins copies
 * and pays 1.5% of the action, and its counts are the mirror of the
 * player's (role "banker").
 *
 * Every casino rule set (RULES.md 12) has its own tables, built lazily once
 * per way per process from that way's settings; a commission-free variant
 * counts the dealer's push hands (a queen-high back in `ez`, a nine-high
 * front in `cf`) as pushes for every split, fouls included.
 */

import { type Card, JOKER } from "./cards";
import { eval2, evalBack } from "./evaluate";
import { IntMap } from "./int-map";
import { forEachRankMultiset, JOKER_KEY, POW5, ranksOf } from "./multisets";
import type { Way } from "./rule-set";
import { recallWay, rememberWay } from "./way-cache";
import { wayDef } from "./ways";

export const DEALER_HANDS = 53_524_680;

/** Whose hand is being valued: the player against the dealer, or the bank against a player. */
export type EvRole = "player" | "banker";

/** What the house charges the bank on the action against it (RULES.md 9). */
export const DEFAULT_BANK_COMMISSION = 0.015;

export interface Tables {
  /** Outcomes sorted by back value, then front value. */
  outBack: Int32Array;
  outFront: Int32Array;
  /**
   * Rank multisets, sorted by outcome (so step 1 adds to the distribution in order), each the
   * product of a low part (ranks 2-8) and a high part (9-A and the joker): msLow[m], msHigh[m]
   * index the parts, whose groups (rank * 5 + count, rank 13 = the joker) run from
   * partStart[p] to partStart[p + 1] in partCode; high parts are numbered after the low ones.
   */
  msLow: Int32Array;
  msHigh: Int32Array;
  msOutcome: Int32Array;
  partCode: Uint8Array;
  partStart: Int32Array;
  /** Flush patterns by suit mask S: entries patStart[S] .. patStart[S + 1] (natural) and the joker ones after. */
  patStart: Int32Array;
  patJokerStart: Int32Array;
  /** Masks that have patterns, ascending. */
  patMasks: Int32Array;
  /** The other naturals R as an index into weights by R (see rCode). */
  patR: Uint8Array;
  patTrue: Int32Array;
  patRankOnly: Int32Array;
}

const tablesByWay = new Map<string, Tables>();

const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let v = 1;
  for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
  return v;
};

/** Index of the other-naturals multiset R: 0 empty, 1 + a for one card, 14 + a * 13 + b for two (a <= b). */
const rCode = (a: number, b: number): number => (a < 0 ? 0 : b < 0 ? 1 + a : 14 + a * 13 + b);
export const R_CODES = 14 + 13 * 13;

/** The house way's outcome of seven concrete cards: back value and front value. */
function outcomeOf(setCode: (hand: Card[]) => number, hand: Card[]): [number, number] {
  const code = setCode(hand);
  const i = code & 7;
  const j = (code >> 3) & 7;
  return [evalBack(hand, i, j), eval2(hand[i] as Card, hand[j] as Card)];
}

/** Builds the way's per-process tables (about a second); later calls reuse them. */
export function evTables(way: Way): Tables {
  const known = recallWay(tablesByWay, way);
  if (known) return known;
  const setCode = wayDef(way).code;
  const outcomeKeys = new Map<number, number>(); // back * 256 + front -> provisional id
  const provisional = (o: [number, number]): number => {
    const key = o[0] * 256 + o[1];
    let id = outcomeKeys.get(key);
    if (id === undefined) {
      id = outcomeKeys.size;
      outcomeKeys.set(key, id);
    }
    return id;
  };

  // 1. Rank multisets of seven: naturals dealt round the suits so no flush forms.
  const parts: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  const partOf = (side: 0 | 1, groups: number[]): number => {
    const key = groups.join(",");
    let p = parts[side].get(key);
    if (p === undefined) {
      p = parts[side].size;
      parts[side].set(key, p);
    }
    return p;
  };
  const msLowP: number[] = [];
  const msHighP: number[] = [];
  const msOutcomeP: number[] = [];
  const msIndex = new IntMap(18);
  const addMultiset = (counts: readonly number[], key: number, joker: boolean): void => {
    const low: number[] = [];
    const high: number[] = [];
    for (let r = 0; r < 13; r++)
      if ((counts[r] as number) > 0) (r < 7 ? low : high).push(r * 5 + (counts[r] as number));
    // Naturals dealt round the suits: copies of a rank differ in suit and no suit gets three.
    const hand: Card[] = ranksOf(counts).map((r, n) => r * 4 + (n % 4));
    if (joker) {
      high.push(13 * 5 + 1);
      hand.push(JOKER);
    }
    msLowP.push(partOf(0, low));
    msHighP.push(partOf(1, high));
    msIndex.set(joker ? key + JOKER_KEY : key, msOutcomeP.length);
    msOutcomeP.push(provisional(outcomeOf(setCode, hand)));
  };
  forEachRankMultiset(7, (counts, key) => addMultiset(counts, key, false));
  forEachRankMultiset(6, (counts, key) => addMultiset(counts, key, true));

  // 2. Flush patterns in suit 0; the other naturals in suits 1 and 2.
  const patStart = new Int32Array(8193);
  const patJokerStart = new Int32Array(8193);
  const patR: number[] = [];
  const patMasks: number[] = [];
  const patTrueP: number[] = [];
  const patRankOnlyP: number[] = [];
  const addPatterns = (mask: number, joker: boolean): void => {
    const suited: number[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) suited.push(r);
    const rest = 7 - suited.length - (joker ? 1 : 0);
    const others: Array<[number, number]> = [];
    if (rest === 0) others.push([-1, -1]);
    if (rest === 1) for (let a = 0; a < 13; a++) others.push([a, -1]);
    if (rest === 2) for (let a = 0; a < 13; a++) for (let b = a; b < 13; b++) others.push([a, b]);
    for (const [a, b] of others) {
      const hand: Card[] = suited.map((r) => r * 4);
      let key = suited.reduce((k, r) => k + (POW5[r] as number), 0);
      if (a >= 0) {
        hand.push(a * 4 + 1);
        key += POW5[a] as number;
      }
      if (b >= 0) {
        hand.push(b * 4 + 2);
        key += POW5[b] as number;
      }
      if (joker) {
        hand.push(JOKER);
        key += JOKER_KEY;
      }
      const truth = provisional(outcomeOf(setCode, hand));
      const rankOnly = msOutcomeP[msIndex.get(key)] as number;
      if (truth === rankOnly) continue; // nothing to correct
      patR.push(rCode(a, b));
      patTrueP.push(truth);
      patRankOnlyP.push(rankOnly);
    }
  };
  for (let mask = 0; mask < 8192; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    patStart[mask] = patR.length;
    if (bits >= 5 && bits <= 7) addPatterns(mask, false);
    patJokerStart[mask] = patR.length;
    if (bits >= 4 && bits <= 6) addPatterns(mask, true);
    if (patR.length > (patStart[mask] as number)) patMasks.push(mask);
  }
  patStart[8192] = patR.length;
  patJokerStart[8192] = patR.length;

  // Final outcome ids in (back, front) order, for the sweep in countSplits.
  const keys = [...outcomeKeys.keys()].sort((x, y) => x - y);
  const remap = new Int32Array(keys.length);
  keys.forEach((key, id) => {
    remap[outcomeKeys.get(key) as number] = id;
  });
  const msOutcome = Int32Array.from(msOutcomeP, (p) => remap[p] as number);
  const byOutcome = Array.from(msOutcome.keys()).sort(
    (x, y) => (msOutcome[x] as number) - (msOutcome[y] as number) || x - y,
  );
  const lows = parts[0].size;
  const partGroups = [...parts[0].keys(), ...parts[1].keys()].map((k) =>
    k === "" ? [] : k.split(",").map(Number),
  );
  const partStart = new Int32Array(partGroups.length + 1);
  partGroups.forEach((g, p) => {
    partStart[p + 1] = (partStart[p] as number) + g.length;
  });
  const tables: Tables = {
    outBack: Int32Array.from(keys, (k) => Math.floor(k / 256)),
    outFront: Int32Array.from(keys, (k) => k % 256),
    msLow: Int32Array.from(byOutcome, (m) => msLowP[m] as number),
    msHigh: Int32Array.from(byOutcome, (m) => lows + (msHighP[m] as number)),
    msOutcome: Int32Array.from(byOutcome, (m) => msOutcome[m] as number),
    partCode: Uint8Array.from(partGroups.flat()),
    partStart,
    patStart,
    patJokerStart,
    patMasks: Int32Array.from(patMasks),
    patR: Uint8Array.from(patR),
    patTrue: Int32Array.from(patTrueP, (p) => remap[p] as number),
    patRankOnly: Int32Array.from(patRankOnlyP, (p) => remap[p] as number),
  };
  rememberWay(tablesByWay, way, tables);
  return tables;
}

/** Bytes the way's tables hold (typed arrays), for the tools that print it. */
export function evTablesBytes(way: Way): number {
  return Object.values(evTables(way)).reduce((n, a: { byteLength: number }) => n + a.byteLength, 0);
}

/**
 * The weight of each rank multiset's low and high part (Tables.msLow, msHigh): the product
 * over its groups of ways[rank * 5 + count], the ways to take that many of the rank's cards
 * left. A multiset's weight is its two parts' product.
 */
export function partWeights(
  t: Pick<Tables, "partCode" | "partStart">,
  ways: Float64Array,
): Float64Array {
  const { partCode, partStart } = t;
  const weight = new Float64Array(partStart.length - 1);
  for (let p = 0; p < weight.length; p++) {
    let w = 1;
    for (let g = partStart[p] as number, end = partStart[p + 1] as number; g < end; g++)
      w *= ways[partCode[g] as number] as number;
    weight[p] = w;
  }
  return weight;
}

/** What the dealer's weights depend on, for one set of dead cards (dealerDistribution, ev-grid.ts). */
export interface HandWeights {
  /** Per rank multiset part (Tables.msLow, msHigh): the ways to take its cards from those left. */
  partWeight: Float64Array;
  /**
   * [A * R_CODES + R]: for a flush pattern allowed in the suits of set A (one of 16), the
   * weight of its other naturals R in the other suits, summed over the suits in A.
   */
  bySuits: Float64Array;
  /** Per suit, the mask of dead ranks. */
  held: Int32Array;
  jokerLeft: boolean;
}

/**
 * The weights of dealerDistribution's two steps. A pattern counts in suit s when its suited
 * ranks miss the ranks held in s, with the weight of its other naturals R in the other suits;
 * so each pattern is visited once, with its weights summed over the suits that allow its
 * mask (the set A, whose sums are made here).
 */
export function handWeights(dead: readonly Card[], t: Tables): HandWeights {
  const avail = new Int32Array(14).fill(4);
  avail[13] = 1;
  const held = new Int32Array(4);
  for (const c of dead) {
    if (c === JOKER) avail[13] = 0;
    else {
      avail[c >> 2] = (avail[c >> 2] as number) - 1;
      held[c & 3] = (held[c & 3] as number) | (1 << (c >> 2));
    }
  }
  const ways = new Float64Array(14 * 5);
  for (let r = 0; r < 14; r++)
    for (let k = 0; k < 5; k++) ways[r * 5 + k] = binomial(avail[r] as number, k);
  const bySuits = new Float64Array(16 * R_CODES);
  for (let s = 0; s < 4; s++) {
    const heldS = held[s] as number;
    const weightOfR = new Float64Array(R_CODES);
    // Cards of rank r left in the three other suits.
    const other = (r: number): number => (avail[r] as number) - 1 + ((heldS >> r) & 1);
    weightOfR[0] = 1;
    for (let a = 0; a < 13; a++) {
      weightOfR[1 + a] = other(a);
      for (let b = a; b < 13; b++)
        weightOfR[14 + a * 13 + b] = a === b ? binomial(other(a), 2) : other(a) * other(b);
    }
    for (let set = 1; set < 16; set++) {
      if (!(set & (1 << s))) continue;
      for (let r = 0; r < R_CODES; r++)
        bySuits[set * R_CODES + r] =
          (bySuits[set * R_CODES + r] as number) + (weightOfR[r] as number);
    }
  }
  return { partWeight: partWeights(t, ways), bySuits, held, jokerLeft: avail[13] === 1 };
}

/** The set of suits (bit s) in which a flush pattern of suited ranks `mask` is not held. */
export const suitsAllowing = (mask: number, held: Int32Array): number =>
  (mask & (held[0] as number) ? 0 : 1) |
  (mask & (held[1] as number) ? 0 : 2) |
  (mask & (held[2] as number) ? 0 : 4) |
  (mask & (held[3] as number) ? 0 : 8);

export interface Counts {
  win: number;
  push: number;
  loss: number;
}
