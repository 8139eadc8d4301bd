/**
 * What the Strategy page shows for each rule of the trainer's way: an example hand found by
 * the engine, and how often the rule comes up and what it is worth. The figures are exact,
 * over all 154,143,080 hands: `paigow exact-edge` values every suit class of the game once
 * and commits its summary (data-exact/summary.tsv); the page data takes them from there.
 *
 * A hand is counted for a rule when the rule is the first that matches it; it departs when
 * the rule's setting differs in value from the house way's; its gain is the exact EV of the
 * rule's split minus the house way's. Pure engine code, memoized per process.
 */
import type { Card } from "@/lib/engine";
import {
  createRng,
  DEFAULT_RULE_SET,
  deal,
  exactEv,
  JOKER,
  STRATEGY_RULES,
  splitIndex,
  trainerWay,
} from "@/lib/engine";
import { splitViews } from "@/lib/grading/views";
import type { SplitView } from "@/lib/practice/views";
import { departs } from "./departs";

/** Where the example hands are searched (a fixed seed, so every build shows the same hands). */
const EXAMPLE_SEED = 7;
const EXAMPLE_TRIES = 2_000_000;

export interface RuleFigures {
  key: string;
  /** Hands of the game this rule sets (it is the first to match). */
  fires: number;
  /** Of those, hands where its setting differs in value from the house way's. */
  departs: number;
  /** Sum over all hands of EV(rule's split) - EV(house way's split), units bet. */
  gain: number;
}

export interface StrategyFigures {
  /** Every hand of the game (154,143,080), counted once per suit class with its weight. */
  hands: number;
  classes: number;
  exact: boolean;
  commission: number;
  rules: RuleFigures[];
  /** Sum of the gains of all rules per hand. */
  gainPerHand: number;
  /** Mean EV per hand in percent: the house way, the trainer's way, the best split; the bank's edge. */
  edges: { houseWay: number; trainer: number; optimal: number; banker: number };
  /** The trainer's way's share of what the best split gains over the house way, percent. */
  trainerShare: number;
}

/** The page's figures from `paigow exact-edge`'s summary lines (KEY -> VALUE). */
export function strategyFigures(summary: ReadonlyMap<string, string>): StrategyFigures {
  const num = (key: string): number => {
    const v = summary.get(key);
    if (v === undefined)
      throw new Error(`exact summary: no ${key} (rerun paigow exact-edge --rescore)`);
    return Number(v);
  };
  const rules = STRATEGY_RULES.map((r) => ({
    key: r.key,
    fires: num(`trainer-rule:${r.key}:hands`),
    departs: num(`trainer-rule:${r.key}:departs-hands`),
    gain: num(`trainer-rule:${r.key}:gain-units`),
  }));
  const hands = num("hands");
  return {
    hands,
    classes: num("classes"),
    exact: true,
    commission: 0.05,
    rules,
    gainPerHand: rules.reduce((s, r) => s + r.gain, 0) / hands,
    edges: {
      houseWay: num("house-way"),
      trainer: num("trainer"),
      optimal: num("optimal"),
      banker: num("banker"),
    },
    trainerShare: num("trainer-share"),
  };
}

export interface RuleExample {
  key: string;
  hand: Card[];
  /** Split indexes (SPLIT_PAIRS order) of the trainer's way, the house way and the best split. */
  trainer: number;
  houseWay: number;
  best: number;
  /** The two settings with their exact counts. */
  trainerSplit: SplitView;
  houseWaySplit: SplitView;
}

/**
 * For each rule, the first seeded hand it sets differently from the house way and better
 * (a rule wins on average, not on every hand; an example should show it winning).
 */
function ruleExamples(): RuleExample[] {
  const wanted = new Set(STRATEGY_RULES.map((r) => r.key));
  const found = new Map<string, RuleExample>();
  // A hand with the joker only where no joker-free hand shows the rule (rules about the
  // joker): a joker-made pair of aces beside "two pairs without an ace" confuses a learner.
  const withJoker = new Map<string, RuleExample>();
  const rng = createRng(EXAMPLE_SEED);
  for (let n = 0; n < EXAMPLE_TRIES && found.size < wanted.size; n++) {
    const hand = deal(rng, 7);
    const d = departs(hand);
    if (!d.departs || !wanted.has(d.rule) || found.has(d.rule)) continue;
    const joker = hand.includes(JOKER);
    if (joker && withJoker.has(d.rule)) continue;
    // The trainer's way is the default game's (its rules were derived against its dealer).
    const ev = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
    const t = trainerWay(hand);
    const trainer = splitIndex(t.frontIndex[0], t.frontIndex[1]);
    const views = splitViews(ev.splits);
    const trainerSplit = views[trainer];
    const houseWaySplit = views[ev.houseWay];
    if (!trainerSplit || !houseWaySplit || trainerSplit.ev <= houseWaySplit.ev) continue;
    (joker ? withJoker : found).set(d.rule, {
      key: d.rule,
      hand,
      trainer,
      houseWay: ev.houseWay,
      best: ev.best,
      trainerSplit,
      houseWaySplit,
    });
  }
  return STRATEGY_RULES.flatMap((r) => found.get(r.key) ?? withJoker.get(r.key) ?? []);
}

/** Everything the Strategy page shows, as strategy-page-data.json stores it. */
export interface StrategyPageData {
  /** The rule keys in order when the data was made (the test compares them with the engine's). */
  rules: string[];
  figures: StrategyFigures;
  examples: RuleExample[];
}

export const strategyPageData = (summary: ReadonlyMap<string, string>): StrategyPageData => ({
  rules: STRATEGY_RULES.map((r) => r.key),
  figures: strategyFigures(summary),
  examples: ruleExamples(),
});
