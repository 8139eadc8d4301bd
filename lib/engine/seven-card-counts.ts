/**
 * Counts of the best five-card category over seven-card hands (RULES.md
 * sections 3 and 6), by visiting every hand. The tally keys are COUNT_KEYS.
 *
 * Per hand the work is one table lookup: a hand that cannot make a flush is
 * valued by its rank multiset alone (keyed by sum of 5^rank, plus an offset
 * for the joker), and a hand with five or more cards of a suit (four with the
 * joker) also looks up that suit's ranks. The tables are built with the
 * checked evaluator (evaluate.ts), so this kernel only adds the enumeration.
 */
import { type Card, JOKER } from "./cards";
import { bestOfSeven, eval5Fast } from "./evaluate";
import { IntMap } from "./int-map";
import { forEachRankMultiset, JOKER_KEY, POW5, ranksOf } from "./multisets";
import {
  BROADWAY_INDEX,
  CATEGORY_KEYS,
  type CategoryKey,
  categoryOf,
  nibble,
  STRAIGHT_FLUSH,
} from "./values";

/**
 * Tally keys, weakest first: the ten categories of values.ts (one vocabulary) with royal
 * flushes apart, between straight flushes and five aces.
 */
export const COUNT_KEYS: readonly (CategoryKey | "royal-flush")[] = [
  ...CATEGORY_KEYS.slice(0, STRAIGHT_FLUSH + 1),
  "royal-flush",
  ...CATEGORY_KEYS.slice(STRAIGHT_FLUSH + 1),
];

/** Tally index of a five-card value; a royal flush sits between straight flushes and five aces. */
export function countIndex(value: number): number {
  const category = categoryOf(value);
  if (category < STRAIGHT_FLUSH) return category;
  if (category === STRAIGHT_FLUSH) return nibble(value, 0) === BROADWAY_INDEX ? 9 : 8;
  return 10;
}

interface Tables {
  byRanks: IntMap;
  flushNatural: Int8Array; // by suit rank mask, 5+ cards
  flushJoker: Int8Array; // by suit rank mask, 4+ cards and the joker
}
let tables: Tables | undefined;

function bestOfSuited(ranks: readonly number[], joker: boolean): number {
  const cards: Card[] = ranks.map((r) => r * 4);
  if (joker) cards.push(JOKER);
  let best = -1;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const v = eval5Fast(
              cards[a] as Card,
              cards[b] as Card,
              cards[c] as Card,
              cards[d] as Card,
              cards[e] as Card,
            );
            if (v > best) best = v;
          }
  return countIndex(best);
}

export function countTables(): Tables {
  if (tables) return tables;
  const flushNatural = new Int8Array(8192).fill(-1);
  const flushJoker = new Int8Array(8192).fill(-1);
  for (let mask = 0; mask < 8192; mask++) {
    const ranks: number[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) ranks.push(r);
    if (ranks.length >= 5 && ranks.length <= 7) flushNatural[mask] = bestOfSuited(ranks, false);
    if (ranks.length >= 4 && ranks.length <= 6) flushJoker[mask] = bestOfSuited(ranks, true);
  }
  // Every rank multiset of 7 naturals, or 6 and the joker, dealt round the
  // suits (no suit gets more than two cards, so no flush can form).
  const byRanks = new IntMap(17);
  const add = (counts: readonly number[], key: number, joker: boolean): void => {
    const hand: Card[] = ranksOf(counts).map((r, n) => r * 4 + (n % 4));
    if (joker) hand.push(JOKER);
    byRanks.set(joker ? key + JOKER_KEY : key, countIndex(bestOfSeven(hand).value));
  };
  forEachRankMultiset(7, (counts, key) => add(counts, key, false));
  forEachRankMultiset(6, (counts, key) => add(counts, key, true));
  tables = { byRanks, flushNatural, flushJoker };
  return tables;
}

/**
 * Tallies every seven-card hand whose lowest card is `first`, into `tally`
 * (indexed as COUNT_KEYS). Returns the number of hands visited.
 */
export function countHandsFrom(first: Card, tally: Float64Array): number {
  const { byRanks, flushNatural, flushJoker } = countTables();
  const local = new Float64Array(COUNT_KEYS.length);
  // Per depth: rank key, and per suit the card count and rank mask.
  const key = new Float64Array(8);
  const sc = new Int32Array(8 * 4);
  const sm = new Int32Array(8 * 4);
  let visited = 0;
  const push = (depth: number, card: Card): void => {
    const r = card >> 2;
    const s = card & 3;
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
            // A suit already at 5+ of the six, or the suit to watch for 4+.
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
              let idx = byRanks.get(k6 + (POW5[r] as number));
              const fs = flushSuit >= 0 ? flushSuit : (sc[24 + s] as number) === 4 ? s : -1;
              if (fs >= 0) {
                const mask = (sm[24 + fs] as number) | (fs === s ? 1 << r : 0);
                const f = flushNatural[mask] as number;
                if (f > idx) idx = f;
              }
              local[idx] = (local[idx] as number) + 1;
            }
            // The joker as the seventh card.
            let idx = byRanks.get(k6 + JOKER_KEY);
            if (best4 >= 0) {
              const f = flushJoker[sm[24 + best4] as number] as number;
              if (f > idx) idx = f;
            }
            local[idx] = (local[idx] as number) + 1;
            visited += 52 - c6;
          }
        }
      }
    }
  }
  for (let i = 0; i < local.length; i++) tally[i] = (tally[i] as number) + (local[i] as number);
  return visited;
}
