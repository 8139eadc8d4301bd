/**
 * The Fortune bonus side bet (RULES.md section 10): paid on the seven cards
 * however they are set, by the best-paying row they make. Rows are ordered
 * by pay, not by section 3, so trips (3 to 1) outrank a straight (2 to 1).
 *
 * Each row is made independently: a hand may use the joker as the ace of
 * its trips for one row and as a straight's missing card for another; the
 * hand is paid on the highest row it makes.
 */
import { assertCards, type Card, JOKER, KING, QUEEN } from "./cards";
import { eval5Fast } from "./evaluate";
import {
  BROADWAY_INDEX,
  categoryOf,
  FIVE_ACES,
  FLUSH,
  FULL_HOUSE,
  nibble,
  QUADS,
  STRAIGHT,
  STRAIGHT_FLUSH,
  TRIPS,
} from "./values";

/** Pay lines, best first. */
export const FORTUNE_KEYS = [
  "sf7-natural",
  "royal-plus-match",
  "sf7-joker",
  "five-aces",
  "royal-flush",
  "straight-flush",
  "quads",
  "full-house",
  "flush",
  "trips",
  "straight",
  "lose",
] as const;
export type FortuneKey = (typeof FORTUNE_KEYS)[number];

/** Pays to 1; `lose` 0 means the stake is lost. */
export const FORTUNE_PAYS: Readonly<Record<FortuneKey, number>> = Object.freeze({
  "sf7-natural": 8000,
  "royal-plus-match": 2000,
  "sf7-joker": 1000,
  "five-aces": 400,
  "royal-flush": 150,
  "straight-flush": 50,
  quads: 25,
  "full-house": 5,
  flush: 4,
  trips: 3,
  straight: 2,
  lose: 0,
});

/** Exact count of each row over all 154,143,080 seven-card hands (`paigow bonus`, bonus.test.ts). */
export const FORTUNE_COUNTS: Readonly<Record<FortuneKey, number>> = Object.freeze({
  "sf7-natural": 32,
  "royal-plus-match": 72,
  "sf7-joker": 196,
  "five-aces": 1_128,
  "royal-flush": 26_020,
  "straight-flush": 184_644,
  quads: 307_472,
  "full-house": 4_188_528,
  flush: 6_172_088,
  trips: 7_672_500,
  straight: 11_034_204,
  lose: 124_556_196,
});

// Row indexes into FORTUNE_KEYS: lower is better.
const ROW_SF7_NATURAL = 0;
const ROW_ROYAL_MATCH = 1;
const ROW_SF7_JOKER = 2;
export const ROW_ROYAL = 4;
export const ROW_LOSE = 11;

/** Row of one five-card value (section 3 encoding). */
function rowOfValue(value: number): number {
  switch (categoryOf(value)) {
    case FIVE_ACES:
      return 3;
    case STRAIGHT_FLUSH:
      return nibble(value, 0) === BROADWAY_INDEX ? ROW_ROYAL : 5;
    case QUADS:
      return 6;
    case FULL_HOUSE:
      return 7;
    case FLUSH:
      return 8;
    case TRIPS:
      return 9;
    case STRAIGHT:
      return 10;
    default:
      return ROW_LOSE;
  }
}

/** Rank masks of the eight seven-card sequences, A-2-3-4-5-6-7 up to 8-9-T-J-Q-K-A. */
const SEQ7_MASKS: readonly number[] = Array.from({ length: 8 }, (_, t) =>
  t === 0 ? (1 << 12) | 0b111111 : 0b1111111 << (t - 1),
);

/** Seven-card straight flush rows of seven cards, else ROW_LOSE. */
function sevenCardRow(cards: readonly Card[]): number {
  const joker = cards.includes(JOKER);
  const masks = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  for (const c of cards) {
    if (c === JOKER) continue;
    masks[c & 3] = (masks[c & 3] as number) | (1 << (c >> 2));
    counts[c & 3] = (counts[c & 3] as number) + 1;
  }
  const need = joker ? 6 : 7;
  for (let s = 0; s < 4; s++) {
    if (counts[s] !== need) continue;
    const mask = masks[s] as number;
    // Six suited naturals inside one sequence: the joker is its missing card.
    for (const seq of SEQ7_MASKS)
      if ((mask & ~seq) === 0) return joker ? ROW_SF7_JOKER : ROW_SF7_NATURAL;
  }
  return ROW_LOSE;
}

/**
 * Best row (index into FORTUNE_KEYS) of 5 to 7 valid, distinct cards:
 * the 7-card rows when there are seven, else the best five-card row. Fewer
 * than seven cards serve the flush tables of the whole-deck count.
 */
export function fortuneRow(cards: readonly Card[]): number {
  const n = cards.length;
  let best = n === 7 ? sevenCardRow(cards) : ROW_LOSE;
  const out: number[] = [];
  // Every five-card subset; with seven cards, `out` holds the two left over.
  const walk = (from: number, picked: Card[]): void => {
    if (picked.length === 5) {
      const value = eval5Fast(
        picked[0] as Card,
        picked[1] as Card,
        picked[2] as Card,
        picked[3] as Card,
        picked[4] as Card,
      );
      let row = rowOfValue(value);
      if (row === ROW_ROYAL && n === 7) {
        out.length = 0;
        for (const c of cards) if (!picked.includes(c)) out.push(c);
        if (isRoyalMatch(out[0] as Card, out[1] as Card)) row = ROW_ROYAL_MATCH;
      }
      if (row < best) best = row;
      return;
    }
    for (let k = from; k <= n - 5 + picked.length; k++) {
      picked.push(cards[k] as Card);
      walk(k + 1, picked);
      picked.pop();
    }
  };
  walk(0, []);
  return best;
}

/** A natural king and queen of one suit (the joker is never a king or a queen here). */
function isRoyalMatch(a: Card, b: Card): boolean {
  if (a === JOKER || b === JOKER || (a & 3) !== (b & 3)) return false;
  const ra = a >> 2;
  const rb = b >> 2;
  return (ra === KING && rb === QUEEN) || (ra === QUEEN && rb === KING);
}

/** The pay line of seven cards (validated: a malformed hand throws a CardError). */
export function fortuneBonus(hand: readonly Card[]): FortuneKey {
  assertCards(hand, 7);
  return FORTUNE_KEYS[fortuneRow(hand)] as FortuneKey;
}

/**
 * House edge of the bonus as a fraction of the stake (0.0777 = 7.77%): the
 * stake lost on `lose`, paid `FORTUNE_PAYS` to 1 otherwise, every hand
 * equally likely.
 */
export function fortuneHouseEdge(
  counts: Readonly<Record<FortuneKey, number>> = FORTUNE_COUNTS,
): number {
  let total = 0;
  let won = 0;
  for (const key of FORTUNE_KEYS) {
    const n = counts[key];
    total += n;
    won += key === "lose" ? -n : n * FORTUNE_PAYS[key];
  }
  if (total === 0) throw new RangeError("fortuneHouseEdge: no hands counted");
  return -won / total;
}
