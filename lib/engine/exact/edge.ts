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
 *
 * A pass is for one house way (RULES.md 12) and serves its three settlement
 * variants at once (batch.ts counts them together): each variant has its own
 * best split per class (the commission-free games score win - loss) and its
 * own sums.
 */
import type { Card } from "../cards";
import { DEALER_HANDS } from "../ev";
import { codeFront } from "../house-way-code";
import { houseWayInto } from "../house-way-fast";
import { VARIANTS, type Variant, type Way } from "../rule-set";
import { SPLIT_PAIRS } from "../splits";
import { HOUSE_WAY_RULE, trainerFront } from "../strategy";
import { RULES } from "../strategy/rules";
import { wayDef } from "../ways";
import { batchCounts } from "./batch";
import { rankMultisets, suitClasses } from "./classes";

/** Per key: hands, hands where the trainer's front differs from the house way's, then W and L of each way. */
const SUM_FIELDS = [
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

/** The smallest gain over the house way that makes a trap: 0.01 units (lib/practice/traps.ts). */
export const TRAP_MIN_GAIN = 0.01;
const trapMinScore = (variant: Variant, dealerHands: number): number =>
  Math.ceil(TRAP_MIN_GAIN * scoreUnit(variant, dealerHands));

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
  /** Per class: the best split in the standard game (0..20, SPLIT_PAIRS order of the class's ascending cards). */
  best: Uint8Array;
  /** Per class and split: (19 win - 20 loss), the 5%-commission EV in units of 1 / (20 x dealer hands). */
  scores: Int32Array | null;
  /**
   * The stored scores of each variant asked for (standard's is `scores`), 21 a class: the
   * variant's EV in its score units (scoreUnit): 19 win - 20 loss, or win - loss without
   * commission, each with the variant's own pushes (RULES.md 12.3).
   */
  scoresByVariant: Partial<Record<Variant, Int32Array>>;
  /** The standard game's sums. */
  sums: Sums;
  /** Every variant's best splits and sums (standard's are `best` and `sums`). */
  byVariant: Record<Variant, { best: Uint8Array; sums: Sums }>;
  /**
   * Every variant's house-way traps (the traps drill's pool, trap-pool.ts): per class whose
   * best split beats the house way's by at least TRAP_MIN_SCORE, three numbers: the class's
   * offset in this chunk, its weight and the cost in the variant's score units.
   */
  traps: Record<Variant, Float64Array>;
}

/** A variant's split scores in a checkpoint chunk: `chunk-N.scores` for standard (as the seed's always were), else `chunk-N.ez.scores`, `chunk-N.cf.scores`. */
export const scoresExt = (v: Variant): string => (v === "standard" ? "scores" : `${v}.scores`);

/** A unit of score in a variant: 20 x dealer hands with the 5% commission, else dealer hands. */
export const scoreUnit = (variant: Variant, dealerHands: number): number =>
  variant === "standard" ? 20 * dealerHands : dealerHands;

/**
 * Evaluates the classes of rank multisets [from, to) (classes.ts order)
 * with the dealer on `way`. `onMultiset(classes)` reports progress;
 * `withScores` also returns every split's score (the whole-game labels for
 * the derivation): `true` the standard game's, or the variants listed.
 */
