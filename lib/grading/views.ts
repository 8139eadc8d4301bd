/**
 * Exact EV as the browser sees it, one shape for every screen that shows splits: the drill's
 * grade, the table's coach, the analyzer and the teacher's views. Client-safe.
 */
import type { SplitEv } from "@/lib/engine";

export interface SplitView {
  /** Positions of the front cards in the dealt hand, ascending. */
  frontIndex: [number, number];
  backValue: number;
  frontValue: number;
  foul: boolean;
  /** Exact counts over every dealer hand (they add up to dealerHands). */
  win: number;
  push: number;
  loss: number;
  ev: number;
}

/** The 21 splits of an exact-EV result as the browser sees them (SPLIT_PAIRS order). */
export const splitViews = (splits: readonly SplitEv[]): SplitView[] =>
  splits.map((s) => ({
    frontIndex: s.split.frontIndex,
    backValue: s.split.backValue,
    frontValue: s.split.frontValue,
    foul: s.split.foul,
    win: s.win,
    push: s.push,
    loss: s.loss,
    ev: s.ev,
  }));
