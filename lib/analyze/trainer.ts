/**
 * The trainer's way (lib/engine/strategy) as the analyzer and the grade show it: the index of
 * its split among the 21, its rule and its reason. Pure and client-safe, so the grade can
 * compute it in the browser from the hand alone.
 */
import type { Card } from "@/lib/engine/cards";
import type { TrainerView } from "./views";

export function trainerView(_hand: readonly Card[]): TrainerView | null {
  return null;
}
