/**
 * The exact game's figures again from the stored split scores (edge.ts's
 * `scores`, one Int32 per class and split), without recomputing any EV: for
 * a changed trainer's way, or to count departures by value. Seconds per
 * million classes instead of the full run's CPU minutes.
 *
 * A hand departs when the trainer's setting differs in value (back or front)
 * from the house way's, as the Strategy page counts it. Scores are in units
 * of 1 / (20 x dealer hands) (19 win - 20 loss); summary.ts's KeyFigures are
 * in 1 / (10000 x dealer hands), hence the factor 500.
 */
import type { Card } from "../cards";
import { eval2, evalBack } from "../evaluate";
import { codeFront, ruleLabel } from "../house-way-code";
import { houseWayInto } from "../house-way-fast";
import { SPLIT_PAIRS } from "../splits";
import { HOUSE_WAY_RULE, type StrategyRule, trainerFront } from "../strategy";
import { RULES } from "../strategy/rules";
import { rankMultisets, suitClasses } from "./classes";
import { ALL_KEY, hwKey, trainerKey } from "./edge";
import type { KeyFigures } from "./summary";

const SPLIT_OF = new Int8Array(64).fill(-1);
SPLIT_PAIRS.forEach(([i, j], k) => {
  SPLIT_OF[i * 8 + j] = k;
  SPLIT_OF[j * 8 + i] = k;
});

/** Running sums per key: hands, departs, then the score sums of the house way, the trainer and the best split. */
export type ScoreSums = Map<string, Float64Array>;

/** Sums in doubles per multiset (exact: at most 715 classes x 24 x 1.1e9), then in BigInt. */
export class ScoreTotals {
  readonly totals = new Map<string, bigint[]>();
  add(part: ScoreSums | Record<string, ArrayLike<number>>): void {
    for (const [key, row] of part instanceof Map ? part : Object.entries(part)) {
      let t = this.totals.get(key);
      if (!t) {
        t = [0n, 0n, 0n, 0n, 0n];
        this.totals.set(key, t);
      }
      for (let i = 0; i < 5; i++) t[i] = (t[i] as bigint) + BigInt(row[i] as number);
    }
  }
  figures(): Record<string, KeyFigures> {
    const out: Record<string, KeyFigures> = {};
    for (const [key, t] of this.totals) {
      out[key] = {
        hands: t[0] as bigint,
        departs: t[1] as bigint,
        houseWay: 500n * (t[2] as bigint),
        trainer: 500n * (t[3] as bigint),
        optimal: 500n * (t[4] as bigint),
      };
    }
    return out;
  }
}

/**
 * Sums of multiset m's classes from their scores (21 per class) and best splits,
 * setting each hand by `rules` as the trainer's way.
 */
export function rescoreMultiset(
  m: number,
  scores: Int32Array,
  best: Uint8Array,
  rules: readonly StrategyRule[] = RULES,
): ScoreSums {
  const ms = rankMultisets()[m];
  if (!ms) throw new RangeError(`no rank multiset ${m}`);
  const sc = suitClasses(ms);
  if (scores.length !== sc.count * 21 || best.length !== sc.count)
    throw new Error(`multiset ${m}: ${sc.count} classes, scores for ${scores.length / 21}`);
  const sums: ScoreSums = new Map();
  const add = (key: string, w: number, departs: boolean, hw: number, tr: number, b: number) => {
    let row = sums.get(key);
    if (!row) {
      row = new Float64Array(5);
      sums.set(key, row);
    }
    row[0] = (row[0] as number) + w;
    if (departs) row[1] = (row[1] as number) + w;
    row[2] = (row[2] as number) + w * hw;
    row[3] = (row[3] as number) + w * tr;
    row[4] = (row[4] as number) + w * b;
  };
  const hwOut = new Int32Array(3);
  for (let c = 0; c < sc.count; c++) {
    const cards = Array.from(sc.cards.subarray(c * 7, c * 7 + 7)) as Card[];
    houseWayInto(cards, hwOut, "seed"); // the seed way's stored scores only
    const code = hwOut[0] as number;
    const [hi, hj] = codeFront(code);
    const hwSplit = SPLIT_OF[hi * 8 + hj] as number;
    const t = trainerFront(cards, rules.length, rules);
    const ti = t.front & 7;
    const tj = (t.front >> 3) & 7;
    const trSplit = SPLIT_OF[ti * 8 + tj] as number;
    const departs =
      trSplit !== hwSplit &&
      (evalBack(cards, ti, tj) !== hwOut[1] ||
        eval2(cards[ti] as Card, cards[tj] as Card) !== hwOut[2]);
    const w = sc.weight[c] as number;
    const hw = scores[c * 21 + hwSplit] as number;
    const tr = scores[c * 21 + trSplit] as number;
    const b = scores[c * 21 + (best[c] as number)] as number;
    add(ALL_KEY, w, departs, hw, tr, b);
    add(hwKey(ruleLabel(code)), w, departs, hw, tr, b);
    add(
      trainerKey(t.rule < 0 ? HOUSE_WAY_RULE : (rules[t.rule]?.key ?? "?")),
      w,
      departs,
      hw,
      tr,
      b,
    );
  }
  return sums;
}
