/**
 * What a person sees in seven cards, counted once per hand for the rules of
 * the trainer's way: ranks counted with the joker as an ace (as the house
 * way counts them), pairs, trips, quads and singles from the highest down,
 * and whether a straight, a flush or a straight flush can be made.
 *
 * Plain objects: the rules read like the sentences they teach. Batch work
 * (report, whole-deck verify) calls this about a microsecond a hand.
 */
import { ACE, type Card, JOKER } from "../cards";
import { bestFrontOfRanks, highestFrontKeeping as keeping } from "../fronts";
import { STRAIGHT_MASK } from "../house-way";
import { codeFrom, codeRule } from "../house-way-code";
import { houseWayInto } from "../house-way-fast";
import { STRAIGHT } from "../values";

export interface HandView {
  cards: readonly Card[];
  /** count[r]: cards of rank r, the joker counted as an ace. */
  count: Int32Array;
  joker: boolean;
  /** Ranks held exactly 2, 3, 4 times, and once; each from the highest down. */
  pairs: number[];
  trips: number[];
  quads: number[];
  singles: number[];
  /** A straight / a flush / a straight flush can be made (joker allowed). */
  straight: boolean;
  flush: boolean;
  straightFlush: boolean;
  /** A straight or a flush (or straight flush) can be made without the joker. */
  naturalMade: boolean;
  /** The house way's front positions (i < j), its rule (1..10) and the rule it was sent from (0, 2 or 3). */
  hwFront: number;
  hwRule: number;
  hwFrom: number;
}

const SUITED = new Int32Array(4);
const SUIT_COUNT = new Int32Array(4);
const HW = new Int32Array(3);

export function viewHand(cards: readonly Card[]): HandView {
  const count = new Int32Array(13);
  let joker = false;
  let rankMask = 0;
  SUITED.fill(0);
  SUIT_COUNT.fill(0);
  for (const c of cards) {
    if (c === JOKER) {
      joker = true;
      count[ACE] = (count[ACE] as number) + 1;
      continue;
    }
    const r = c >> 2;
    count[r] = (count[r] as number) + 1;
    rankMask |= 1 << r;
    SUITED[c & 3] = (SUITED[c & 3] as number) | (1 << r);
    SUIT_COUNT[c & 3] = (SUIT_COUNT[c & 3] as number) + 1;
  }
  const pairs: number[] = [];
  const trips: number[] = [];
  const quads: number[] = [];
  const singles: number[] = [];
  for (let r = 12; r >= 0; r--) {
    const n = count[r] as number;
    if (n === 1) singles.push(r);
    else if (n === 2) pairs.push(r);
    else if (n === 3) trips.push(r);
    else if (n >= 4) quads.push(r);
  }
  const need = joker ? 2 : 1; // STRAIGHT_MASK bit: a straight with the joker's help, or without
  let straightFlush = false;
  let flush = false;
  for (let s = 0; s < 4; s++) {
    if ((STRAIGHT_MASK[SUITED[s] as number] as number) & need) straightFlush = true;
    if ((SUIT_COUNT[s] as number) + (joker ? 1 : 0) >= 5) flush = true;
  }
  const straight = ((STRAIGHT_MASK[rankMask] as number) & need) !== 0;
  let naturalMade = ((STRAIGHT_MASK[rankMask] as number) & 1) !== 0;
  for (let s = 0; s < 4; s++) if ((SUIT_COUNT[s] as number) >= 5) naturalMade = true;
  // The memoized house way (same codes as the rules as written, checked on every hand).
  houseWayInto(cards, HW, "seed");
  const code = HW[0] as number;
  return {
    cards,
    count,
    joker,
    pairs,
    trips,
    quads,
    singles,
    straight,
    flush,
    straightFlush,
    naturalMade,
    hwFront: code & 63,
    hwRule: codeRule(code),
    hwFrom: codeFrom(code),
  };
}

/** Packs front positions i, j (any order) as the house way does: low | high << 3. */
export const packFront = (i: number, j: number): number => (i < j ? i | (j << 3) : j | (i << 3));

/**
 * The front of ranks a and b (the joker an ace; a === b for a pair) whose
 * cards give the best setting: the best back, since the front's value is
 * fixed by its ranks. Equal-card choices thus never cost a value. -1 when the
 * hand lacks those cards or every such front fouls.
 */
export const frontOfRanks = (v: HandView, a: number, b: number): number =>
  bestFrontOfRanks(v.cards, a, b, true);

/**
 * The highest front that leaves at least `minCategory` in the back (ties to
 * the best back), as house-way rules 2 and 3 choose; -1 when none does.
 */
export const highestFrontKeeping = (v: HandView, minCategory: number): number =>
  keeping(v.cards, minCategory, true);

export { STRAIGHT };
