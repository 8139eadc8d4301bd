/**
 * What the analyzer hands to the browser: plain shapes, cards as engine integers.
 * Client-safe (types only).
 */
import type { Card, HandCategory, Reason } from "@/lib/engine";
import type { SplitView } from "@/lib/practice/views";

/** The trainer's way for a hand: which split, by which rule, and why. */
export interface TrainerView {
  /** Index into the splits (SPLIT_PAIRS order). */
  index: number;
  rule: string;
  reason: { key: string; params: Record<string, string | number> };
}

export interface AnalysisView {
  /** The seven cards in the order given. */
  hand: Card[];
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
