/**
 * Face Up Pai Gow's exact counts (RULES.md 13.1), one rank multiset's suit
 * classes at once: for every class, over all C(46,7) dealer hands set by the
 * house way, how many the player wins, pushes and loses when setting a best
 * split against the shown dealer (any split with the best certain outcome).
 *
 * The dealer distribution is the one batch.ts reads (dealer-grid.ts: a base
 * per rank multiset plus one correction per suit's held ranks, binned on a
 * grid of (bucket of the dealer's back among the backs the classes can play)
 * x (front bucket)). What differs:
 * - one push layer: a dealer back that is ace-high pai gow pushes every bet;
 * - per class not 21 splits' counts but the best outcome's. Against a dealer
 *   outcome (b, f) the player wins when some playable split has back > b and
 *   front > f: the union of the splits' lower-left rectangles, a staircase
 *   over their Pareto-best (back, front) pairs, counted by inclusion-exclusion
 *   of prefix sums. The player loses when no split wins either hand, i.e.
 *   b >= the highest playable back and f >= the highest playable front (those
 *   two may come from different splits): one rectangle. Push is the rest. A
 *   fouled split is never better than a playable one, and every hand has one.
 */
import { DEALER_HANDS } from "../ev";
import { isAceHighPaiGow } from "../faceup";
import type { Way } from "../rule-set";
import type { RankMultiset, SuitClasses } from "./classes";
import { dealerGrid, type GridKind, prefix2d } from "./dealer-grid";

/** Per class of one multiset (classes.ts order): dealer hands won, pushed and lost by a best split. */
export interface FaceUpCounts {
  win: Float64Array;
  push: Float64Array;
  loss: Float64Array;
}

// Scratch: a term's layers summed.
let sumAll = new Float64Array(0);

/** A term's two prefix sums in one array: every outcome (both layers), then the ace-high pai gow backs. */
function prefixTerm(grid: Float64Array, rows: number, cols: number): Float64Array {
  const n = rows * cols;
  if (sumAll.length < n) sumAll = new Float64Array(n);
  for (let i = 0; i < n; i++) sumAll[i] = (grid[i] as number) + (grid[n + i] as number);
  const size = (rows + 1) * (cols + 1);
  const p = new Float64Array(2 * size);
  prefix2d(sumAll, rows, cols, p, 0);
  prefix2d(grid.subarray(n, 2 * n), rows, cols, p, size);
  return p;
}

/** Layers of outcomes: 1 the dealer's ace-high pai gow back (every bet pushes), else 0. */
const FACE_UP: GridKind = {
  name: "faceUpBatchCounts",
  layers: 2,
  layer: (b) => (isAceHighPaiGow(b) ? 1 : 0),
  prefixTerm,
};

/**
 * Face Up counts of every class of `ms` (classes as classes.ts enumerates
 * them): exact integers in doubles, win + push + loss = DEALER_HANDS.
 */
export function faceUpBatchCounts(ms: RankMultiset, sc: SuitClasses, way: Way): FaceUpCounts {
  const grid = dealerGrid(ms, sc, way, FACE_UP);
  const n = sc.count;
  const result: FaceUpCounts = {
    win: new Float64Array(n),
    push: new Float64Array(n),
    loss: new Float64Array(n),
  };
  const out = grid.splits;
  const { rows, cols, rowOfBack, frontBucket } = grid;
  const w = cols + 1;

  // Per class: base plus its four suits' corrections; the best outcome's counts read off the
  // sums of each term (all outcomes, then the ace-high pai gow backs, which push).
  const terms: Float64Array[] = [grid.base, grid.base, grid.base, grid.base, grid.base];
  const size = (rows + 1) * w;
  const last = rows * w;
  // The class's playable splits as cells (row, front column), and the staircase's corners.
  const cellRow = new Int32Array(21);
  const cellCol = new Int32Array(21);
  const order = new Int32Array(21);
  const stairRow = new Int32Array(21);
  const stairCol = new Int32Array(21);
  for (let c = 0; c < n; c++) {
    grid.termsOf(c, terms);
    let m = 0;
    let maxRow = 0;
    let maxCol = 0;
    for (let k = 0; k < 21; k++) {
      const at = c * 21 + k;
      if (out.foul[at]) continue;
      const row = rowOfBack.get(out.back[at] as number) as number;
      const col = frontBucket[out.front[at] as number] as number;
      cellRow[m] = row;
      cellCol[m] = col;
      order[m] = m;
      m++;
      if (row > maxRow) maxRow = row;
      if (col > maxCol) maxCol = col;
    }
    if (m === 0) throw new Error("faceUpBatchCounts: a class with no playable split");
    // Pareto corners: by row descending (column descending on ties), keep each that raises the column.
    const ord = Array.from(order.subarray(0, m)).sort(
      (x, y) =>
        (cellRow[y] as number) - (cellRow[x] as number) ||
        (cellCol[y] as number) - (cellCol[x] as number),
    );
    let corners = 0;
    let topCol = -1;
    for (const x of ord) {
      const col = cellCol[x] as number;
      if (col > topCol) {
        stairRow[corners] = cellRow[x] as number;
        stairCol[corners] = col;
        corners++;
        topCol = col;
      }
    }
    // Corners now run rows descending, columns ascending. The union of the rectangles
    // [0, r_i) x [0, c_i): sum of each corner's prefix less the overlap of neighbours,
    // P(r_{i+1}, c_i) (the lower row with the smaller column).
    let win = 0;
    let loss = 0;
    let winAce = 0;
    let lossAce = 0;
    let total = 0;
    const lr = maxRow * w;
    for (const p of terms) {
      for (let i = 0; i < corners; i++) {
        const at = (stairRow[i] as number) * w + (stairCol[i] as number);
        win += p[at] as number;
        winAce += p[size + at] as number;
        if (i + 1 < corners) {
          const ov = (stairRow[i + 1] as number) * w + (stairCol[i] as number);
          win -= p[ov] as number;
          winAce -= p[size + ov] as number;
        }
      }
      // Dealer back >= the highest playable back and front >= the highest playable front.
      const all = p[last + cols] as number;
      loss +=
        all - (p[lr + cols] as number) - (p[last + maxCol] as number) + (p[lr + maxCol] as number);
      const allAce = p[size + last + cols] as number;
      lossAce +=
        allAce -
        (p[size + lr + cols] as number) -
        (p[size + last + maxCol] as number) +
        (p[size + lr + maxCol] as number);
      total += all;
    }
    if (total !== DEALER_HANDS) throw new Error(`faceUpBatchCounts: ${total} dealer hands`);
    result.win[c] = win - winAce;
    result.loss[c] = loss - lossAce;
    result.push[c] = total - (win - winAce) - (loss - lossAce);
  }
  return result;
}
