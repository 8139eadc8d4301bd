/**
 * The trainer's way as a decision path a person can carry in their head: first look at what
 * the hand holds (two pairs, one pair, no pair, three pairs), then go down that group's rules
 * in order. Built from the rules themselves, so the page follows when the rule list changes:
 * a rule's group is what its example hand holds (every rule's first condition is the number
 * of pairs, so each group's rules are disjoint from the others'), its order within the group
 * is the engine's (the first that matches sets the hand), and groups come in order of what
 * their rules are worth. Pure, client-safe.
 */
import { type Card, JOKER, rankOf, viewHand } from "@/lib/engine";
import type { RuleExample, RuleFigures } from "./strategy-figures";

/** What a hand holds, as the decision path asks it first. */
const HAND_GROUPS = ["two-pair", "one-pair", "no-pair", "three-pair", "other"] as const;
export type HandGroup = (typeof HAND_GROUPS)[number];

/** The group of a seven-card hand (pairs counted as the rules count them: the joker is an ace). */
export function handGroup(hand: readonly Card[]): HandGroup {
  const v = viewHand(hand);
  if (v.trips.length > 0 || v.quads.length > 0) return "other";
  if (v.pairs.length === 3) return "three-pair";
  if (v.pairs.length === 2) return "two-pair";
  if (v.pairs.length === 1) return "one-pair";
  return "no-pair";
}

/** A hand's cards from the highest down (the joker first, as an ace), as a person sorts them. */
export const sortedHand = (hand: readonly Card[]): Card[] =>
  [...hand].sort(
    (a, b) => (b === JOKER ? 13 : rankOf(b)) - (a === JOKER ? 13 : rankOf(a)) || b - a,
  );

/** Gains below this many units per 1,000 hands are nothing a learner could measure. */
const MEASURABLE_PER_1000 = 0.005;

interface PathRule {
  key: string;
  /** The rule's number in the engine's list (1-based), as reasons and practice links name it. */
  number: number;
  /** Units per 1,000 hands over the house way (from the page's sample). */
  per1000: number;
  example: Card[] | null;
}

interface PathGroup {
  group: HandGroup;
  per1000: number;
  rules: PathRule[];
}

export interface StrategyPath {
  groups: PathGroup[];
  /** Rules that gain nothing measurable over the house way: left out of the path. */
  same: PathRule[];
}

/** The decision path from the rules (engine order), their figures and their example hands. */
export function strategyPath(
  ruleKeys: readonly string[],
  figures: { hands: number; rules: readonly RuleFigures[] },
  examples: readonly RuleExample[],
): StrategyPath {
  const gainOf = new Map(figures.rules.map((r) => [r.key, (r.gain * 1000) / figures.hands]));
  const exampleOf = new Map(examples.map((e) => [e.key, e.hand]));
  const groups = new Map<HandGroup, PathGroup>();
  const same: PathRule[] = [];
  ruleKeys.forEach((key, index) => {
    const hand = exampleOf.get(key) ?? null;
    const rule: PathRule = {
      key,
      number: index + 1,
      per1000: gainOf.get(key) ?? 0,
      example: hand ? sortedHand(hand) : null,
    };
    if (!hand || rule.per1000 < MEASURABLE_PER_1000) {
      same.push(rule);
      return;
    }
    const group = handGroup(hand);
    const entry = groups.get(group) ?? { group, per1000: 0, rules: [] };
    entry.rules.push(rule);
    entry.per1000 += rule.per1000;
    groups.set(group, entry);
  });
  return { groups: [...groups.values()].sort((a, b) => b.per1000 - a.per1000), same };
}
