/**
 * Two casinos' house ways side by side for one hand: each way's setting with its rule and
 * reason, and the EV of each setting against its own casino's dealer and the other's. Both
 * analyses list the same hand's 21 splits in the same order, so a split index means the same
 * setting in both. Pure (views in, view out); client-safe.
 */
import type { SplitView } from "@/lib/practice/views";
import type { AnalysisView, CompareSide, CompareView } from "./views";

function side(own: AnalysisView, other: AnalysisView): CompareSide {
  const split = own.splits[own.houseWay] as SplitView;
  return {
    ruleSet: own.ruleSet,
    houseWay: own.houseWay,
    split,
    rule: own.houseWayRule,
    reason: own.houseWayReason,
    evOwn: split.ev,
    evOther: (other.splits[own.houseWay] as SplitView).ev,
  };
}

export function compareHouseWays(a: AnalysisView, b: AnalysisView): CompareView {
  if (a.hand.join(" ") !== b.hand.join(" "))
    throw new Error("compareHouseWays: the two analyses are of different hands");
  const left = side(a, b);
  const right = side(b, a);
  const same =
    left.split.backValue === right.split.backValue &&
    left.split.frontValue === right.split.frontValue;
  return { sides: [left, right], same };
}
