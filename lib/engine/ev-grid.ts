/**
 * The 21 splits' exact counts (ev.ts countSplits) without the full distribution: a split only
 * asks whether the dealer's back is below its own back and the dealer's front below its own
 * front. So the dealer outcomes (about 161,000, sorted by back) are binned per hand on a grid
 * of (bucket of back among the splits' backs, at most 22) x (front value, 182), a few
 * thousand cells that stay in the first-level cache while every dealer hand's weight is
 * added. A 2-D prefix sum of the grid then answers each split with four lookups.
 *
 * countSplits over dealerDistribution is the slow, plain path these counts must equal
 * exactly (ev-grid.test.ts, on random hands of every way, variant and role); the weights
 * themselves are ev.ts's, checked against brute force there.
 */

import type { Card } from "./cards";
import {
  type Counts,
  type EvRole,
  evTables,
  handWeights,
  R_CODES,
  suitsAllowing,
  type Tables,
} from "./ev-tables";
import { dealerPushes, type RuleSet, ruleSetKey } from "./rule-set";
import type { Split } from "./splits";
import { recallWay, rememberWay } from "./way-cache";

const FRONTS = 182; // front values 0..181 (values.ts)
const COLS = FRONTS + 1; // prefix columns: fronts below 0..182

/**
 * A rule set's outcomes as keys (rank of the back among the way's distinct backs) * 256 +
 * front, for the multisets and the patterns in the tables' order, so a hand bins them through
 * a table of a few thousand back ranks instead of one of 161,000 outcomes. The dealer's push
 * hands of a commission-free variant get the back rank `backs.length`, the sink's.
 */
interface GridKeys {
  backs: Int32Array;
  ms: Int32Array;
  patTrue: Int32Array;
  patRankOnly: Int32Array;
}

const keysByRuleSet = new Map<string, GridKeys>();

function gridKeys(rules: RuleSet): GridKeys {
  const id = ruleSetKey(rules);
  const known = recallWay(keysByRuleSet, id);
  if (known) return known;
  const t = evTables(rules.way);
  const backs = Int32Array.from(new Set(t.outBack)); // outBack ascends
  const keyOf = new Int32Array(t.outBack.length);
  for (let o = 0, r = 0; o < keyOf.length; o++) {
    const back = t.outBack[o] as number;
    const front = t.outFront[o] as number;
    while ((backs[r] as number) < back) r++;
    keyOf[o] = dealerPushes(rules.variant, back, front) ? backs.length * 256 : r * 256 + front;
  }
  const keys = (outcomes: Int32Array) => Int32Array.from(outcomes, (o) => keyOf[o] as number);
  const made = {
    backs,
    ms: keys(t.msOutcome),
    patTrue: keys(t.patTrue),
    patRankOnly: keys(t.patRankOnly),
  };
  rememberWay(keysByRuleSet, id, made);
  return made;
}

/** Builds a rule set's tables and keys ahead of its first hand (about a second, once per process). */
export function warmEv(rules: RuleSet): void {
  gridKeys(rules);
}

/**
 * Win / push / loss counts of each split against the dealer drawing 7 of the cards not in
 * `dead`, equal to countSplits(splits, dealerDistribution(dead, way), role, rules).
 */
