/**
 * The whole game up to a permutation of the suits: suits carry no rank
 * (RULES.md 1), so the 24 relabellings of a hand's suits give hands with the
 * same EV of every split. The 154,143,080 seven-card hands fall into
 * 6,972,147 such classes (6,009,159 without the joker, 962,988 with it).
 *
 * Classes are grouped by the hand's rank multiset (the joker counted apart),
 * in a fixed order: the 49,205 multisets of seven naturals, then the 18,395
 * of six naturals and the joker, each as forEachRankMultiset visits them.
 * Within a multiset a class is the tuple of suit sets of its ranks (ascending
 * rank, a 4-bit mask per rank), taken at its lexicographically smallest
 * relabelling; the depth-first search below visits exactly those tuples, in
 * ascending order, pruning with the relabellings that fix the prefix (a
 * prefix of a smallest tuple is itself smallest). Its weight, the number of
 * hands it stands for, is 24 over the number of relabellings that fix it.
 */
import { type Card, JOKER } from "../cards";
import { forEachRankMultiset } from "../multisets";

/** The 24 suit permutations, and PERM_MASK[p * 16 + m]: mask m with its suits relabelled by p. */
const PERMS: number[][] = [];
(function permute(prefix: number[]): void {
  if (prefix.length === 4) PERMS.push(prefix);
  for (let s = 0; s < 4; s++) if (!prefix.includes(s)) permute([...prefix, s]);
})([]);
const PERM_MASK = new Uint8Array(24 * 16);
PERMS.forEach((perm, p) => {
  for (let m = 0; m < 16; m++) {
    let out = 0;
    for (let s = 0; s < 4; s++) if (m & (1 << s)) out |= 1 << (perm[s] as number);
    PERM_MASK[p * 16 + m] = out;
  }
});
/** Masks of each popcount, ascending. */
const MASKS_OF: number[][] = [[], [], [], [], []];
for (let m = 0; m < 16; m++) {
  let bits = 0;
  for (let x = m; x; x &= x - 1) bits++;
  (MASKS_OF[bits] as number[]).push(m);
}

export const CLASS_COUNT = 6_972_147;
export const CLASS_COUNT_NO_JOKER = 6_009_159;
export const CLASS_COUNT_JOKER = 962_988;
export const HAND_COUNT = 154_143_080;

/** A rank multiset: cards per rank (2 = 0 .. ace = 12) and whether the joker is held. */
export interface RankMultiset {
  counts: readonly number[];
  joker: boolean;
}

let multisets: RankMultiset[] | undefined;

/** Every rank multiset of a seven-card hand, in the fixed order above (67,600). */
export function rankMultisets(): readonly RankMultiset[] {
  if (multisets) return multisets;
  const list: RankMultiset[] = [];
  forEachRankMultiset(7, (counts) => list.push({ counts: [...counts], joker: false }));
  forEachRankMultiset(6, (counts) => list.push({ counts: [...counts], joker: true }));
  multisets = list;
  return list;
}

/** The suit classes of one rank multiset. */
export interface SuitClasses {
  count: number;
  /** Seven cards per class, ascending (the joker last), class by class. */
  cards: Uint8Array;
  /** Hands per class (1 to 24). */
  weight: Uint8Array;
}

/** The classes of a rank multiset, in ascending order of their suit-set tuples. */
export function suitClasses(ms: RankMultiset): SuitClasses {
  const ranks: number[] = [];
  const sizes: number[] = [];
  ms.counts.forEach((n, r) => {
    if (n > 0) {
      ranks.push(r);
      sizes.push(n);
    }
  });
  const depth = ranks.length;
  const cards: number[] = [];
  const weights: number[] = [];
  const tuple = new Array<number>(depth).fill(0);
  const walk = (d: number, stabilizer: readonly number[]): void => {
    if (d === depth) {
      for (let k = 0; k < depth; k++) {
        const r = ranks[k] as number;
        const m = tuple[k] as number;
        for (let s = 0; s < 4; s++) if (m & (1 << s)) cards.push(r * 4 + s);
      }
      if (ms.joker) cards.push(JOKER);
      weights.push(24 / stabilizer.length);
      return;
    }
    for (const m of MASKS_OF[sizes[d] as number] as number[]) {
      // Smallest only if no relabelling that fixes the prefix makes m smaller.
      let smallest = true;
      const fixes: number[] = [];
      for (const p of stabilizer) {
        const pm = PERM_MASK[p * 16 + m] as number;
        if (pm < m) {
          smallest = false;
          break;
        }
        if (pm === m) fixes.push(p);
      }
      if (!smallest) continue;
      tuple[d] = m;
      walk(d + 1, fixes);
    }
  };
  walk(
    0,
    PERMS.map((_, p) => p),
  );
  return { count: weights.length, cards: Uint8Array.from(cards), weight: Uint8Array.from(weights) };
}

