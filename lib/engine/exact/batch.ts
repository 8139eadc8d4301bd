/**
 * Exact win and loss counts of all 21 splits of every suit class of one rank
 * multiset at once: the same counts as ev.ts's exactEv (RULES.md 4, the
 * dealer by the house way, all C(46,7) dealer hands), with the work that the
 * classes share done once: the dealer's distribution as a base per rank
 * multiset plus one correction per suit's held ranks, binned on a grid of
 * (bucket of back among the backs the classes can play) x (front bucket)
 * (dealer-grid.ts, shared with Face Up's faceup-batch.ts).
 *
 * A split wins against the dealer outcomes with a lower back and a lower
 * front, and loses against those with both at least as high (copies go to
 * the dealer): a 2-D prefix sum answers every split of every class with a
 * lookup per term.
 *
 * One pass serves the three settlement variants of a way (RULES.md 12.3):
 * the dealer's push hands (a queen-high back for `ez`, a nine-high front for
 * `cf`) are binned in layers of their own, and each term keeps three prefix
 * sums: every outcome, the `ez` push hands, the `cf` push hands. A variant's
 * win and loss counts are the standard ones less those on its push hands.
 */
import { DEALER_HANDS } from "../ev";
import { dealerPushes, type Way } from "../rule-set";
import type { RankMultiset, SuitClasses } from "./classes";
import { dealerGrid, type GridKind, prefix2d } from "./dealer-grid";

/**
 * The counts of one multiset's classes: class c's split k at c * 21 + k
 * (SPLIT_PAIRS order), in the standard game and in the two commission-free
 * variants (whose pushes are the rest: DEALER_HANDS - win - loss; a fouled
 * split pushes exactly the dealer's push hands, pushEz / pushCf of its class).
 */
export interface BatchCounts {
  win: Float64Array;
  loss: Float64Array;
  winEz: Float64Array;
  lossEz: Float64Array;
  winCf: Float64Array;
  lossCf: Float64Array;
  /** Per class: the dealer hands that push every split in ez / cf. */
  pushEz: Float64Array;
  pushCf: Float64Array;
  back: Int32Array;
  front: Int32Array;
  foul: Uint8Array;
}

// Scratch: a term's layers summed as each prefix sum needs them.
let sumAll = new Float64Array(0);
let sumEz = new Float64Array(0);
let sumCf = new Float64Array(0);

/**
 * A term's three prefix sums in one array: every outcome (the four layers), the ez push
 * hands (layers 1 and 3) and the cf push hands (layers 2 and 3).
 */
function prefixTerm(grid: Float64Array, rows: number, cols: number): Float64Array {
  const n = rows * cols;
  if (sumAll.length < n) {
    sumAll = new Float64Array(n);
    sumEz = new Float64Array(n);
    sumCf = new Float64Array(n);
  }
  for (let i = 0; i < n; i++) {
    const ez = grid[n + i] as number;
    const cf = grid[2 * n + i] as number;
    const both = grid[3 * n + i] as number;
    sumAll[i] = (grid[i] as number) + ez + cf + both;
    sumEz[i] = ez + both;
    sumCf[i] = cf + both;
  }
  const size = (rows + 1) * (cols + 1);
  const p = new Float64Array(3 * size);
  prefix2d(sumAll, rows, cols, p, 0);
  prefix2d(sumEz, rows, cols, p, size);
  prefix2d(sumCf, rows, cols, p, 2 * size);
  return p;
}

/** Layers of outcomes: bit 0 the ez push hand, bit 1 the cf push hand. */
const CLASSIC: GridKind = {
  name: "batchCounts",
  layers: 4,
  layer: (b, f) => (dealerPushes("ez", b, f) ? 1 : 0) | (dealerPushes("cf", b, f) ? 2 : 0),
  prefixTerm,
};

/**
 * Counts of every split of every class of `ms` (classes as classes.ts
 * enumerates them). Exact integers in doubles, equal to exactEv's.
 */
export function batchCounts(ms: RankMultiset, sc: SuitClasses, way: Way): BatchCounts {
  const grid = dealerGrid(ms, sc, way, CLASSIC);
  const n = sc.count;
  const out: BatchCounts = {
    win: new Float64Array(n * 21),
    loss: new Float64Array(n * 21),
    winEz: new Float64Array(n * 21),
    lossEz: new Float64Array(n * 21),
    winCf: new Float64Array(n * 21),
    lossCf: new Float64Array(n * 21),
    pushEz: new Float64Array(n),
    pushCf: new Float64Array(n),
    ...grid.splits,
  };
  const { rows, cols, rowOfBack, frontBucket } = grid;
  const w = cols + 1;

  // Per class: base plus its four suits' corrections, read at each split's cell, in the three
  // prefix sums of each term (all outcomes, then the ez and the cf push hands).
  const terms: Float64Array[] = [grid.base, grid.base, grid.base, grid.base, grid.base];
  const size = (rows + 1) * w;
  const last = rows * w;
  for (let c = 0; c < n; c++) {
    grid.termsOf(c, terms);
    let pushEz = 0;
    let pushCf = 0;
    for (const p of terms) {
      pushEz += p[size + last + cols] as number;
      pushCf += p[2 * size + last + cols] as number;
    }
    out.pushEz[c] = pushEz;
    out.pushCf[c] = pushCf;
    for (let k = 0; k < 21; k++) {
      const at = c * 21 + k;
      if (out.foul[at]) {
        out.loss[at] = DEALER_HANDS;
        out.lossEz[at] = DEALER_HANDS - pushEz;
        out.lossCf[at] = DEALER_HANDS - pushCf;
        continue;
      }
      const row = (rowOfBack.get(out.back[at] as number) as number) * w;
      const f = frontBucket[out.front[at] as number] as number;
      let win = 0;
      let loss = 0;
      let winEz = 0;
      let lossEz = 0;
      let winCf = 0;
      let lossCf = 0;
      for (const p of terms) {
        // Outcomes with both hands lower; then those with back >= this back and front >= this front.
        const both = p[row + f] as number;
        win += both;
        loss +=
          (p[last + cols] as number) - (p[row + cols] as number) - (p[last + f] as number) + both;
        const e = size;
        const bothEz = p[e + row + f] as number;
        winEz += bothEz;
        lossEz +=
          (p[e + last + cols] as number) -
          (p[e + row + cols] as number) -
          (p[e + last + f] as number) +
          bothEz;
        const x = 2 * size;
        const bothCf = p[x + row + f] as number;
        winCf += bothCf;
        lossCf +=
          (p[x + last + cols] as number) -
          (p[x + row + cols] as number) -
          (p[x + last + f] as number) +
          bothCf;
      }
      out.win[at] = win;
      out.loss[at] = loss;
      out.winEz[at] = win - winEz;
      out.lossEz[at] = loss - lossEz;
      out.winCf[at] = win - winCf;
      out.lossCf[at] = loss - lossCf;
    }
  }
  return out;
}
