/**
 * The dealer distribution of one rank multiset's suit classes, binned for prefix-sum lookups:
 * the part the classic exact pass (batch.ts) and Face Up's (faceup-batch.ts) share.
 *
 * ev.ts builds the dealer distribution D in two steps: (1) every dealer rank multiset at its
 * rank-only outcome, weighted by the cards left of each rank; (2) per suit s, the
 * flush-capable patterns moved to their true outcome, weighted by [pattern's suited ranks not
 * held in s] and the other-suit cards left. Step 1 depends on the player's rank multiset only,
 * and step 2's term for suit s on the rank multiset and the player's ranks in s (a mask): so
 * D = base + sum over the four suits of corr(mask). Within one rank multiset, ~100 classes on
 * average, base is built once and corr once per distinct mask (a few dozen), instead of five
 * terms per class.
 *
 * Only the order of an outcome's back among the backs the classes can play matters, so each
 * term is binned on a grid (bucket of back among those backs) x (front bucket), in layers (the
 * caller's: which outcomes push every bet under its games), and turned into the caller's 2-D
 * prefix sums (`prefixTerm`), which answer every split of every class with a lookup per term.
 */
import { type Card, JOKER } from "../cards";
import { evTables, partWeights } from "../ev";
import { eval2, evalBack } from "../evaluate";
import { ranksOf } from "../multisets";
import type { Way } from "../rule-set";
import { SPLIT_PAIRS } from "../splits";
import { isFoul } from "../values";
import type { RankMultiset, SuitClasses } from "./classes";

const FRONTS = 182; // front values 0..181 (values.ts)

/** The other naturals R of a flush pattern as ev.ts codes them: 0 none, 1 + a, 14 + 13a + b (a <= b). */
const R_SLOTS = 14 + 13 * 13 + 1; // the last slot: any R that misses the multiset's ranks
const R_RANKS = new Int32Array(R_SLOTS - 1);
/** R's weight when none of its ranks is the player's: 3 cards of each rank in the other suits. */
const R_WEIGHT_OUTSIDE = new Float64Array(R_SLOTS - 1);
R_WEIGHT_OUTSIDE[0] = 1;
for (let a = 0; a < 13; a++) {
  R_RANKS[1 + a] = 1 << a;
  R_WEIGHT_OUTSIDE[1 + a] = 3;
  for (let b = a; b < 13; b++) {
    R_RANKS[14 + a * 13 + b] = (1 << a) | (1 << b);
    R_WEIGHT_OUTSIDE[14 + a * 13 + b] = a === b ? 3 : 9;
  }
}
/** Cells of all layers stay below this (rows x cols is at most 43 x 22), so a pair of cells packs in one int. */
const CELL_LIMIT = 4096;
const HASH_BITS = 19;
const HASH_SIZE = 1 << HASH_BITS; // above twice the ~204,000 patterns

interface Tables {
  outBack: Int32Array;
  outFront: Int32Array;
  msLow: Int32Array;
  msHigh: Int32Array;
  partCode: Uint8Array;
  partStart: Int32Array;
  msOutcome: Int32Array;
  patMasks: Int32Array;
  patStart: Int32Array;
  patJokerStart: Int32Array;
  patR: Uint8Array;
  patTrue: Int32Array;
  patRankOnly: Int32Array;
  bucketOf: Uint8Array;
  cellOf: Int32Array;
  /** Per outcome: its layer (the kind's own meaning). */
  layerOf: Uint8Array;
  /** Scratch for one multiset's pattern groups: slot (mask & P, R) -> group, and the group's key. */
  grpOfSlot: Int32Array;
  grpMask: Int32Array;
  grpCode: Int32Array;
  /** Scratch hash of (group, cell pair) -> summed weight; hashUsed lists the filled slots. */
  hashGroup: Int32Array;
  hashPair: Int32Array;
  hashVal: Float64Array;
  hashUsed: Int32Array;
}
type Scratch = Pick<
  Tables,
  "grpOfSlot" | "grpMask" | "grpCode" | "hashGroup" | "hashPair" | "hashVal" | "hashUsed"
>;
let scratch: Scratch | undefined;

/**
 * How a kind of pass bins the dealer's outcomes: `layers` layers, outcome (back, front) in
 * layer `layer(back, front)`, and a term's grid turned into its prefix sums by `prefixTerm`
 * (the grid is `layers` rows x cols blocks, layer-major).
 */
export interface GridKind {
  name: string;
  layers: number;
  layer(back: number, front: number): number;
  prefixTerm(grid: Float64Array, rows: number, cols: number): Float64Array;
}

const tablesByKind = new Map<string, Tables>();

