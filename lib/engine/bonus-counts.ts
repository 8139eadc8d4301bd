/**
 * Whole-deck count of the Fortune bonus rows (RULES.md section 10), the
 * enumeration of seven-card-counts.ts with other tables:
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
import { IntMap } from "./int-map";
import { forEachRankMultiset, JOKER_KEY, POW5, ranksOf } from "./multisets";

interface Tables {
  byRanks: IntMap;
  flushNatural: Int8Array; // by suit rank mask, 5 to 7 naturals
  flushJoker: Int8Array; // by suit rank mask, 4 to 6 naturals and the joker
}
let tables: Tables | undefined;

export function bonusTables(): Tables {
  if (tables) return tables;
  const flushNatural = new Int8Array(8192).fill(-1);
  const flushJoker = new Int8Array(8192).fill(-1);
  for (let mask = 0; mask < 8192; mask++) {
    const suited: Card[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) suited.push(r * 4);
    if (suited.length >= 5 && suited.length <= 7) flushNatural[mask] = fortuneRow(suited);
    if (suited.length >= 4 && suited.length <= 6) flushJoker[mask] = fortuneRow([...suited, JOKER]);
  }
  // Naturals dealt round the suits: no suit gets three, so no flush row forms.
  const byRanks = new IntMap(17);
  const add = (counts: readonly number[], key: number, joker: boolean): void => {
    const hand: Card[] = ranksOf(counts).map((r, n) => r * 4 + (n % 4));
    if (joker) hand.push(JOKER);
    byRanks.set(joker ? key + JOKER_KEY : key, fortuneRow(hand));
  };
  forEachRankMultiset(7, (counts, key) => add(counts, key, false));
  forEachRankMultiset(6, (counts, key) => add(counts, key, true));
  tables = { byRanks, flushNatural, flushJoker };
  return tables;
}

/**
 * Tallies the Fortune row (index into FORTUNE_KEYS) of every seven-card
 * hand whose lowest card is `first`, into `tally`. Returns the hands visited.
 */
export function bonusCountFrom(first: Card, tally: Float64Array): number {
  const { byRanks, flushNatural, flushJoker } = bonusTables();
  const local = new Float64Array(FORTUNE_KEYS.length);
  const key = new Float64Array(8);
  const sc = new Int32Array(8 * 4);
  const sm = new Int32Array(8 * 4);
  const hand: Card[] = [first, 0, 0, 0, 0, 0, 0];
  let visited = 0;
  const push = (depth: number, card: Card): void => {
    const r = card >> 2;
    const s = card & 3;
    hand[depth - 1] = card;
    key[depth] = (key[depth - 1] as number) + (POW5[r] as number);
    for (let t = 0; t < 4; t++) {
      sc[depth * 4 + t] = sc[(depth - 1) * 4 + t] as number;
      sm[depth * 4 + t] = sm[(depth - 1) * 4 + t] as number;
    }
    sc[depth * 4 + s] = (sc[depth * 4 + s] as number) + 1;
    sm[depth * 4 + s] = (sm[depth * 4 + s] as number) | (1 << r);
  };
  key[0] = 0;
  push(1, first);
  for (let c2 = first + 1; c2 < 48; c2++) {
    push(2, c2);
    for (let c3 = c2 + 1; c3 < 49; c3++) {
      push(3, c3);
      for (let c4 = c3 + 1; c4 < 50; c4++) {
        push(4, c4);
        for (let c5 = c4 + 1; c5 < 51; c5++) {
          push(5, c5);
          for (let c6 = c5 + 1; c6 < 52; c6++) {
            push(6, c6);
            const k6 = key[6] as number;
            let flushSuit = -1;
            let best4 = -1;
            for (let t = 0; t < 4; t++) {
              const n = sc[24 + t] as number;
              if (n >= 5) flushSuit = t;
              if (n >= 4) best4 = t;
            }
            for (let c7 = c6 + 1; c7 < 52; c7++) {
              const r = c7 >> 2;
              const s = c7 & 3;
              let row = byRanks.get(k6 + (POW5[r] as number));
              const fs = flushSuit >= 0 ? flushSuit : (sc[24 + s] as number) === 4 ? s : -1;
              if (fs >= 0) {
                const mask = (sm[24 + fs] as number) | (fs === s ? 1 << r : 0);
                let f = flushNatural[mask] as number;
                if (f === ROW_ROYAL) {
                  hand[6] = c7;
                  f = fortuneRow(hand);
                }
                if (f < row) row = f;
              }
              local[row] = (local[row] as number) + 1;
            }
            // The joker as the seventh card.
            let row = byRanks.get(k6 + JOKER_KEY);
            if (best4 >= 0) {
              let f = flushJoker[sm[24 + best4] as number] as number;
              if (f === ROW_ROYAL) {
                hand[6] = JOKER;
                f = fortuneRow(hand);
              }
              if (f < row) row = f;
            }
            local[row] = (local[row] as number) + 1;
            visited += 52 - c6;
          }
        }
      }
    }
  }
  for (let i = 0; i < local.length; i++) tally[i] = (tally[i] as number) + (local[i] as number);
  return visited;
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
