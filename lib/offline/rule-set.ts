/**
 * The casino rule set an offline hand is graded under: the engine's `{ way, variant }` value
 * (RULES.md 12), carried through the browser's worker, the queue and the sync endpoint.
 * The device grades under the learner's casino as the page knew it when last online; the sync
 * endpoint grades again under the same rule set and the attempt records it. Client-safe: the
 * rule-set module is plain data, so no engine code enters a page's bundle.
 */
import type { EvOptions, RuleSet } from "@/lib/engine";
import { DEFAULT_RULE_SET, isCustomWay, VARIANTS, WAYS } from "@/lib/engine";

export type { RuleSet };

/** What the sync endpoint takes until attempts store their rule set. */
/** Every rule set syncs: attempts record the rule set they were graded under (issue 31). */
export const SYNCED_WAYS = WAYS;
export const SYNCED_VARIANTS = VARIANTS;
export type SyncedRuleSet = RuleSet;

/** The engine options that grade under a rule set. */
export const evOptionsOf = (ruleSet: RuleSet): EvOptions => ({ ruleSet });

/**
 * The rule set offline practice grades under (issue 52 part 3): the learner's casino, except a
 * learner's own house way, which this device's engine does not carry (the worker, the deals
 * batch and the sync take the published ways only): then the default way in the same game,
 * and `ownWay` true so the page says so plainly. Online practice grades under the own way.
 */
export function offlineRuleSet(casino: RuleSet): { ruleSet: RuleSet; ownWay: boolean } {
  if (!isCustomWay(casino.way)) return { ruleSet: casino, ownWay: false };
  return { ruleSet: { way: DEFAULT_RULE_SET.way, variant: casino.variant }, ownWay: true };
}
