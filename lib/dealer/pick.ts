/**
 * Which hands the dealer's drill deals (pure): weighted toward the rare hand types (quads,
 * five aces, straights and flushes with pairs, three pairs) and toward the hands the casinos'
 * ways set differently, since those are what a dealer gets wrong. `differs` deals only hands
 * where the casino's way sets differently from the online way the learner already knows.
 */

import type { DealerMode } from "@/db/schema/vocabulary";
import {
  type Card,
  type DrillFilter,
  dealFiltered,
  houseWay,
  type Rng,
  WAYS,
  type Way,
} from "@/lib/engine";

/** Hand types and how often the drill asks for each (out of the sum). */
const DEALER_WEIGHTS: ReadonlyArray<readonly [DrillFilter, number]> = [
  ["two-pair", 24],
  ["quads", 12],
  ["full-house", 10],
  ["straight", 10],
  ["flush", 8],
  ["three-pair", 8],
  ["trips", 8],
  ["one-pair", 6],
  ["five-aces", 5],
  ["straight-flush", 4],
  ["no-pair", 3],
  ["joker", 2],
];
const TOTAL = DEALER_WEIGHTS.reduce((s, [, w]) => s + w, 0);

/** A hand the ways all set alike is kept with this chance (the rest are drawn again). */
const SAME_KEEP = 0.35;
/** Draws before `differs` gives up on a way that rarely differs (never in practice). */
const MAX_DRAWS = 2_000;

function pickFilter(rng: Rng): DrillFilter {
  let r = rng() * TOTAL;
  for (const [filter, w] of DEALER_WEIGHTS) {
    r -= w;
    if (r < 0) return filter;
  }
  return "two-pair";
}

/** Two ways set the hand to the same back and front (equal-rank cards are the same hands). */
export function sameSetting(hand: readonly Card[], a: Way, b: Way): boolean {
  const x = houseWay(hand, a);
  const y = houseWay(hand, b);
  return x.backValue === y.backValue && x.frontValue === y.frontValue;
}

const allAgree = (hand: readonly Card[]): boolean =>
  WAYS.every((w) => w === "seed" || sameSetting(hand, "seed", w));

/** A hand for the dealer's drill of `way` in `mode`. */
export function pickDealerHand(rng: Rng, way: Way, mode: DealerMode): Card[] {
  for (let n = 0; n < MAX_DRAWS; n++) {
    const hand = dealFiltered(rng, pickFilter(rng));
    if (mode === "differs") {
      if (!sameSetting(hand, way, "seed")) return hand;
      continue;
    }
    if (!allAgree(hand) || rng() < SAME_KEEP) return hand;
  }
  throw new Error(`no hand for the dealer's drill of ${way} (${mode})`);
}
