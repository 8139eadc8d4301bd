/**
 * Hand categories for drills, and dealing uniformly within one.
 *
 * A hand's category is the best five-card category of its seven cards
 * (RULES.md section 3), with two refinements a learner cares about: two-pair
 * hands holding three pairs are `three-pair`, and royal flushes count as
 * straight flushes. `joker` is a filter (any hand holding the joker), not a
 * category of its own.
 */
import { ACE, type Card, JOKER } from "./cards";
import { bestOfSeven, frontRank } from "./evaluate";
import { deal, type Rng, randomInt } from "./rng";
import { CATEGORY_KEYS, type CategoryKey, categoryOf } from "./values";

export const HAND_CATEGORIES = [
  "no-pair",
  "one-pair",
  "two-pair",
  "three-pair",
  "trips",
  "straight",
  "flush",
  "full-house",
  "quads",
  "straight-flush",
  "five-aces",
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** Drill filters: a category, or any hand holding the joker. */
export const DRILL_FILTERS = [...HAND_CATEGORIES, "joker"] as const;
export type DrillFilter = (typeof DRILL_FILTERS)[number];

/**
 * One vocabulary: a drill category is the five-card category of values.ts (CATEGORY_KEYS,
 * RULES.md 7) under the learner's name, where that differs, plus `three-pair`.
 */
const LEARNER_NAMES: Readonly<Record<"high" | "pair", HandCategory>> = {
  high: "no-pair",
  pair: "one-pair",
};
/** Compile-time check: every other five-card key is a drill category as it stands. */
const asCategory = (key: Exclude<CategoryKey, keyof typeof LEARNER_NAMES>): HandCategory => key;

const BY_FIVE_CARD_CATEGORY: readonly HandCategory[] = CATEGORY_KEYS.map((key) =>
  key === "high" || key === "pair" ? LEARNER_NAMES[key] : asCategory(key),
);

export function handCategory(hand: readonly Card[]): HandCategory {
  const category = BY_FIVE_CARD_CATEGORY[categoryOf(bestOfSeven(hand).value)] as HandCategory;
  if (category !== "two-pair") return category;
  const count = new Array<number>(13).fill(0);
  for (const c of hand) count[frontRank(c)] = (count[frontRank(c)] as number) + 1;
  return count.filter((n) => n === 2).length === 3 ? "three-pair" : "two-pair";
}

export const matchesFilter = (hand: readonly Card[], filter: DrillFilter): boolean =>
  filter === "joker" ? hand.includes(JOKER) : handCategory(hand) === filter;

/**
 * A hand drawn uniformly from those matching `filter`. By rejection from
 * uniform deals (the rarest category left, the royal-led straight flushes,
 * takes about a thousand tries); five aces, one hand in 137,000, is built
 * directly: the four aces, the joker and two of the other 48 cards.
 */
export function dealFiltered(rng: Rng, filter: DrillFilter, maxTries = 1_000_000): Card[] {
  if (filter === "five-aces") {
    const others: Card[] = [];
    for (let c = 0; c < 52; c++) if (c >> 2 !== ACE) others.push(c);
    const a = randomInt(rng, others.length);
    let b = randomInt(rng, others.length - 1);
    if (b >= a) b++;
    return [48, 49, 50, 51, JOKER, others[a] as Card, others[b] as Card];
  }
  for (let n = 0; n < maxTries; n++) {
    const hand = deal(rng, 7);
    if (matchesFilter(hand, filter)) return hand;
  }
  throw new Error(`no ${filter} hand in ${maxTries} deals`);
}
