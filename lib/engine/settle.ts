/**
 * Settling one hand (RULES.md section 4): backs against backs, fronts against
 * fronts; equal hands ("copies") go to the dealer; a fouled player loses.
 * Under a commission-free variant (12.3) the dealer's push hand pushes
 * every bet first, a fouled one included.
 */
import { dealerPushes, type Variant } from "./rule-set";

export type Outcome = "win" | "push" | "loss";

export interface SetValues {
  backValue: number;
  frontValue: number;
  foul: boolean;
}

export const DEFAULT_COMMISSION = 0.05;

/** The player's result against the dealer. The house way never fouls; a dealer foul is a caller bug. */
export function settle(player: SetValues, dealer: SetValues, variant: Variant): Outcome {
  if (dealer.foul) throw new Error("settle: the dealer's hand is fouled");
  if (dealerPushes(variant, dealer.backValue, dealer.frontValue)) return "push";
  if (player.foul) return "loss";
  const back = player.backValue > dealer.backValue;
  const front = player.frontValue > dealer.frontValue;
  if (back && front) return "win";
  if (!back && !front) return "loss";
  return "push";
}

/** Units won per unit bet: a win pays even money less the commission. */
export function payout(outcome: Outcome, commission = DEFAULT_COMMISSION): number {
  if (commission < 0 || commission >= 1)
    throw new RangeError(`commission must be in [0, 1), got ${commission}`);
  return outcome === "win" ? 1 - commission : outcome === "loss" ? -1 : 0;
}