export function evaluateMultisets(
  from: number,
  to: number,
  withScores: boolean | readonly Variant[],
  onMultiset: (classes: number) => void,
  way: Way,
): EdgeChunk {
  const all = rankMultisets();
  const label = wayDef(way).label;
  const scored: readonly Variant[] =
    withScores === true ? ["standard"] : withScores === false ? [] : withScores;
  const parts: Array<{
    best: Record<Variant, Uint8Array>;
    scores: Partial<Record<Variant, Int32Array>>;
  }> = [];
  const sums = { standard: {}, ez: {}, cf: {} } as Record<Variant, Sums>;
  const hw = new Int32Array(3);
  const row = new Array<number>(SUM_FIELDS.length);
  const traps: Record<Variant, number[]> = { standard: [], ez: [], cf: [] };
  let classes = 0;
  for (let m = from; m < to; m++) {
    const ms = all[m];
    if (!ms) throw new RangeError(`no rank multiset ${m}`);
    const sc = suitClasses(ms);
    const counts = batchCounts(ms, sc, way);
    const best = {
      standard: new Uint8Array(sc.count),
      ez: new Uint8Array(sc.count),
      cf: new Uint8Array(sc.count),
    };
    const scores: Partial<Record<Variant, Int32Array>> = {};
    for (const v of scored) scores[v] = new Int32Array(sc.count * 21);
    const winOf = { standard: counts.win, ez: counts.winEz, cf: counts.winCf };
    const lossOf = { standard: counts.loss, ez: counts.lossEz, cf: counts.lossCf };
    for (let c = 0; c < sc.count; c++) {
      const cards = Array.from(sc.cards.subarray(c * 7, c * 7 + 7)) as Card[];
      houseWayInto(cards, hw, way);
      const [hi, hj] = codeFront(hw[0] as number);
      const hwSplit = SPLIT_OF[hi * 8 + hj] as number;
      const t = trainerFront(cards);
      const trSplit = SPLIT_OF[(t.front & 7) * 8 + ((t.front >> 3) & 7)] as number;
      const at = c * 21;
      const w = sc.weight[c] as number;
      const hwLabel = hwKey(label(hw[0] as number));
      const trLabel = trainerKey(t.rule < 0 ? HOUSE_WAY_RULE : (RULES[t.rule]?.key ?? "?"));
      for (const variant of VARIANTS) {
        const vScores = scores[variant];
        const win = winOf[variant];
        const loss = lossOf[variant];
        // Scores as integers, so ties are exact: (0.95 win - loss) x 20, or win - loss without commission.
        const [a, b] = variant === "standard" ? [19, 20] : [1, 1];
        let bestK = hwSplit;
        let bScore = a * (win[at + bestK] as number) - b * (loss[at + bestK] as number);
        for (let k = 0; k < 21; k++) {
          const score = a * (win[at + k] as number) - b * (loss[at + k] as number);
          if (vScores) vScores[at + k] = score;
          if (
            score > bScore ||
            (score === bScore &&
              bestK !== hwSplit &&
              (counts.back[at + k] as number) > (counts.back[at + bestK] as number))
          ) {
            bestK = k;
            bScore = score;
          }
        }
        best[variant][c] = bestK;
        const hwScore = a * (win[at + hwSplit] as number) - b * (loss[at + hwSplit] as number);
        if (bScore - hwScore >= trapMinScore(variant, DEALER_HANDS))
          traps[variant].push(classes + c, w, bScore - hwScore);
        row[0] = w;
        row[1] = trSplit === hwSplit ? 0 : w;
        row[2] = w * (win[at + hwSplit] as number);
        row[3] = w * (loss[at + hwSplit] as number);
        row[4] = w * (win[at + trSplit] as number);
        row[5] = w * (loss[at + trSplit] as number);
        row[6] = w * (win[at + bestK] as number);
        row[7] = w * (loss[at + bestK] as number);
        add(sums[variant], ALL_KEY, row);
        add(sums[variant], hwLabel, row);
        add(sums[variant], trLabel, row);
      }
    }
    parts.push({ best, scores });
    classes += sc.count;
    onMultiset(sc.count);
  }
  const joined = (variant: Variant) => {
    const out = new Uint8Array(classes);
    let at = 0;
    for (const p of parts) {
      out.set(p.best[variant], at);
      at += p.best[variant].length;
    }
    return out;
  };
  const scoresByVariant: Partial<Record<Variant, Int32Array>> = {};
  for (const v of scored) {
    const out = new Int32Array(classes * 21);
    let at = 0;
    for (const p of parts) {
      out.set(p.scores[v] as Int32Array, at * 21);
      at += p.best.standard.length;
    }
    scoresByVariant[v] = out;
  }
  const byVariant = {
    standard: { best: joined("standard"), sums: sums.standard },
    ez: { best: joined("ez"), sums: sums.ez },
    cf: { best: joined("cf"), sums: sums.cf },
  };
  return {
    classes,
    best: byVariant.standard.best,
    scores: scoresByVariant.standard ?? null,
    scoresByVariant,
    sums: sums.standard,
    byVariant,
    traps: {
      standard: Float64Array.from(traps.standard),
      ez: Float64Array.from(traps.ez),
      cf: Float64Array.from(traps.cf),
    },
  };
}
