/**
 * The house way of any casino (RULES.md sections 5 and 12): the setting of a seven-card hand,
 * its values, the rule that chose the front and a reason the UI renders as a translated
 * sentence. The online (seed) way's rules are code (seed-way.ts), the casinos' in ways/.
 */
import { assertCards, type Card } from "./cards";
import { codeFront, codeRule } from "./house-way-code";
import { explain, type Reason } from "./house-way-reason";
import type { Way } from "./rule-set";
import { makeSplit } from "./splits";
import { wayDef } from "./ways";
import { explainCasino } from "./ways/reason";

export { houseWayCode } from "./seed-way";
export { STRAIGHT_MASK } from "./straight-mask";

export interface HouseWaySetting {
  front: [Card, Card];
  back: Card[];
  /** Positions of the front cards in the hand. */
  frontIndex: [number, number];
  backValue: number;
  frontValue: number;
  /** The way that set the hand. */
  way: Way;
  /**
   * The seed way: `1`..`10`, or `2>N` / `3>N` when rule 2 or 3 sent the hand
   * on (RULES.md section 7). A casino way: its rule's name (`two-pair:split`,
   * `straight>full-house` when a straight could be made but the type decided).
   */
  rule: string;
  /** The seed way's rule that chose the front, 1..10; 0 for a casino way. */
  ruleNumber: number;
  reason: Reason;
}

/** The house way's setting of a seven-card hand, with the rule that chose it and why. */
export function houseWay(hand: readonly Card[], way: Way): HouseWaySetting {
  assertCards(hand, 7);
  const def = wayDef(way);
  const code = def.code(hand);
  const [i, j] = codeFront(code);
  const split = makeSplit(hand, i, j);
  return {
    front: split.front,
    back: split.back,
    frontIndex: split.frontIndex,
    backValue: split.backValue,
    frontValue: split.frontValue,
    way,
    rule: def.label(code),
    ruleNumber: way === "seed" ? codeRule(code) : 0,
    reason:
      way === "seed"
        ? explain(hand, code, split.backValue)
        : explainCasino(hand, code, split.backValue),
  };
}
