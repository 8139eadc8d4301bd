/**
 * What the Strategy page shows for each rule of the trainer's way: an example hand found by
 * the engine, and how often the rule comes up and what it is worth. The figures come from a
 * small seeded sample measured exactly when the page is built (a full report takes minutes:
 * `paigow strategy-report`); the page says so and names the sample.
 *
 * A hand is counted for a rule when the rule is the first that matches it; it departs when
 * the rule's setting differs in value from the house way's; its gain is the exact EV of the
 * rule's split minus the house way's. Pure engine code, memoized per process.
 */
import type { Card } from "@/lib/engine";
import {
  createRng,
  deal,
  exactEv,
  houseWay,
  JOKER,
  STRATEGY_RULES,
  splitIndex,
  trainerWay,
} from "@/lib/engine";
import type { SplitView } from "@/lib/practice/views";
import { departs } from "./departs";
import { toSplitViews } from "./split-views";

/** The sample the page's figures come from. */
export const FIGURES_SAMPLE = { hands: 50_000, seed: 2026 } as const;
/** Where the example hands are searched (a fixed seed, so every build shows the same hands). */
const EXAMPLE_SEED = 7;
const EXAMPLE_TRIES = 2_000_000;

export interface RuleFigures {
  key: string;
  /** Hands of the sample this rule set (it was the first to match). */
  fires: number;
  /** Of those, hands where its setting differs in value from the house way's. */
  departs: number;
  /** Sum over the sample of EV(rule's split) - EV(house way's split), units bet. */
  gain: number;
}

export interface StrategyFigures {
  hands: number;
  seed: number;
  commission: number;
  rules: RuleFigures[];
  /** Sum of the gains of all rules per hand of the sample. */
  gainPerHand: number;
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

export function strategyFigures(): StrategyFigures {
  const rng = createRng(FIGURES_SAMPLE.seed);
  const byKey = new Map<string, RuleFigures>(
    STRATEGY_RULES.map((r) => [r.key, { key: r.key, fires: 0, departs: 0, gain: 0 }]),
  );
  let total = 0;
  let commission = 0.05;
  for (let n = 0; n < FIGURES_SAMPLE.hands; n++) {
    const hand = deal(rng, 7);
    const t = trainerWay(hand);
    const row = byKey.get(t.rule);
    if (!row) continue; // the house way set it
    row.fires++;
    const h = houseWay(hand);
    if (t.backValue === h.backValue && t.frontValue === h.frontValue) continue;
    row.departs++;
    // Exact EV only where the settings differ: elsewhere the gain is exactly zero.
    const ev = exactEv(hand);
    commission = ev.commission;
    const gain =
      (ev.splits[splitIndex(t.frontIndex[0], t.frontIndex[1])]?.ev ?? 0) -
      (ev.splits[ev.houseWay]?.ev ?? 0);
    row.gain += gain;
    total += gain;
  }
  return {
    hands: FIGURES_SAMPLE.hands,
    seed: FIGURES_SAMPLE.seed,
    commission,
    rules: [...byKey.values()],
    gainPerHand: total / FIGURES_SAMPLE.hands,
  };
}

/**
 * For each rule, the first seeded hand it sets differently from the house way and better
 * (a rule wins on average, not on every hand; an example should show it winning).
 */
export function ruleExamples(): RuleExample[] {
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
    const ev = exactEv(hand);
    const t = trainerWay(hand);
    const trainer = splitIndex(t.frontIndex[0], t.frontIndex[1]);
    const views = toSplitViews(ev);
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

export const strategyPageData = (): StrategyPageData => ({
  rules: STRATEGY_RULES.map((r) => r.key),
  figures: strategyFigures(),
  examples: ruleExamples(),
});
