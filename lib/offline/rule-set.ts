/**
 * The casino rule set an offline hand is graded under. Today the engine knows one (the seed
 * texts' house way, standard game); the rule-set work adds `{ way, variant }` values to the
 * engine's houseWay and exact EV. Every offline path (the browser's worker, the queue, the
 * sync endpoint) carries this value through, so wiring the learner's own rule set is a change
 * here and in the engine call, not in the plumbing. Client-safe.
 */
export const RULE_SET_WAYS = ["seed"] as const;
export const RULE_SET_VARIANTS = ["standard"] as const;

export interface RuleSet {
  way: (typeof RULE_SET_WAYS)[number];
  variant: (typeof RULE_SET_VARIANTS)[number];
}

export const DEFAULT_RULE_SET: RuleSet = { way: "seed", variant: "standard" };

/** The engine options of a rule set (none yet beyond the engine's defaults). */
export function evOptionsOf(_ruleSet: RuleSet): Record<string, never> {
  return {};
}
