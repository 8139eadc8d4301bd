/**
 * The grade the drill shows, built from the engine's exact EV and verdict: one function for
 * the server's answer (lib/practice/submit.ts) and the browser's offline worker (lib/offline), so a hand
 * graded on the device shows exactly what the server would. Client-safe (engine only).
 */
import { type Card, type EvResult, type Grade, handCategory } from "@/lib/engine";
import { splitViews } from "@/lib/grading/views";
import type { DrillKind, GradeView } from "./views";

export interface GradeViewExtra {
  dealId: string;
  drill: DrillKind;
  cached: boolean;
  review: GradeView["review"];
  attemptKind?: GradeView["attemptKind"];
  ruleSet: GradeView["ruleSet"];
}

export function gradeViewOf(
  hand: readonly Card[],
  result: EvResult,
  graded: Grade,
  extra: GradeViewExtra,
): GradeView {
  return {
    dealId: extra.dealId,
    hand: [...hand],
    verdict: graded.verdict,
    chosen: result.splits.indexOf(graded.chosen),
    best: result.best,
    houseWay: result.houseWay,
    evLost: graded.evLost,
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
    category: handCategory(hand),
    dealerHands: result.dealerHands,
    commission: result.commission,
    splits: splitViews(result.splits),
    cached: extra.cached,
    review: extra.review,
    drill: extra.drill,
    attemptKind: extra.attemptKind,
    ruleSet: extra.ruleSet,
  };
}
