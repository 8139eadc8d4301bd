/**
 * Grading a learner's split for the trainer: how much EV it gave up against
 * the best split, and a verdict. The thresholds live here and only here.
 */
import { assertCards, type Card, CardError } from "./cards";
import { type EvOptions, type EvResult, exactEv, type SplitEv } from "./ev";
import { splitIndex } from "./splits";

export const VERDICTS = ["optimal", "close", "mistake", "blunder", "foul"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** EV lost (per unit bet) below which a split is `close`, then `mistake`; at or above, `blunder`. */
export const GRADE_THRESHOLDS = { close: 0.01, mistake: 0.05 } as const;

export function verdictFor(chosen: SplitEv, best: SplitEv): Verdict {
  if (chosen.split.foul) return "foul";
  if (chosen.score === best.score) return "optimal";
  const lost = best.ev - chosen.ev;
  if (lost < GRADE_THRESHOLDS.close) return "close";
  if (lost < GRADE_THRESHOLDS.mistake) return "mistake";
  return "blunder";
}

export interface Grade {
  verdict: Verdict;
  chosen: SplitEv;
  best: SplitEv;
  houseWay: SplitEv;
  /** best.ev - chosen.ev, never negative. */
  evLost: number;
  result: EvResult;
}

/**
 * What a grade is computed from: the hand's EvResult (which carries its rule set), or the
 * options to compute it with (which name the rule set).
 */
export type GradeSource = { result: EvResult } | EvOptions;

/** Grades the split of `hand` whose front is the two `front` cards (by card, not position). */
export function grade(hand: readonly Card[], front: readonly Card[], source: GradeSource): Grade {
  assertCards(hand, 7);
  if (front.length !== 2 || front[0] === front[1]) {
    throw new CardError("wrong-count", `the front needs 2 different cards, got ${front.length}`);
  }
  const positions = front.map((c) => hand.indexOf(c));
  const missing = positions.findIndex((p) => p < 0);
  if (missing >= 0)
    throw new CardError("unknown-card", `card ${String(front[missing])} is not in the hand`);
  const result = "result" in source ? source.result : exactEv(hand, source);
  const chosen = result.splits[
    splitIndex(positions[0] as number, positions[1] as number)
  ] as SplitEv;
  const best = result.splits[result.best] as SplitEv;
  return {
    verdict: verdictFor(chosen, best),
    chosen,
    best,
    houseWay: result.splits[result.houseWay] as SplitEv,
    evLost: Math.max(0, best.ev - chosen.ev),
    result,
  };
}