function sharedTables(kind: GridKind, way: Way): Tables {
  const key = `${kind.name}/${way}`;
  const known = tablesByKind.get(key);
  if (known) return known;
  const t = evTables(way);
  // The scratch tables are reset after every multiset, so every way's and kind's share one set.
  scratch ??= {
    grpOfSlot: new Int32Array(8192 * R_SLOTS).fill(-1),
    grpMask: new Int32Array(8192 * R_SLOTS),
    grpCode: new Int32Array(8192 * R_SLOTS),
    hashGroup: new Int32Array(HASH_SIZE).fill(-1),
    hashPair: new Int32Array(HASH_SIZE),
    hashVal: new Float64Array(HASH_SIZE),
    hashUsed: new Int32Array(HASH_SIZE),
  };
  const layerOf = new Uint8Array(t.outBack.length);
  for (let o = 0; o < layerOf.length; o++)
    layerOf[o] = kind.layer(t.outBack[o] as number, t.outFront[o] as number);
  const tables: Tables = {
    ...t,
    bucketOf: new Uint8Array(t.outBack.length),
    cellOf: new Int32Array(t.outBack.length),
    layerOf,
    ...scratch,
  };
  tablesByKind.set(key, tables);
  return tables;
}

const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let v = 1;
  for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
  return v;
};

