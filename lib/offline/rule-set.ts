/**
 * The casino rule set an offline hand is graded under: the engine's `{ way, variant }` value
 * (RULES.md 12), carried through the browser's worker, the queue and the sync endpoint.
 * The device grades under the learner's casino as the page knew it when last online; the sync
 * endpoint grades again under the same rule set and the attempt records it. Client-safe: the
 * rule-set module is plain data, so no engine code enters a page's bundle.
 */
import type { EvOptions, RuleSet } from "@/lib/engine";
import { VARIANTS, WAYS } from "@/lib/engine";

export type { RuleSet };

/** What the sync endpoint takes until attempts store their rule set. */
/** Every rule set syncs: attempts record the rule set they were graded under (issue 31). */
export const SYNCED_WAYS = WAYS;
export const SYNCED_VARIANTS = VARIANTS;
export type SyncedRuleSet = RuleSet;

/** The engine options that grade under a rule set. */
export const evOptionsOf = (ruleSet: RuleSet): EvOptions => ({ ruleSet });
