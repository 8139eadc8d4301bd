/**
 * Whole-deck count of the Fortune bonus rows (RULES.md section 10), the
 * enumeration of seven-card-walk.ts (shared with seven-card-counts.ts) with
 * these tables:
 *
 * - the rows that read ranks only (five aces, quads, full house, trips,
 *   straight) come from the rank multiset of the hand (+ the joker);
 * - the rows that need a suit (7-card straight flushes, royal and straight
 *   flushes, flushes) from the rank mask of the suit holding five or more
 *   naturals (four with the joker);
 * the hand's row is the better of the two. A royal may also be a royal plus
 * royal match, which depends on the other two cards' suits: those few hands
 * are classified by `fortuneRow` on the cards themselves.
 *
 * Every table entry is `fortuneRow` of a representative hand, so the kernel
 * only adds the enumeration; bonus.test.ts checks it hand by hand on a slice
 * and over all hands against FORTUNE_COUNTS.
 */

import { FORTUNE_KEYS, fortuneRow, ROW_ROYAL } from "./bonus";
import { type Card, JOKER } from "./cards";
import { JOKER_KEY, POW5 } from "./multisets";
import { buildHandTables, type HandKernel, tallyHandsFrom } from "./seven-card-walk";

let kernel: HandKernel | undefined;

/**
 * The Fortune tables for the shared enumeration (seven-card-walk.ts): entries
 * are rows, best first, and a royal asks for the whole hand.
 */
function bonusTables(): HandKernel {
  kernel ??= {
    ...buildHandTables(fortuneRow),
    strength: Int8Array.from(FORTUNE_KEYS, (_, row) => FORTUNE_KEYS.length - row),
    recheck: ROW_ROYAL,
    resolve: fortuneRow,
  };
  return kernel;
}

/**
 * Tallies the Fortune row (index into FORTUNE_KEYS) of every seven-card
 * hand whose lowest card is `first`, into `tally`. Returns the hands visited.
 */
export function bonusCountFrom(first: Card, tally: Float64Array): number {
  return tallyHandsFrom(first, bonusTables(), tally);
}

/**
 * The Fortune row of seven valid, distinct cards by the kernel's tables
 * (unchecked; for simulation): same answer as `fortuneRow`, a few lookups
 * instead of 21 evaluations.
 */
export function fortuneRowFast(hand: ArrayLike<Card>): number {
  const { byRanks, flushNatural, flushJoker } = bonusTables();
  let key = 0;
  let joker = false;
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  for (let k = 0; k < 7; k++) {
    const c = hand[k] as Card;
    if (c === JOKER) {
      joker = true;
      continue;
    }
    const r = c >> 2;
    key += POW5[r] as number;
    const bit = 1 << r;
    const s = c & 3;
    if (s === 0) m0 |= bit;
    else if (s === 1) m1 |= bit;
    else if (s === 2) m2 |= bit;
    else m3 |= bit;
  }
  let row = byRanks.get(joker ? key + JOKER_KEY : key);
  const table = joker ? flushJoker : flushNatural;
  for (const mask of [m0, m1, m2, m3]) {
    const f = table[mask] as number;
    if (f < 0) continue; // too few cards of the suit
    const g = f === ROW_ROYAL ? fortuneRow(Array.from(hand)) : f;
    if (g < row) row = g;
  }
  return row;
}
