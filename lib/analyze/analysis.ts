/**
 * The analyzer's service: every split of any hand with its exact counts and EV, the house way,
 * the trainer's way and the best split. Counts come through the shared EV cache (the practice
 * drill fills the same table), so a hand seen before costs a lookup; counts do not depend on
 * the commission, so one cached entry serves both commissions.
 */
import "server-only";
import type { Queryable } from "@/lib/db/store";
import type { Card } from "@/lib/engine";
import { type EvResult, evFromCounts, exactEv, handCategory } from "@/lib/engine";
import { handEv } from "@/lib/practice/ev";
import { toSplitViews } from "./split-views";
import { trainerView } from "./trainer";
import type { AnalysisView } from "./views";

/** The counts of a hand: cached when possible; a failing database only costs the cache. */
async function countsOf(
  db: Queryable,
  hand: readonly Card[],
): Promise<{ result: EvResult; cached: boolean }> {
  try {
    return await handEv(db, hand);
  } catch (error) {
    console.error("analyze: EV cache unavailable, computing without it", error);
    return { result: exactEv(hand), cached: false };
  }
}

export async function analyzeHand(
  db: Queryable,
  hand: readonly Card[],
  commission: number,
): Promise<AnalysisView> {
  const counted = await countsOf(db, hand);
  const result =
    counted.result.commission === commission
      ? counted.result
      : evFromCounts(hand, counted.result.splits, { commission });
  return {
    hand: [...hand],
    commission,
    dealerHands: result.dealerHands,
    category: handCategory(hand),
    splits: toSplitViews(result),
    best: result.best,
    houseWay: result.houseWay,
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
    trainer: trainerView(hand),
    cached: counted.cached,
  };
}
