/**
 * The exact game, multiset by multiset: for every suit class (classes.ts)
 * the counts of its 21 splits (batch.ts), the house way's split, the
 * trainer's way's split and the best split (the highest EV; ties to the
 * house way, then to the higher back, as exactEv breaks them), summed with
 * the class's weight by the house-way rule and by the trainer's rule that set
 * the hand.
 *
 * Sums are kept as weighted win and loss counts, not EVs: every partial sum
 * is an integer below hands x dealer hands = 8.25e15 < 2^53, so doubles hold
 * them exactly and the figures do not depend on the order of summation (or
 * on how a run was split into chunks and resumed). EVs for a commission
 * follow at the end (summary.ts).
 */
import type { Card } from "../cards";
import { codeFront, ruleLabel } from "../house-way-code";
import { houseWayInto } from "../house-way-fast";
import { SPLIT_PAIRS } from "../splits";
import { HOUSE_WAY_RULE, trainerFront } from "../strategy";
import { RULES } from "../strategy/rules";
import { batchCounts } from "./batch";
import { rankMultisets, suitClasses } from "./classes";

/** Per key: hands, hands where the trainer's front differs from the house way's, then W and L of each way. */
export const SUM_FIELDS = [
  "hands",
  "departs",
  "hwWin",
  "hwLoss",
  "trainerWin",
  "trainerLoss",
  "bestWin",
  "bestLoss",
] as const;
export type Sums = Record<string, number[]>;

/** Split index (SPLIT_PAIRS order) of front positions i, j at i * 8 + j (either order). */
const SPLIT_OF = new Int8Array(64).fill(-1);
SPLIT_PAIRS.forEach(([i, j], k) => {
  SPLIT_OF[i * 8 + j] = k;
  SPLIT_OF[j * 8 + i] = k;
});

/** The keys of the sums: everything, by house-way rule label (`3>8`), by trainer's rule (`S2`, `HW`). */
export const ALL_KEY = "all";
export const hwKey = (label: string): string => `house-way-rule:${label}`;
export const trainerKey = (key: string): string => `trainer-rule:${key}`;

function add(sums: Sums, key: string, values: readonly number[]): void {
  let row = sums[key];
  if (!row) {
    row = new Array(SUM_FIELDS.length).fill(0);
    sums[key] = row;
  }
  for (let i = 0; i < values.length; i++) row[i] = (row[i] as number) + (values[i] as number);
}

/** Adds b's sums into a. */
export function mergeSums(a: Sums, b: Sums): Sums {
  for (const [key, row] of Object.entries(b)) add(a, key, row);
  return a;
}

export interface EdgeChunk {
  /** Classes evaluated, in order. */
  classes: number;
  /** Per class: the best split (0..20, SPLIT_PAIRS order of the class's ascending cards). */
  best: Uint8Array;
  /** Per class and split: (19 win - 20 loss), the 5%-commission EV in units of 1 / (20 x dealer hands). */
  scores: Int32Array | null;
  sums: Sums;
}

/**
 * Evaluates the classes of rank multisets [from, to) (classes.ts order).
 * `onMultiset(classes)` reports progress; `withScores` also returns every
 * split's score (the whole-game labels for the derivation).
 */
export function evaluateMultisets(
  from: number,
  to: number,
  withScores = false,
  onMultiset: (classes: number) => void = () => {},
): EdgeChunk {
  const all = rankMultisets();
  const parts: Array<{ best: Uint8Array; scores: Int32Array | null }> = [];
  const sums: Sums = {};
  const hw = new Int32Array(3);
  const row = new Array<number>(SUM_FIELDS.length);
  let classes = 0;
  for (let m = from; m < to; m++) {
    const ms = all[m];
    if (!ms) throw new RangeError(`no rank multiset ${m}`);
    const sc = suitClasses(ms);
    const counts = batchCounts(ms, sc);
    const best = new Uint8Array(sc.count);
    const scores = withScores ? new Int32Array(sc.count * 21) : null;
    for (let c = 0; c < sc.count; c++) {
      const cards = Array.from(sc.cards.subarray(c * 7, c * 7 + 7)) as Card[];
      houseWayInto(cards, hw);
      const [hi, hj] = codeFront(hw[0] as number);
      const hwSplit = SPLIT_OF[hi * 8 + hj] as number;
      const t = trainerFront(cards);
      const trSplit = SPLIT_OF[(t.front & 7) * 8 + ((t.front >> 3) & 7)] as number;
      const at = c * 21;
      // Scores (0.95 win - loss) x 20 as integers, so ties are exact.
      let b = hwSplit;
      let bScore = 19 * (counts.win[at + b] as number) - 20 * (counts.loss[at + b] as number);
      for (let k = 0; k < 21; k++) {
        const s = 19 * (counts.win[at + k] as number) - 20 * (counts.loss[at + k] as number);
        if (scores) scores[at + k] = s;
        if (
          s > bScore ||
          (s === bScore &&
            b !== hwSplit &&
            (counts.back[at + k] as number) > (counts.back[at + b] as number))
        ) {
          b = k;
          bScore = s;
        }
      }
      best[c] = b;
      const w = sc.weight[c] as number;
      row[0] = w;
      row[1] = trSplit === hwSplit ? 0 : w;
      row[2] = w * (counts.win[at + hwSplit] as number);
      row[3] = w * (counts.loss[at + hwSplit] as number);
      row[4] = w * (counts.win[at + trSplit] as number);
      row[5] = w * (counts.loss[at + trSplit] as number);
      row[6] = w * (counts.win[at + b] as number);
      row[7] = w * (counts.loss[at + b] as number);
      add(sums, ALL_KEY, row);
      add(sums, hwKey(ruleLabel(hw[0] as number)), row);
      add(sums, trainerKey(t.rule < 0 ? HOUSE_WAY_RULE : (RULES[t.rule]?.key ?? "?")), row);
    }
    parts.push({ best, scores });
    classes += sc.count;
    onMultiset(sc.count);
  }
  const best = new Uint8Array(classes);
  const scores = withScores ? new Int32Array(classes * 21) : null;
  let at = 0;
  for (const p of parts) {
    best.set(p.best, at);
    if (scores && p.scores) scores.set(p.scores, at * 21);
    at += p.best.length;
  }
  return { classes, best, scores, sums };
}
