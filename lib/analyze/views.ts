/**
 * What the analyzer hands to the browser: plain shapes, cards as engine integers.
 * Client-safe (types only).
 */
import type { Card, HandCategory, Reason, RuleData, RuleSet } from "@/lib/engine";
import type { SplitView } from "@/lib/practice/views";

/** The trainer's way for a hand: which split, by which rule, and why. */
export interface TrainerView {
  /** Index into the splits (SPLIT_PAIRS order). */
  index: number;
  rule: string;
  reason: { key: string; params: Record<string, string | number> };
  /** The casino's own rule that set the hand (its words are built from it), or null. */
  own: RuleData | null;
  /** True when the casino has its own list (its house way is then the fallback). */
  ownList: boolean;
}

export interface AnalysisView {
  /** The seven cards in the order given. */
  hand: Card[];
  /** The casino rule set the analysis is against: its dealer's way and its settlement. */
  ruleSet: RuleSet;
  commission: number;
  dealerHands: number;
  category: HandCategory;
  /** All 21 splits in SPLIT_PAIRS order, exact counts and EV at `commission`. */
  splits: SplitView[];
  best: number;
  houseWay: number;
  houseWayRule: string;
  houseWayReason: Reason;
  /** Null only while the trainer's way is not available. */
  trainer: TrainerView | null;
}

/** One casino's house way for the compared hand: its setting, why, and its EV against each dealer. */
export interface CompareSide {
  ruleSet: RuleSet;
  /** Index into the splits (SPLIT_PAIRS order) of this casino's house-way setting. */
  houseWay: number;
  split: SplitView;
  rule: string;
  reason: Reason;
  /** EV of this setting against its own casino's dealer, and against the other casino's. */
  evOwn: number;
  evOther: number;
}

/** Two casinos' house ways for one hand, side by side (`?casino=A&vs=B`). */
export interface CompareView {
  sides: [CompareSide, CompareSide];
  /** True when both ways set the hand to the same back and front (by value). */
  same: boolean;
}
