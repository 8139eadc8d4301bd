/**
 * The seats the house plays against a learner bank at the learner's own table (RULES.md 9):
 * their bets (within the limits, in whole chips) and every hand of the round come from one
 * seed, stored with the round so it can be replayed.
 */
import { type Card, createRng, deal, randomInt } from "@/lib/engine";
import type { TableConfig } from "../tables";

export function seatsFromSeed(
  table: TableConfig,
  seats: number,
  seed: number,
): { bankHand: Card[]; seats: Array<{ hand: Card[]; bet: number }> } {
  const rng = createRng(seed);
  const cards = deal(rng, 7 * (seats + 1));
  const step = Math.min(...table.chips);
  const steps = Math.floor((table.maxBet - table.minBet) / step);
  return {
    bankHand: cards.slice(0, 7),
    seats: Array.from({ length: seats }, (_, k) => ({
      hand: cards.slice(7 * (k + 1), 7 * (k + 2)),
      bet: table.minBet + step * randomInt(rng, steps + 1),
    })),
  };
}
