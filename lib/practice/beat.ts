/**
 * The drill "Beat the house way": hands the trainer's way sets differently (in value) from
 * the house way, optionally only those of one rule. Uniform within that set, as the category
 * drills are: uniform hands are dealt until one qualifies. The cheap test (which rule sets
 * the hand) runs on every hand, the full comparison with the house way only on candidates,
 * so even the rarest rule (about 1 hand in 20,000) deals in well under a tenth of a second.
 */

import { departs } from "@/lib/analyze/departs";
import type { Card } from "@/lib/engine";
import { deal, type Rng, STRATEGY_RULES, trainerFront } from "@/lib/engine";

/** The rule keys a learner can drill (the trainer's rules, in order). */
export const BEAT_RULES: readonly string[] = STRATEGY_RULES.map((r) => r.key);

export const isBeatRule = (value: unknown): value is string =>
  typeof value === "string" && BEAT_RULES.includes(value);

export function dealBeat(rng: Rng, rule: string | null, maxTries = 2_000_000): Card[] {
  const wanted = rule === null ? -1 : BEAT_RULES.indexOf(rule);
  if (rule !== null && wanted < 0) throw new Error(`no hand for beat:${rule}: unknown rule`);
  for (let n = 0; n < maxTries; n++) {
    const hand = deal(rng, 7);
    const first = trainerFront(hand).rule;
    if (first < 0 || (wanted >= 0 && first !== wanted)) continue;
    if (departs(hand).departs) return hand;
  }
  throw new Error(`no hand for beat${rule ? `:${rule}` : ""} in ${maxTries} deals`);
}
