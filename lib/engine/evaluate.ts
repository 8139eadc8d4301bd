/**
 * The fast hand evaluator (RULES.md sections 2-3): five-card values with the
 * joker, two-card values, best five of seven. Values are those of values.ts.
 *
 * Five cards are valued by table lookups built once at module load (~10 ms):
 * - all naturals of one suit: FLUSH_TABLE[rank mask] (straight flush or
 *   flush), or FLUSH_JOKER_TABLE[mask] with the joker, which takes the rank
 *   giving the best straight flush, else the highest missing rank;
 * - otherwise the rank multiset decides, keyed by sum of 5^rank (+ an offset
 *   when the joker is in): the joker is an ace, or the card completing the
 *   highest straight, whichever is worth more.
 * evaluate.test.ts checks every one of the 2,869,685 five-card hands against
 * the slow reference evaluator in reference.ts.
 */
import { ACE, type Card, JOKER } from "./cards";
import { IntMap } from "./int-map";
import { forEachRankMultiset, JOKER_KEY, POW5, ranksOf } from "./multisets";
import { FRONT_PAIR_BASE, STRAIGHT, valueOfRanks } from "./values";

const FLUSH_TABLE = new Int32Array(8192);
const FLUSH_JOKER_TABLE = new Int32Array(8192);
const NONFLUSH = new IntMap(15);

const ranksOfMask = (mask: number): number[] => {
  const ranks: number[] = [];
  for (let r = 12; r >= 0; r--) if (mask & (1 << r)) ranks.push(r);
  return ranks;
};

/** Best value the joker can make as a card of a rank the naturals lack. */
function bestFill(ranks: readonly number[], flush: boolean, minCategory: number): number {
  let best = -1;
  for (let x = 0; x < 13; x++) {
    if (ranks.includes(x)) continue;
    const v = valueOfRanks([...ranks, x], flush);
    if (v >>> 20 >= minCategory && v > best) best = v;
  }
  return best;
}

function buildTables(): void {
  for (let mask = 0; mask < 8192; mask++) {
    const ranks = ranksOfMask(mask);
    if (ranks.length === 5) FLUSH_TABLE[mask] = valueOfRanks(ranks, true);
    if (ranks.length === 4) FLUSH_JOKER_TABLE[mask] = bestFill(ranks, true, 0);
  }
  // Every multiset of 5 ranks (no joker) and of 4 ranks (with the joker).
  forEachRankMultiset(5, (counts, key) => NONFLUSH.set(key, valueOfRanks(ranksOf(counts), false)));
  forEachRankMultiset(4, (counts, key) => {
    const ranks = ranksOf(counts);
    let value = valueOfRanks([...ranks, ACE], false);
    if (new Set(ranks).size === 4) value = Math.max(value, bestFill(ranks, false, STRAIGHT));
    NONFLUSH.set(key + JOKER_KEY, value);
  });
}
buildTables();

// Per-card contributions, so the hot path has no branches: the joker adds nothing.
const KEY_OF = new Int32Array(53);
const MASK_OF = new Int32Array(53);
const SUIT_BIT_OF = new Int32Array(53);
for (let c = 0; c < 52; c++) {
  KEY_OF[c] = POW5[c >> 2] as number;
  MASK_OF[c] = 1 << (c >> 2);
  SUIT_BIT_OF[c] = 1 << (c & 3);
}

/** Value of five valid, distinct cards (unchecked: the hot path). */
export function eval5Fast(c0: Card, c1: Card, c2: Card, c3: Card, c4: Card): number {
  const mask =
    (MASK_OF[c0] as number) |
    (MASK_OF[c1] as number) |
    (MASK_OF[c2] as number) |
    (MASK_OF[c3] as number) |
    (MASK_OF[c4] as number);
  const suits =
    (SUIT_BIT_OF[c0] as number) |
    (SUIT_BIT_OF[c1] as number) |
    (SUIT_BIT_OF[c2] as number) |
    (SUIT_BIT_OF[c3] as number) |
    (SUIT_BIT_OF[c4] as number);
  const joker = c0 === JOKER || c1 === JOKER || c2 === JOKER || c3 === JOKER || c4 === JOKER;
  if ((suits & (suits - 1)) === 0) {
    return joker ? (FLUSH_JOKER_TABLE[mask] as number) : (FLUSH_TABLE[mask] as number);
  }
  const key =
    (KEY_OF[c0] as number) +
    (KEY_OF[c1] as number) +
    (KEY_OF[c2] as number) +
    (KEY_OF[c3] as number) +
    (KEY_OF[c4] as number);
  return NONFLUSH.get(joker ? key + JOKER_KEY : key);
}

export function eval5(cards: readonly Card[]): number {
  if (cards.length !== 5) throw new RangeError(`eval5 needs 5 cards, got ${cards.length}`);
  return eval5Fast(
    cards[0] as Card,
    cards[1] as Card,
    cards[2] as Card,
    cards[3] as Card,
    cards[4] as Card,
  );
}

/** For each front (i, j) of seven positions, at 8 * i + j, the five back positions. */
const BACK_POSITIONS = new Int8Array(8 * 8 * 5);
for (let i = 0; i < 7; i++) {
  for (let j = 0; j < 7; j++) {
    let n = 0;
    for (let k = 0; k < 7; k++)
      if (k !== i && k !== j && n < 5) BACK_POSITIONS[(8 * i + j) * 5 + n++] = k;
  }
}

/** Value of the five cards of a seven-card hand left after removing positions i and j (i != j). */
export function evalBack(hand: ArrayLike<Card>, i: number, j: number): number {
  const p = (8 * i + j) * 5;
  return eval5Fast(
    hand[BACK_POSITIONS[p] as number] as Card,
    hand[BACK_POSITIONS[p + 1] as number] as Card,
    hand[BACK_POSITIONS[p + 2] as number] as Card,
    hand[BACK_POSITIONS[p + 3] as number] as Card,
    hand[BACK_POSITIONS[p + 4] as number] as Card,
  );
}

/** Rank a card plays in the front: the joker is always an ace. */
export const frontRank = (c: Card): number => (c === JOKER ? ACE : c >> 2);

/** Two-card value (the joker is an ace). */
export function eval2(a: Card, b: Card): number {
  const x = frontRank(a);
  const y = frontRank(b);
  return x === y ? FRONT_PAIR_BASE + x : x > y ? x * 13 + y : y * 13 + x;
}

/** Best five of seven: the highest value over the 21 five-card subsets. */
export function bestOfSeven(hand: readonly Card[]): { value: number; front: [number, number] } {
  let best = -1;
  let front: [number, number] = [0, 1];
  for (let i = 0; i < 6; i++) {
    for (let j = i + 1; j < 7; j++) {
      const v = evalBack(hand, i, j);
      if (v > best) {
        best = v;
        front = [i, j];
      }
    }
  }
  return { value: best, front };
}
