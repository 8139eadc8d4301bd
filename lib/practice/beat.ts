/**
 * The drill "Beat the house way": hands the trainer's way of the learner's casino sets
 * differently (in value) from that casino's house way, optionally only those of one rule.
 * A rule set with its own list (lib/engine/strategy/rule-sets/) drills that list (rules `R1`...)
 * against its own house way; the others drill the seed's ten rules (`S1`...) against the seed
 * way, the way they were derived against. Uniform within that set, as the category drills are:
 * uniform hands are dealt until one qualifies. The cheap test (which rule sets the hand) runs
 * on every hand, the full comparison with the house way only on candidates, so even the rarest
 * rule (about 1 hand in 20,000) deals in well under a tenth of a second.
 */

import { departs } from "@/lib/analyze/departs";
import type { Card, RuleSet } from "@/lib/engine";
import {
  deal,
  houseWay,
  ownRuleExamplesOf,
  ownRuleFront,
  type Rng,
  ruleSetStrategy,
  STRATEGY_RULES,
  trainerFront,
  trainerWayFor,
} from "@/lib/engine";

/** The seed's rule keys (the general list), in order. */
export const BEAT_RULES: readonly string[] = STRATEGY_RULES.map((r) => r.key);

/**
 * The rule keys a learner of `rs` can drill: its own list's, else the seed's, in order. An own
 * rule that keeps the house way's setting (an exception a later rule would otherwise take: no
 * hand in 3M sets it unlike the house way, so it has no example) has no hands to drill.
 */
export function beatRulesFor(rs: RuleSet): readonly string[] {
  const own = ruleSetStrategy(rs);
  if (!own) return BEAT_RULES;
  const examples = ownRuleExamplesOf(rs);
  return own.rules.map((r) => r.key).filter((key) => key in examples);
}

/**
 * Whether `value` has the form of a rule key of some list (`S1`..., `R1`...): what a request
 * may name. Whether the learner's casino has that rule is checked where the casino is known.
 */
export const isBeatRuleKey = (value: unknown): value is string =>
  typeof value === "string" && /^[RS][1-9][0-9]?$/.test(value);

/** Does the trainer's way of `rs` set the hand unlike its house way, in value? */
function departsUnder(hand: readonly Card[], rs: RuleSet): boolean {
  const t = trainerWayFor(hand, rs);
  const h = houseWay(hand, rs.way);
  return t.backValue !== h.backValue || t.frontValue !== h.frontValue;
}

/**
 * A hand for the drill under `rs`: one its trainer's way sets unlike the house way, by the rule
 * named (a key of beatRulesFor(rs)) or by any rule when `rule` is null.
 */
export function dealBeat(rng: Rng, rule: string | null, rs: RuleSet, maxTries = 2_000_000): Card[] {
  const own = ruleSetStrategy(rs);
  const keys = beatRulesFor(rs);
  if (rule !== null && !keys.includes(rule))
    throw new Error(`no hand for beat:${rule}: unknown rule`);
  const wanted = rule === null ? -1 : keys.indexOf(rule);
  for (let n = 0; n < maxTries; n++) {
    const hand = deal(rng, 7);
    if (own) {
      const first = ownRuleFront(hand, own);
      if (!first || (rule !== null && first.rule !== rule)) continue;
      if (departsUnder(hand, rs)) return hand;
      continue;
    }
    const first = trainerFront(hand).rule;
    if (first < 0 || (wanted >= 0 && first !== wanted)) continue;
    if (departs(hand).departs) return hand;
  }
  throw new Error(`no hand for beat${rule ? `:${rule}` : ""} in ${maxTries} deals`);
}
