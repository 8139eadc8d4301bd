/**
 * Exact measurement of the trainer's way on labelled hands (labels.ts):
 * mean EV of the house way, of the trainer's way and of the best split; per
 * rule how often it sets a hand and what it gains over the house way; and
 * the curve "first k rules -> share of the optimal gain".
 *
 * EVs are summed as exact integer scores (ev.ts: (10000 - bp) * win -
 * 10000 * loss) so the totals do not depend on summation order.
 */
import { DEALER_HANDS } from "../ev";
import { splitIndex } from "../splits";
import { trainerFront } from ".";
import { type Labels, labelHand, labelScore } from "./labels";
import { RULES, type StrategyRule } from "./rules";

interface RuleFigures {
  key: string;
  /** Hands this rule set (it was the first to match). */
  fires: number;
  /** Hands where its front differs from the house way's. */
  departs: number;
  /** Sum of EV(rule's split) - EV(house way's split) over the hands it set. */
  gain: number;
}

export interface StrategyFigures {
  hands: number;
  commission: number;
  /** Mean exact EV per hand, in units bet. */
  houseWay: number;
  trainer: number;
  best: number;
  rules: RuleFigures[];
  /** curve[k]: mean EV gain over the house way with only the first k rules (curve[0] = 0). */
  curve: number[];
}

const frontSplit = (front: number): number => splitIndex(front & 7, (front >> 3) & 7);

export function measure(
  labels: Labels,
  commission = 0.05,
  rules: readonly StrategyRule[] = RULES,
): StrategyFigures {
  const bp = Math.round(commission * 10_000);
  const fig = rules.map((r) => ({ key: r.key, fires: 0, departs: 0, gain: 0 }));
  const curveScore = new Float64Array(rules.length + 1);
  let hwSum = 0;
  let trainerSum = 0;
  let bestSum = 0;
  for (let h = 0; h < labels.count; h++) {
    const hand = labelHand(labels, h);
    const hwFront = trainerFront(hand, 0, rules).front;
    const hwScore = labelScore(labels, h, frontSplit(hwFront), bp);
    let best = hwScore;
    for (let s = 0; s < 21; s++) best = Math.max(best, labelScore(labels, h, s, bp));
    // The prefix of k rules sets the hand like the full list when its first match is below k.
    const t = trainerFront(hand, rules.length, rules);
    const score = t.rule < 0 ? hwScore : labelScore(labels, h, frontSplit(t.front), bp);
    hwSum += hwScore;
    bestSum += best;
    trainerSum += score;
    if (t.rule >= 0) {
      const f = fig[t.rule] as RuleFigures;
      f.fires++;
      if (frontSplit(t.front) !== frontSplit(hwFront)) f.departs++;
      f.gain += score - hwScore;
      for (let k = t.rule + 1; k <= rules.length; k++)
        curveScore[k] = (curveScore[k] as number) + score - hwScore;
    }
  }
  const unit = 10_000 * DEALER_HANDS;
  const n = labels.count;
  return {
    hands: n,
    commission,
    houseWay: hwSum / unit / n,
    trainer: trainerSum / unit / n,
    best: bestSum / unit / n,
    rules: fig.map((f) => ({ ...f, gain: f.gain / unit })),
    curve: Array.from(curveScore, (s) => s / unit / n),
  };
}
