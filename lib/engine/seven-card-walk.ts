/**
 * The one enumeration of all 154,143,080 seven-card hands of the 53-card deck
 * (52 naturals and the joker) behind the whole-deck tables: the best-five
 * categories (seven-card-counts.ts) and the Fortune bonus rows
 * (bonus-counts.ts). Each of them only supplies its lookup tables.
 *
 * Per hand the work is one table lookup: a hand that cannot make a flush is
 * valued by its rank multiset alone (keyed by sum of 5^rank, plus JOKER_KEY
 * for the joker), and a hand with five or more naturals of a suit (four with
 * the joker) also looks up that suit's rank mask; the stronger of the two
 * entries is the hand's. An entry may ask for the whole hand instead (e.g. a
 * royal that may be a royal plus royal match, which depends on the other two
 * cards' suits): those few hands are valued by the kernel's `resolve`.
 */
import { type Card, JOKER } from "./cards";
import { IntMap } from "./int-map";
import { forEachRankMultiset, JOKER_KEY, POW5, ranksOf } from "./multisets";

export interface HandTables {
  /** Entry of a hand by its rank key (+ JOKER_KEY with the joker), its naturals dealt round the suits. */
  byRanks: IntMap;
  /** Entry by a suit's rank mask holding 5 to 7 naturals; -1 elsewhere. */
  flushNatural: Int8Array;
  /** Entry by a suit's rank mask holding 4 to 6 naturals, with the joker; -1 elsewhere. */
  flushJoker: Int8Array;
}

/**
 * Builds the tables from two valuations: `ofHand` values seven cards with no
 * three of a suit (every rank multiset of 7 naturals, or 6 and the joker),
 * `ofSuited` the naturals of one suit (5 to 7, or 4 to 6 and the joker).
 * Entries are small whole numbers (tally indices), 0 to 127.
 */
export function buildHandTables(
  ofHand: (hand: Card[]) => number,
  ofSuited: (suited: Card[]) => number = ofHand,
): HandTables {
  const flushNatural = new Int8Array(8192).fill(-1);
  const flushJoker = new Int8Array(8192).fill(-1);
  for (let mask = 0; mask < 8192; mask++) {
    const suited: Card[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) suited.push(r * 4);
    if (suited.length >= 5 && suited.length <= 7) flushNatural[mask] = ofSuited(suited);
    if (suited.length >= 4 && suited.length <= 6) flushJoker[mask] = ofSuited([...suited, JOKER]);
  }
  // Naturals dealt round the suits: no suit gets three, so no flush forms.
  const byRanks = new IntMap(17);
  const add = (counts: readonly number[], key: number, joker: boolean): void => {
    const hand: Card[] = ranksOf(counts).map((r, n) => r * 4 + (n % 4));
    if (joker) hand.push(JOKER);
    byRanks.set(joker ? key + JOKER_KEY : key, ofHand(hand));
  };
  forEachRankMultiset(7, (counts, key) => add(counts, key, false));
  forEachRankMultiset(6, (counts, key) => add(counts, key, true));
  return { byRanks, flushNatural, flushJoker };
}

export interface HandKernel extends HandTables {
  /**
   * Strength of each tally index, higher is better: a flush entry replaces
   * the rank entry when stronger. Its length is the number of tally indices.
   */
  strength: Int8Array;
  /** A flush entry that stands for "value the whole hand by `resolve`"; -1 for none. */
  recheck: number;
  /** The tally index of seven cards, for the hands whose flush entry is `recheck`. */
  resolve: (hand: readonly Card[]) => number;
}

/**
 * Tallies every seven-card hand whose lowest card is `first` (0..46; the
 * joker, card 52, is always the highest) by the kernel's tables, into
 * `tally`. Returns the number of hands visited.
 */
export function tallyHandsFrom(first: Card, kernel: HandKernel, tally: Float64Array): number {
  const { byRanks, flushNatural, flushJoker, strength, recheck, resolve } = kernel;
  const local = new Float64Array(strength.length);
  // Per depth: rank key, and per suit the card count and rank mask.
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
                let f = flushNatural[mask] as number;
                if (f === recheck) {
                  hand[6] = c7;
                  f = resolve(hand);
                }
                if ((strength[f] as number) > (strength[idx] as number)) idx = f;
              }
              local[idx] = (local[idx] as number) + 1;
            }
            // The joker as the seventh card.
            let idx = byRanks.get(k6 + JOKER_KEY);
            if (best4 >= 0) {
              let f = flushJoker[sm[24 + best4] as number] as number;
              if (f === recheck) {
                hand[6] = JOKER;
                f = resolve(hand);
              }
              if ((strength[f] as number) > (strength[idx] as number)) idx = f;
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
