/**
 * The casino rule set an offline hand is graded under: the engine's `{ way, variant }` value
 * (RULES.md 12), carried through the browser's worker, the queue and the sync endpoint.
 * Attempts do not record a rule set yet (the learner's casino is the next issue), so the sync
 * endpoint accepts the default only (SYNCED_*), and the device grades under the rule set it is
 * given. Client-safe: types only from the engine, so no engine module enters a page's bundle.
 */
import type { EvOptions, RuleSet } from "@/lib/engine";

export type { RuleSet };

/** What the sync endpoint takes until attempts store their rule set. */
export const SYNCED_WAYS = ["seed"] as const;
export const SYNCED_VARIANTS = ["standard"] as const;
export interface SyncedRuleSet extends RuleSet {
  way: (typeof SYNCED_WAYS)[number];
  variant: (typeof SYNCED_VARIANTS)[number];
}

/** The seed casino's way with the 5% game: the engine's DEFAULT_RULE_SET. */
export const DEFAULT_RULE_SET: SyncedRuleSet = { way: "seed", variant: "standard" };

/** The engine options that grade under a rule set. */
export const evOptionsOf = (ruleSet: RuleSet): EvOptions => ({ ruleSet });
