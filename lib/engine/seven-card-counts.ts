/**
 * Counts of the best five-card category over seven-card hands (RULES.md
 * sections 3 and 6), by visiting every hand. The tally keys are COUNT_KEYS.
 *
 * The enumeration, one table lookup a hand, is seven-card-walk.ts (shared
 * with the Fortune bonus count); the tables here are built with the checked
 * evaluator (evaluate.ts).
 */
import type { Card } from "./cards";
import { bestOfSeven, eval5Fast } from "./evaluate";
import { buildHandTables, type HandKernel, tallyHandsFrom } from "./seven-card-walk";
import {
  BROADWAY_INDEX,
  CATEGORY_KEYS,
  type CategoryKey,
  categoryOf,
  nibble,
  STRAIGHT_FLUSH,
} from "./values";

/**
 * Tally keys, weakest first: the ten categories of values.ts (one vocabulary) with royal
 * flushes apart, between straight flushes and five aces.
 */
export const COUNT_KEYS: readonly (CategoryKey | "royal-flush")[] = [
  ...CATEGORY_KEYS.slice(0, STRAIGHT_FLUSH + 1),
  "royal-flush",
  ...CATEGORY_KEYS.slice(STRAIGHT_FLUSH + 1),
];

/** Tally index of a five-card value; a royal flush sits between straight flushes and five aces. */
export function countIndex(value: number): number {
  const category = categoryOf(value);
  if (category < STRAIGHT_FLUSH) return category;
  if (category === STRAIGHT_FLUSH) return nibble(value, 0) === BROADWAY_INDEX ? 9 : 8;
  return 10;
}

/** Tally index of the best five of a suit's cards (4 to 7, the joker among them or not). */
function bestOfSuited(cards: readonly Card[]): number {
  let best = -1;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const v = eval5Fast(
              cards[a] as Card,
              cards[b] as Card,
              cards[c] as Card,
              cards[d] as Card,
              cards[e] as Card,
            );
            if (v > best) best = v;
          }
  return countIndex(best);
}

let kernel: HandKernel | undefined;

/** The count's tables for the shared enumeration (seven-card-walk.ts): a higher index is stronger. */
function countTables(): HandKernel {
  kernel ??= {
    ...buildHandTables((hand) => countIndex(bestOfSeven(hand).value), bestOfSuited),
    strength: Int8Array.from(COUNT_KEYS, (_, i) => i),
    recheck: -1,
    resolve: () => {
      throw new Error("no count entry needs the whole hand");
    },
  };
  return kernel;
}

/**
 * Tallies every seven-card hand whose lowest card is `first`, into `tally`
 * (indexed as COUNT_KEYS). Returns the number of hands visited.
 */
export function countHandsFrom(first: Card, tally: Float64Array): number {
  return tallyHandsFrom(first, countTables(), tally);
}