/** Class c's cards. */
export const classCards = (sc: SuitClasses, c: number): Card[] =>
  Array.from(sc.cards.subarray(c * 7, c * 7 + 7));

/** FIX[p * 5 + c]: how many c-card suit sets relabelling p leaves unchanged. */
const FIX = new Uint8Array(24 * 5);
for (let p = 0; p < 24; p++)
  for (let c = 0; c <= 4; c++)
    FIX[p * 5 + c] = (MASKS_OF[c] as number[]).filter((m) => PERM_MASK[p * 16 + m] === m).length;

/** The number of classes of a multiset, by Burnside's lemma (no enumeration). */
export function classCount(ms: RankMultiset): number {
  let fixed = 0;
  for (let p = 0; p < 24; p++) {
    let f = 1;
    for (const c of ms.counts) f *= FIX[p * 5 + c] as number;
    fixed += f;
  }
  return fixed / 24;
}

let offsets: { byKey: Map<number, number>; first: Int32Array } | undefined;
const multisetKey = (counts: readonly number[], joker: boolean): number =>
  counts.reduce((k, c, r) => k + c * 5 ** r, 0) + (joker ? 5 ** 13 : 0);

/** Index of each multiset by its key, and the index of its first class in the whole game. */
function classOffsets(): { byKey: Map<number, number>; first: Int32Array } {
  if (offsets) return offsets;
  const all = rankMultisets();
  const byKey = new Map<number, number>();
  const first = new Int32Array(all.length + 1);
  all.forEach((ms, m) => {
    byKey.set(multisetKey(ms.counts, ms.joker), m);
    first[m + 1] = (first[m] as number) + classCount(ms);
  });
  offsets = { byKey, first };
  return offsets;
}

/** The seven cards of the class with this index over the whole game (classes.ts order). */
export function classAt(index: number): Card[] {
  const { first } = classOffsets();
  if (!Number.isInteger(index) || index < 0 || index >= CLASS_COUNT)
    throw new RangeError(`classAt: no class ${index}`);
  // The last multiset whose first class is at or before index.
  let lo = 0;
  let hi = first.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((first[mid] as number) <= index) lo = mid;
    else hi = mid - 1;
  }
  const sc = suitClasses(rankMultisets()[lo] as RankMultiset);
  return classCards(sc, index - (first[lo] as number));
}

/** Where a hand's class sits: its index over the whole game, its multiset, and its cards. */
export interface ClassOf {
  index: number;
  multiset: number;
  weight: number;
  /** The class's seven cards, ascending (as suitClasses lists them). */
  cards: Card[];
  /** The suit relabelling taking the hand to the class's cards: perm[suit of hand] = class suit. */
  perm: readonly number[];
}

/** The class of seven valid, distinct cards. */
export function classOf(hand: readonly Card[]): ClassOf {
  const counts = new Array<number>(13).fill(0);
  const masks = new Array<number>(13).fill(0);
  let joker = false;
  for (const c of hand) {
    if (c === JOKER) joker = true;
    else {
      counts[c >> 2] = (counts[c >> 2] as number) + 1;
      masks[c >> 2] = (masks[c >> 2] as number) | (1 << (c & 3));
    }
  }
  const { byKey, first } = classOffsets();
  const m = byKey.get(multisetKey(counts, joker));
  if (m === undefined) throw new RangeError("classOf: not a seven-card hand");
  // The smallest relabelled tuple is the class's representative.
  let bestP = 0;
  let best: number[] | null = null;
  for (let p = 0; p < 24; p++) {
    const tuple = masks.filter((x) => x > 0).map((x) => PERM_MASK[p * 16 + x] as number);
    if (!best || tupleLess(tuple, best)) {
      best = tuple;
      bestP = p;
    }
  }
  const ms = rankMultisets()[m] as RankMultiset;
  const sc = suitClasses(ms);
  const perm = PERMS[bestP] as number[];
  const cards = hand
    .map((c) => (c === JOKER ? JOKER : (c & ~3) | (perm[c & 3] as number)))
    .sort((a, b) => a - b);
  for (let k = 0; k < sc.count; k++) {
    let same = true;
    for (let i = 0; i < 7 && same; i++) if (sc.cards[k * 7 + i] !== cards[i]) same = false;
    if (same)
      return {
        index: (first[m] as number) + k,
        multiset: m,
        weight: sc.weight[k] as number,
        cards,
        perm,
      };
  }
  throw new Error("classOf: class not found (enumeration and canonical form disagree)");
}

function tupleLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}
