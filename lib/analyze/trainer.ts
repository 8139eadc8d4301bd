/**
 * The trainer's way (lib/engine/strategy) as the analyzer and the grade show it: the index of
 * its split among the 21, its rule and its reason. Pure and client-safe, so the grade can
 * compute it in the browser from the hand alone.
 */
import type { Card } from "@/lib/engine";
import { splitIndex, trainerWay } from "@/lib/engine";
import type { TrainerView } from "./views";

export function trainerView(hand: readonly Card[]): TrainerView {
  const setting = trainerWay(hand);
  return {
    index: splitIndex(setting.frontIndex[0], setting.frontIndex[1]),
    rule: setting.rule,
    reason: setting.reason,
  };
}
