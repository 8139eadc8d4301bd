/**
 * The analyzer's service: every split of any hand with its exact counts and EV, the house way,
 * the trainer's way and the best split. Counts come from the analyzer's own bounded memory of
 * recent hands (./memo.ts) or are computed (on the EV worker pool when it runs); they do not
 * depend on the commission, so one entry serves both commissions. Nothing is written to the
 * database, and nothing about where the counts came from reaches the client (issue 21, items 4
 * and 8: a `cached` flag told one client what another had just been dealt).
 */
import "server-only";
import type { Card } from "@/lib/engine";
import { evFromCounts, handCategory, type RuleSet } from "@/lib/engine";
import { evKey, evOf } from "@/lib/grading/ev";
import { splitViews } from "@/lib/grading/views";
import { RecentHands } from "./memo";
import { trainerView } from "./trainer";
import type { AnalysisView } from "./views";

const holder = globalThis as typeof globalThis & { __paigowRecentHands?: RecentHands };
/** One memory per process, however many copies of this module Next bundles. */
export const recentHands = (): RecentHands => {
  holder.__paigowRecentHands ??= new RecentHands();
  return holder.__paigowRecentHands;
};

/**
 * The analysis of a hand against the dealer of a casino rule set (RULES.md 12): its house way
 * sets the dealer's hands and the player's, its variant settles. Counts are kept per rule set
 * (the memory's key is the ev_cache key, which names the rule set unless it is the default).
 */
export async function analyzeHand(
  hand: readonly Card[],
  commission: number,
  ruleSet: RuleSet,
): Promise<AnalysisView> {
  const key = evKey(hand, ruleSet);
  const memo = recentHands();
  const counted = await evOf(hand, key, memo.get(key), ruleSet);
  if (counted.counts !== null) memo.set(key, counted.counts);
  const result =
    counted.result.commission === commission
      ? counted.result
      : evFromCounts(hand, counted.result.splits, { commission, ruleSet });
  return {
    hand: [...hand],
    ruleSet: { way: ruleSet.way, variant: ruleSet.variant },
    commission,
    dealerHands: result.dealerHands,
    category: handCategory(hand),
    splits: splitViews(result.splits),
    best: result.best,
    houseWay: result.houseWay,
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
    trainer: trainerView(hand, ruleSet),
  };
}
