import { type RuleSet, ruleSetStrategy } from "@/lib/engine";
import type { Translate } from "@/lib/i18n/game-text";
import { ownRuleTitle } from "@/lib/i18n/strategy-rule-words";
import { BEAT_RULES, beatRulesFor } from "@/lib/practice/beat";
import type { BeatRuleOption } from "./DrillPicker";

/**
 * The rules "Beat the house way, by rule" offers a learner of `rs`, titled as the strategy
 * page titles them: a casino's own list worded from its data (the rules with hands to drill),
 * else the seed's ten rules.
 */
export function beatRuleOptions(t: Translate, rs: RuleSet): BeatRuleOption[] {
  const own = ruleSetStrategy(rs);
  const keys = beatRulesFor(rs);
  if (own)
    return own.rules
      .filter((rule) => keys.includes(rule.key))
      .map((rule) => ({ key: rule.key, title: ownRuleTitle(t, rule) }));
  return BEAT_RULES.map((key) => ({ key, title: t(`StrategyRules.${key}.title`) }));
}
