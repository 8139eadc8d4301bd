/**
 * Hand values (RULES.md sections 3 and 7): one comparable integer per hand,
 * higher is better.
 *
 * Five-card value = category << 20 | tiebreak, where the tiebreak packs up to
 * five ranks (0=2 .. 12=A) in 4-bit nibbles, most significant first:
 *
 *   9 FIVE_ACES       (no tiebreak)
 *   8 STRAIGHT_FLUSH  straight index
 *   7 QUADS           quad rank, kicker
 *   6 FULL_HOUSE      trips rank, pair rank
 *   5 FLUSH           five ranks, descending
 *   4 STRAIGHT        straight index
 *   3 TRIPS           trips rank, two kickers
 *   2 TWO_PAIR        high pair, low pair, kicker
 *   1 PAIR            pair rank, three kickers
 *   0 HIGH            five ranks, descending
 *
 * Straight index: the top rank for 6-high (4) .. K-high (11); the wheel
 * A-2-3-4-5 is 12 and the A-high straight 13, so the wheel sits second.
 *
 * Two-card value: a pair of rank r is 169 + r; unpaired high h, low l is
 * h * 13 + l (at most 167), so every pair beats every unpaired front.
 */
import { RANK_CHARS } from "./cards";

export const HIGH = 0;
export const PAIR = 1;
export const TWO_PAIR = 2;
export const TRIPS = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const QUADS = 7;
export const STRAIGHT_FLUSH = 8;
export const FIVE_ACES = 9;

const CATEGORY_SHIFT = 20;
export const WHEEL_INDEX = 12;
export const BROADWAY_INDEX = 13;
export const FRONT_PAIR_BASE = 169;

export const CATEGORY_KEYS = [
  "high",
  "pair",
  "two-pair",
  "trips",
  "straight",
  "flush",
  "full-house",
  "quads",
  "straight-flush",
  "five-aces",
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const categoryOf = (value: number): number => value >>> CATEGORY_SHIFT;

/** Packs a category and up to five ranks (most significant first). */
export function makeValue(category: number, ranks: readonly number[]): number {
  let tiebreak = 0;
  for (let i = 0; i < ranks.length; i++) tiebreak |= (ranks[i] as number) << (4 * (4 - i));
  return (category << CATEGORY_SHIFT) | tiebreak;
}

/** The i-th packed rank of a value (0 = most significant). */
export const nibble = (value: number, i: number): number => (value >> (4 * (4 - i))) & 15;

/**
 * Value of five ranks, flush or not, with no joker. Used to build the fast
 * evaluator's tables; five of one rank is only possible for aces (the joker
 * playing as the fifth).
 */
export function valueOfRanks(ranks: readonly number[], flush: boolean): number {
  const counts = new Array<number>(13).fill(0);
  for (const r of ranks) counts[r] = (counts[r] as number) + 1;
  const groups: Array<[count: number, rank: number]> = [];
  for (let r = 12; r >= 0; r--)
    if ((counts[r] as number) > 0) groups.push([counts[r] as number, r]);
  groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const ordered = groups.map((g) => g[1]);
  const shape = groups.map((g) => g[0]).join("");

  let straight = -1;
  if (groups.length === 5) {
    const top = ordered[0] as number;
    if (top - (ordered[4] as number) === 4) straight = top === 12 ? BROADWAY_INDEX : top;
    else if (top === 12 && ordered[1] === 3) straight = WHEEL_INDEX; // A 5 4 3 2
  }
  if (shape === "5") return makeValue(FIVE_ACES, []);
  if (straight >= 0 && flush) return makeValue(STRAIGHT_FLUSH, [straight]);
  if (shape === "41") return makeValue(QUADS, ordered);
  if (shape === "32") return makeValue(FULL_HOUSE, ordered);
  if (flush) return makeValue(FLUSH, ordered);
  if (straight >= 0) return makeValue(STRAIGHT, [straight]);
  if (shape === "311") return makeValue(TRIPS, ordered);
  if (shape === "221") return makeValue(TWO_PAIR, ordered);
  if (shape === "2111") return makeValue(PAIR, ordered);
  return makeValue(HIGH, ordered);
}

const straightTopChar = (index: number): string =>
  index === WHEEL_INDEX ? "5" : index === BROADWAY_INDEX ? "A" : RANK_CHARS.charAt(index);

const SIGNIFICANT = [5, 4, 3, 3, 1, 5, 2, 2, 1, 0];

/** Canonical text of a five-card value (RULES.md section 7), e.g. `pair:9AK7`. */
export function backText(value: number): string {
  const category = categoryOf(value);
  const key = CATEGORY_KEYS[category] as string;
  if (category === FIVE_ACES) return key;
  if (category === STRAIGHT || category === STRAIGHT_FLUSH) {
    return `${key}:${straightTopChar(nibble(value, 0))}`;
  }
  let ranks = "";
  for (let i = 0; i < (SIGNIFICANT[category] as number); i++)
    ranks += RANK_CHARS.charAt(nibble(value, i));
  return `${key}:${ranks}`;
}

/** Canonical text of a two-card value, e.g. `pair:Q` or `high:K9`. */
export function frontText(value: number): string {
  if (value >= FRONT_PAIR_BASE) return `pair:${RANK_CHARS.charAt(value - FRONT_PAIR_BASE)}`;
  return `high:${RANK_CHARS.charAt(Math.floor(value / 13))}${RANK_CHARS.charAt(value % 13)}`;
}

export const setText = (back: number, front: number): string =>
  `${backText(back)} | ${frontText(front)}`;

/**
 * True when the front outranks the back (a foul), by RULES.md section 3's
 * five-against-two comparison. Equal leading ranks leave the back higher.
 */
export function isFoul(back: number, front: number): boolean {
  const category = categoryOf(back);
  if (category >= TWO_PAIR) return false;
  const frontPair = front >= FRONT_PAIR_BASE;
  if (category === PAIR) return frontPair && front - FRONT_PAIR_BASE > nibble(back, 0);
  if (frontPair) return true;
  const high = Math.floor(front / 13);
  const low = front % 13;
  const b0 = nibble(back, 0);
  return high > b0 || (high === b0 && low > nibble(back, 1));
}
