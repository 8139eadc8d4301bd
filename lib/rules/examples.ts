/**
 * One example hand per house-way rule (RULES.md section 5), chosen by the engine itself so the
 * rule pages can never disagree with it: for rule N, deal hands from a fixed seed until the
 * house way sets one with rule N directly (not sent on by the two-pair test of rules 2 and 3).
 * The same seed always gives the same hand; the picks are computed once per process.
 *
 * Pure: engine imports only, so the rule pages and their tests share it.
 */

import type { Reason } from "@/lib/engine";
import {
  type Card,
  createRng,
  type DrillFilter,
  dealFiltered,
  houseWay,
  JOKER,
  rankOf,
} from "@/lib/engine";

export const HOUSE_WAY_RULES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type HouseWayRule = (typeof HOUSE_WAY_RULES)[number];

/** A hand and the house way's setting of it, as plain data (it is passed to the editor preview). */
export interface RuleExample {
  rule: HouseWayRule;
  /** The seven cards, highest first (the joker leads). */
  hand: Card[];
  back: Card[];
  front: Card[];
  backValue: number;
  frontValue: number;
  reason: Reason;
}

/** The kind of hand each rule handles, so the search deals only plausible hands. */
const CANDIDATES: Record<HouseWayRule, DrillFilter> = {
  1: "five-aces",
  2: "straight-flush",
  3: "straight",
  4: "quads",
  5: "full-house",
  6: "trips",
  7: "three-pair",
  8: "two-pair",
  9: "one-pair",
  10: "no-pair",
};

/** Fixed so the examples stay put between runs; change it only to choose other hands. */
const EXAMPLE_SEED = 2026;
const MAX_DEALS = 10_000;

/** Highest first, the joker before the aces: how players sort a hand. */
export const byRankDescending = (cards: readonly Card[]): Card[] =>
  [...cards].sort((a, b) => (b === JOKER ? 99 : rankOf(b)) - (a === JOKER ? 99 : rankOf(a)));

/**
 * The example for `rule`: the first hand dealt from `seed` that the house way sets with that
 * rule, not sent on. Outside rule 1 (five aces need the joker) joker-free hands are preferred,
 * so each example shows its rule and nothing else.
 */
export function pickExample(rule: HouseWayRule, seed: number = EXAMPLE_SEED): RuleExample {
  const rng = createRng(seed * 100 + rule);
  for (let i = 0; i < MAX_DEALS; i++) {
    // Sorted before the house way sees it, so the page shows exactly houseWay(hand).
    const hand = byRankDescending(dealFiltered(rng, CANDIDATES[rule]));
    if (rule !== 1 && hand.includes(JOKER)) continue;
    const setting = houseWay(hand, "seed"); // RULES.md 7's rules are the seed way's
    if (setting.ruleNumber !== rule || setting.reason.sentFrom) continue;
    return {
      rule,
      hand,
      back: byRankDescending(setting.back),
      front: byRankDescending(setting.front),
      backValue: setting.backValue,
      frontValue: setting.frontValue,
      reason: setting.reason,
    };
  }
  throw new Error(`no example for house-way rule ${rule} in ${MAX_DEALS} deals`);
}

let cached: Readonly<Record<HouseWayRule, RuleExample>> | undefined;

/** The examples for all ten rules, computed on first use and kept for the process. */
export function ruleExamples(): Readonly<Record<HouseWayRule, RuleExample>> {
  cached ??= Object.fromEntries(HOUSE_WAY_RULES.map((rule) => [rule, pickExample(rule)])) as Record<
    HouseWayRule,
    RuleExample
  >;
  return cached;
}
