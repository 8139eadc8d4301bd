/**
 * The trainer's way (lib/engine/strategy) as the analyzer and the grade show it: the index of
 * its split among the 21, its rule and its reason, under the rule set the hand is graded or
 * analyzed against (a casino with its own list of rules uses it; rule-sets.ts). Pure and
 * client-safe, so the grade can compute it in the browser from the hand alone.
 */
import type { Card, RuleSet } from "@/lib/engine";
import { splitIndex, trainerWayFor } from "@/lib/engine";
import type { TrainerView } from "./views";

export function trainerView(hand: readonly Card[], ruleSet: RuleSet): TrainerView {
  const setting = trainerWayFor(hand, ruleSet);
  return {
    index: splitIndex(setting.frontIndex[0], setting.frontIndex[1]),
    rule: setting.rule,
    reason: setting.reason,
    own: setting.own,
    ownList: setting.ownList,
  };
}
