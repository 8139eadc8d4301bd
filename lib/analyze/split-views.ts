import type { EvResult } from "@/lib/engine";
import type { SplitView } from "@/lib/practice/views";

/** The 21 splits of an exact-EV result as the browser sees them (SPLIT_PAIRS order). */
export const toSplitViews = (result: EvResult): SplitView[] =>
  result.splits.map((s) => ({
    frontIndex: s.split.frontIndex,
    backValue: s.split.backValue,
    frontValue: s.split.frontValue,
    foul: s.split.foul,
    win: s.win,
    push: s.push,
    loss: s.loss,
    ev: s.ev,
  }));