/** First index of the ascending array with a value >= x. */
function lowerBound(a: Int32Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((a[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The 2-D prefix sums of a rows x cols grid (bucket-major): out[at + k * (cols + 1) + f] is
 * the sum of the cells with bucket < k and front bucket < f; out has (rows + 1) x (cols + 1)
 * from `at`.
 */
export function prefix2d(
  grid: Float64Array,
  rows: number,
  cols: number,
  out: Float64Array,
  at: number,
): void {
  const w = cols + 1;
  out.fill(0, at, at + (rows + 1) * w);
  for (let k = 0; k < rows; k++) {
    let run = 0;
    for (let f = 0; f < cols; f++) {
      run += grid[k * cols + f] as number;
      out[at + (k + 1) * w + f + 1] = (out[at + k * w + f + 1] as number) + run;
    }
  }
}

/** Every split's values of every class of a multiset: class c's split k at c * 21 + k. */
interface SplitValues {
  back: Int32Array;
  front: Int32Array;
  foul: Uint8Array;
}

/** One multiset's binned dealer distribution, for the classes of `splitValues`. */
export interface DealerGrid {
  splits: SplitValues;
  rows: number;
  cols: number;
  /** The row (1-based) of each playable back value; a split's prefix row is rowOfBack * (cols + 1). */
  rowOfBack: Map<number, number>;
  /** The front bucket of each front value (0..181). */
  frontBucket: Uint8Array;
  base: Float64Array;
  /** The correction of a suit whose held ranks are `held` (a mask), made once per mask. */
  correction(held: number): Float64Array;
  /** Class c's five terms (base, then its four suits' corrections), in `into`. */
  termsOf(c: number, into: Float64Array[]): void;
}

/**
 * The split values of every class of `ms` (classes as classes.ts enumerates them), and the
 * dealer's distribution binned on the grid of the backs and fronts those classes can play.
 */
export function dealerGrid(
  ms: RankMultiset,
  sc: SuitClasses,
  way: Way,
  kind: GridKind,
): DealerGrid {
  const t = sharedTables(kind, way);
  const n = sc.count;
  const out: SplitValues = {
    back: new Int32Array(n * 21),
    front: new Int32Array(n * 21),
    foul: new Uint8Array(n * 21),
  };

  // Split values. Cards sit in ascending order, so position k holds the same rank in every
  // class: the fronts and the backs that cannot flush are those of one flush-free hand.
  const ref: Card[] = ranksOf(ms.counts).map((r, i) => r * 4 + (i % 4));
  if (ms.joker) ref.push(JOKER);
  const refBack = new Int32Array(21);
  const refFront = new Int32Array(21);
  SPLIT_PAIRS.forEach(([i, j], k) => {
    refBack[k] = evalBack(ref, i, j);
    refFront[k] = eval2(ref[i] as Card, ref[j] as Card);
  });
  const joker = ms.joker ? 1 : 0;
  const suitCount = new Int32Array(4);
  const backs = new Set<number>();
  const fronts = new Set<number>();
  for (let c = 0; c < n; c++) {
    const hand = sc.cards.subarray(c * 7, c * 7 + 7);
    suitCount.fill(0);
    for (let k = 0; k < 7 - joker; k++) {
      const s = (hand[k] as number) & 3;
      suitCount[s] = (suitCount[s] as number) + 1;
    }
    const mayFlush = Math.max(...suitCount) + joker >= 5;
    for (let k = 0; k < 21; k++) {
      const [i, j] = SPLIT_PAIRS[k] as readonly [number, number];
      let back = refBack[k] as number;
      if (mayFlush) {
        // The back flushes only with five of a suit among its cards (four and the joker).
        const si = hand[i] === JOKER ? -1 : (hand[i] as number) & 3;
        const sj = hand[j] === JOKER ? -1 : (hand[j] as number) & 3;
        for (let s = 0; s < 4; s++) {
          const inBack = (suitCount[s] as number) - (si === s ? 1 : 0) - (sj === s ? 1 : 0);
          const jokerBack = joker && hand[i] !== JOKER && hand[j] !== JOKER ? 1 : 0;
          if (inBack + jokerBack >= 5) back = evalBack(hand, i, j);
        }
      }
      const front = refFront[k] as number;
      const at = c * 21 + k;
      out.back[at] = back;
      out.front[at] = front;
      if (isFoul(back, front)) out.foul[at] = 1;
      else {
        backs.add(back);
        fronts.add(front);
      }
    }
  }

  // Buckets: an outcome's back bucket is the number of playable backs <= its back, and its
  // front bucket the number of playable fronts <= its front.
  const sortedBacks = Int32Array.from(backs).sort();
  const rows = sortedBacks.length + 1;
  const { outBack, bucketOf } = t;
  let from = 0;
  for (let b = 0; b < sortedBacks.length; b++) {
    const to = lowerBound(outBack, sortedBacks[b] as number);
    bucketOf.fill(b, from, to);
    from = to;
  }
  bucketOf.fill(rows - 1, from, outBack.length);
  const rowOfBack = new Map<number, number>();
  sortedBacks.forEach((v, b) => {
    rowOfBack.set(v, b + 1);
  });
  const frontBucket = new Uint8Array(FRONTS);
  for (let f = 0, b = 0; f < FRONTS; f++) {
    if (fronts.has(f)) b++;
    frontBucket[f] = b;
  }
  const cols = (frontBucket[FRONTS - 1] as number) + 1;
  // Each outcome's cell, once (in its layer): the patterns below read two cells each.
  const { cellOf, outFront, layerOf } = t;
  const layerSize = rows * cols;
  for (let o = 0, no = outBack.length; o < no; o++)
    cellOf[o] =
      (layerOf[o] as number) * layerSize +
      (bucketOf[o] as number) * cols +
      (frontBucket[outFront[o] as number] as number);

  const avail = new Int32Array(14);
  for (let r = 0; r < 13; r++) avail[r] = 4 - (ms.counts[r] as number);
  avail[13] = ms.joker ? 0 : 1;
  if (kind.layers * rows * cols > CELL_LIMIT)
    throw new Error(`dealerGrid (${kind.name}): ${rows} x ${cols} cells`);
  const grid = new Float64Array(kind.layers * layerSize);

  // Step 1: every dealer rank multiset at its rank-only outcome.
  const ways = new Float64Array(14 * 5);
  for (let r = 0; r < 14; r++)
    for (let k = 0; k < 5; k++) ways[r * 5 + k] = binomial(avail[r] as number, k);
  const { msLow, msHigh, msOutcome } = t;
  const partWeight = partWeights(t, ways);
  for (let d = 0, nd = msOutcome.length; d < nd; d++) {
    const x =
      (partWeight[msLow[d] as number] as number) * (partWeight[msHigh[d] as number] as number);
    if (x > 0) {
      const cell = cellOf[msOutcome[d] as number] as number;
      grid[cell] = (grid[cell] as number) + x;
    }
  }
  const base = kind.prefixTerm(grid, rows, cols);

  // Step 2: one correction per distinct mask H of ranks held in a suit (H within the
  // multiset's ranks P). A pattern counts for H when its suited ranks miss H, which depends
  // on its mask only through mask & P, and its weight depends on H only when its other
  // naturals R touch P (a rank outside P always has 3 cards left in the other suits). So the
  // patterns that move a hand between cells are summed once into groups (mask & P, and R
  // when it touches P): each group a short list of (to cell, from cell, weight) that every H
  // scales by R's weight for H. That is 10-40 times fewer terms per H than patterns.
  const { patMasks, patStart, patJokerStart, patR, patTrue, patRankOnly } = t;
  const jokerLeft = !ms.joker;
  let inP = 0;
  for (let r = 0; r < 13; r++) if ((ms.counts[r] as number) > 0) inP |= 1 << r;
  const { grpOfSlot, grpMask, grpCode, hashGroup, hashPair, hashVal, hashUsed } = t;
  const usedSlots: number[] = [];
  let groups = 0;
  let entries = 0;
  for (let i = 0, np = patMasks.length; i < np; i++) {
    const mask = patMasks[i] as number;
    const g = mask & inP;
    const to = jokerLeft ? (patStart[mask + 1] as number) : (patJokerStart[mask] as number);
    for (let p = patStart[mask] as number; p < to; p++) {
      const a = cellOf[patTrue[p] as number] as number;
      const b = cellOf[patRankOnly[p] as number] as number;
      if (a === b) continue;
      const code = patR[p] as number;
      const touches = ((R_RANKS[code] as number) & inP) !== 0;
      const slot = g * R_SLOTS + (touches ? code : R_SLOTS - 1);
      let gid = grpOfSlot[slot] as number;
      if (gid < 0) {
        gid = groups++;
        grpOfSlot[slot] = gid;
        grpMask[gid] = g;
        grpCode[gid] = touches ? code : -1;
        usedSlots.push(slot);
      }
      const weight = touches ? 1 : (R_WEIGHT_OUTSIDE[code] as number);
      const pair = a * CELL_LIMIT + b;
      // Open addressing on (group, cell pair).
      let h = (Math.imul(gid, 0x9e3779b1) ^ Math.imul(pair, 0x85ebca6b)) >>> (32 - HASH_BITS);
      for (;;) {
        if (hashGroup[h] === -1) {
          hashGroup[h] = gid;
          hashPair[h] = pair;
          hashVal[h] = weight;
          hashUsed[entries++] = h;
          break;
        }
        if (hashGroup[h] === gid && hashPair[h] === pair) {
          hashVal[h] = (hashVal[h] as number) + weight;
          break;
        }
        h = (h + 1) & (HASH_SIZE - 1);
      }
    }
  }
  // The entries by group (a counting sort), and the scratch tables reset for the next multiset.
  const grpStart = new Int32Array(groups + 1);
  for (let e = 0; e < entries; e++) {
    const k = (hashGroup[hashUsed[e] as number] as number) + 1;
    grpStart[k] = (grpStart[k] as number) + 1;
  }
  for (let k = 0; k < groups; k++)
    grpStart[k + 1] = (grpStart[k + 1] as number) + (grpStart[k] as number);
  const fill = grpStart.slice(0, groups);
  const entTo = new Int32Array(entries);
  const entFrom = new Int32Array(entries);
  const entVal = new Float64Array(entries);
  for (let e = 0; e < entries; e++) {
    const h = hashUsed[e] as number;
    const gid = hashGroup[h] as number;
    const at = fill[gid] as number;
    fill[gid] = at + 1;
    const pair = hashPair[h] as number;
    entTo[at] = Math.floor(pair / CELL_LIMIT);
    entFrom[at] = pair % CELL_LIMIT;
    entVal[at] = hashVal[h] as number;
    hashGroup[h] = -1;
  }
  for (const slot of usedSlots) grpOfSlot[slot] = -1;

  const corrections = new Map<number, Float64Array>();
  const weightOfR = new Float64Array(R_SLOTS - 1);
  const other = new Float64Array(13);
  const correction = (held: number): Float64Array => {
    const known = corrections.get(held);
    if (known) return known;
    grid.fill(0);
    for (let r = 0; r < 13; r++) other[r] = (avail[r] as number) - 1 + ((held >> r) & 1);
    weightOfR[0] = 1;
    for (let a = 0; a < 13; a++) {
      weightOfR[1 + a] = other[a] as number;
      for (let b = a; b < 13; b++)
        weightOfR[14 + a * 13 + b] =
          a === b ? binomial(other[a] as number, 2) : (other[a] as number) * (other[b] as number);
    }
    for (let k = 0; k < groups; k++) {
      if ((grpMask[k] as number) & held) continue;
      const code = grpCode[k] as number;
      const f = code < 0 ? 1 : (weightOfR[code] as number);
      if (f === 0) continue;
      for (let e = grpStart[k] as number, end = grpStart[k + 1] as number; e < end; e++) {
        const x = f * (entVal[e] as number);
        const a = entTo[e] as number;
        const b = entFrom[e] as number;
        grid[a] = (grid[a] as number) + x;
        grid[b] = (grid[b] as number) - x;
      }
    }
    const p = kind.prefixTerm(grid, rows, cols);
    corrections.set(held, p);
    return p;
  };

  const heldIn = new Int32Array(4);
  const termsOf = (c: number, into: Float64Array[]): void => {
    heldIn.fill(0);
    for (let k = 0; k < 7 - joker; k++) {
      const card = sc.cards[c * 7 + k] as number;
      heldIn[card & 3] = (heldIn[card & 3] as number) | (1 << (card >> 2));
    }
    into[0] = base;
    for (let s = 0; s < 4; s++) into[s + 1] = correction(heldIn[s] as number);
  };

  return { splits: out, rows, cols, rowOfBack, frontBucket, base, correction, termsOf };
}
