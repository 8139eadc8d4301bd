/** What the Face Up drill hands the browser: plain serializable shapes (client-safe). */
import type { Mark, SeatOutcome } from "@/db/schema/vocabulary";
import type { Card, Way } from "@/lib/engine";
import type { FaceUpExplanation } from "./explain";

/** The dealer's hand as the way set it, shown from the deal on. */
interface FaceUpDealerView {
  front: [Card, Card];
  back: Card[];
  backValue: number;
  frontValue: number;
  /** Ace-high pai gow: every bet pushes. */
  pushes: boolean;
}

export interface FaceUpDealView {
  dealId: string;
  way: Way;
  hand: Card[];
  dealer: FaceUpDealerView;
  dealtAt: number;
}

/** Splits with the same back and front values (equal-rank cards), shown once. */
export interface FaceUpSplitView {
  front: [Card, Card];
  backValue: number;
  frontValue: number;
  foul: boolean;
  outcome: SeatOutcome;
  /** The learner's setting has these values. */
  yours: boolean;
  /** How many of the 21 splits have these values. */
  count: number;
}

export interface FaceUpGradeView {
  dealId: string;
  front: [Card, Card];
  outcome: SeatOutcome;
  best: SeatOutcome;
  /** Right: the learner's outcome is the best any split had. */
  correct: boolean;
  foul: boolean;
  /** Each side of the learner's setting against the dealer's (a copy goes to the dealer). */
  marks: { back: Mark; front: Mark };
  splits: FaceUpSplitView[];
  explanation: FaceUpExplanation;
}

/**
 * The coach's grade of a Face Up table's round (RULES.md 13.1): the drill's grade, with the
 * dealer's set hand it was played against. `faceUp` tells it from the EV grade of the other games.
 */
export interface FaceUpCoachGrade extends FaceUpGradeView {
  faceUp: true;
  dealer: { backValue: number; frontValue: number; pushes: boolean };
}

export const isFaceUpGrade = (g: object): g is FaceUpCoachGrade =>
  (g as Partial<FaceUpCoachGrade>).faceUp === true;
