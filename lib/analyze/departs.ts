import type { Card } from "@/lib/engine";
import { houseWay, trainerWay } from "@/lib/engine";

/**
 * Which rule of the trainer's way sets the hand, and does it set it differently in value
 * from the house way (the same values by other cards of a rank do not count)?
 */
export function departs(hand: readonly Card[]): { rule: string; departs: boolean } {
  const t = trainerWay(hand);
  // The trainer's way was derived against the seed way's house way (the default game).
  const h = houseWay(hand, "seed");
  return {
    rule: t.rule,
    departs: t.backValue !== h.backValue || t.frontValue !== h.frontValue,
  };
}