export function gridCounts(
  splits: readonly Split[],
  dead: readonly Card[],
  role: EvRole,
  rules: RuleSet,
): Counts[] {
  if (role === "banker" && rules.variant !== "standard")
    throw new RangeError(`the ${rules.variant} game has no learner bank`);
  const keys = gridKeys(rules);
  // The bank wins copies: its split's back (front) beats a back (front) at most as high.
  const copies = role === "banker" ? 1 : 0;
  const thresholds = [
    ...new Set(splits.filter((s) => !s.foul).map((s) => s.backValue + copies)),
  ].sort((a, b) => a - b);
  const buckets = thresholds.length + 1;
  const grid = binned(dead, evTables(rules.way), keys, bucketsOf(keys.backs, thresholds));

  let total = 0;
  for (let c = 0; c < grid.length; c++) total += grid[c] as number;
  const pushMass = grid[buckets * FRONTS] as number; // the sink: a push for every split
  const below = prefixSums(grid, buckets);
  const all = (buckets - 1) * COLS; // the last bucket's row: every back
  return splits.map((s) => {
    if (s.foul) return { win: 0, push: pushMass, loss: total - pushMass };
    // Backs below the split's threshold are the buckets up to its index.
    const row = thresholds.indexOf(s.backValue + copies) * COLS;
    const front = s.frontValue + copies;
    const win = below[row + front] as number;
    const loss =
      total -
      pushMass -
      (below[all + front] as number) -
      (below[row + FRONTS] as number) +
      (below[row + front] as number);
    return { win, push: total - win - loss, loss };
  });
}

/** Per back rank, its bucket: how many thresholds are at or below it; the sink's rank last. */
function bucketsOf(backs: Int32Array, thresholds: readonly number[]): Int32Array {
  const bucket = new Int32Array(backs.length + 1);
  let b = 0;
  for (let r = 0; r < backs.length; r++) {
    while (b < thresholds.length && (thresholds[b] as number) <= (backs[r] as number)) b++;
    bucket[r] = b * FRONTS;
  }
  bucket[backs.length] = (thresholds.length + 1) * FRONTS;
  return bucket;
}

/**
 * The dealer's hands binned by cell (bucket * FRONTS + front), the weights as in
 * dealerDistribution: every rank multiset at its rank-only outcome, then the flush-capable
 * patterns moved to their true one.
 */
function binned(dead: readonly Card[], t: Tables, keys: GridKeys, bucket: Int32Array) {
  const grid = new Float64Array((bucket[keys.backs.length] as number) + 1);
  const { partWeight, bySuits, held, jokerLeft } = handWeights(dead, t);
  const { msLow, msHigh } = t;
  const ms = keys.ms;
  for (let m = 0, n = ms.length; m < n; m++) {
    const w =
      (partWeight[msLow[m] as number] as number) * (partWeight[msHigh[m] as number] as number);
    if (w > 0) {
      const k = ms[m] as number;
      const c = (bucket[k >> 8] as number) + (k & 255);
      grid[c] = (grid[c] as number) + w;
    }
  }
  const { patMasks, patStart, patJokerStart, patR } = t;
  const { patTrue, patRankOnly } = keys;
  for (let i = 0, n = patMasks.length; i < n; i++) {
    const mask = patMasks[i] as number;
    const set = suitsAllowing(mask, held);
    if (set === 0) continue;
    const base = set * R_CODES;
    const to = jokerLeft ? (patStart[mask + 1] as number) : (patJokerStart[mask] as number);
    for (let p = patStart[mask] as number; p < to; p++) {
      const w = bySuits[base + (patR[p] as number)] as number;
      const kt = patTrue[p] as number;
      const kr = patRankOnly[p] as number;
      const ct = (bucket[kt >> 8] as number) + (kt & 255);
      const cr = (bucket[kr >> 8] as number) + (kr & 255);
      grid[ct] = (grid[ct] as number) + w;
      grid[cr] = (grid[cr] as number) - w;
    }
  }
  return grid;
}

/** below[b * COLS + f]: the grid's weight in buckets 0..b and fronts below f (sink left out). */
function prefixSums(grid: Float64Array, buckets: number): Float64Array {
  const below = new Float64Array(buckets * COLS);
  for (let b = 0; b < buckets; b++) {
    let run = 0;
    for (let f = 0; f < FRONTS; f++) {
      below[b * COLS + f] = run + (b > 0 ? (below[(b - 1) * COLS + f] as number) : 0);
      run += grid[b * FRONTS + f] as number;
    }
    below[b * COLS + FRONTS] = run + (b > 0 ? (below[(b - 1) * COLS + FRONTS] as number) : 0);
  }
  return below;
}
