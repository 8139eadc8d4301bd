/**
 * The practice table's state as one reducer: what is dealt, what the learner picked, the grade,
 * which setting the graded cards show, an empty review queue and the last error. Pure, so every
 * rule of the table (a third pick replaces the oldest, nothing moves once graded, ...) is
 * tested without a browser; DrillTable only sends events and draws the state.
 */
import { type Card, JOKER, rankOf } from "@/lib/engine";
import type { PracticeErrorCode } from "@/lib/practice/errors";
import type { DealView, GradeView, ReviewQueue } from "@/lib/practice/views";

type ErrorCode = PracticeErrorCode | "network";
export type Shown = "yours" | "best" | "house";

export interface DrillState {
  deal: DealView | null;
  /** Dealt positions (0-6) the learner put in the front, oldest first. */
  picked: number[];
  grade: GradeView | null;
  shown: Shown;
  reviewEmpty: ReviewQueue | null;
  error: ErrorCode | null;
}

export type DrillEvent =
  | { type: "request" }
  | { type: "dealt"; deal: DealView }
  | { type: "review-empty"; queue: ReviewQueue }
  | { type: "failed"; code: ErrorCode }
  | { type: "toggle"; position: number }
  /** A whole front at once (the house way's suggestion before grading). */
  | { type: "pick"; front: readonly number[] }
  | { type: "clear" }
  | { type: "graded"; grade: GradeView }
  | { type: "show"; shown: Shown };

export const initialDrillState = (deal: DealView | null): DrillState => ({
  deal,
  picked: [],
  grade: null,
  shown: "yours",
  reviewEmpty: null,
  error: null,
});

export function drillReducer(state: DrillState, event: DrillEvent): DrillState {
  switch (event.type) {
    case "request":
      return state.error === null ? state : { ...state, error: null };
    case "dealt":
      return { ...initialDrillState(event.deal) };
    case "review-empty":
      return { ...initialDrillState(null), reviewEmpty: event.queue };
    case "failed":
      return { ...state, error: event.code };
    case "toggle": {
      const { position } = event;
      if (state.grade || !state.deal || position < 0 || position >= state.deal.hand.length)
        return state;
      const picked = state.picked.includes(position)
        ? state.picked.filter((p) => p !== position)
        : // A third pick replaces the oldest one, so two taps always make a front.
          [...state.picked, position].slice(-2);
      return { ...state, picked };
    }
    case "pick":
      return state.grade || !state.deal ? state : { ...state, picked: [...event.front] };
    case "clear":
      // Once graded there is nothing to clear: the hand is answered.
      return state.grade || state.picked.length === 0 ? state : { ...state, picked: [] };
    case "graded":
      return { ...state, grade: event.grade, shown: "yours", error: null };
    case "show":
      return state.grade ? { ...state, shown: event.shown } : state;
  }
}

/** The front shown on the cards: the pick while setting, the chosen view once graded. */
export function shownFront(state: DrillState): readonly number[] {
  const { grade, shown } = state;
  if (!grade) return state.picked;
  const index = shown === "best" ? grade.best : shown === "house" ? grade.houseWay : grade.chosen;
  return grade.splits[index]?.frontIndex ?? [];
}

/**
 * The order to lay the cards out in, as dealt positions: by rank, highest first (the joker
 * leads; equal ranks keep their dealt order), or as dealt. Keys 1-7 follow this order.
 */
export function displayOrder(hand: readonly Card[], byRank: boolean): number[] {
  const positions = hand.map((_, i) => i);
  if (!byRank) return positions;
  const rank = (card: Card) => (card === JOKER ? 99 : rankOf(card));
  return positions.sort((a, b) => rank(hand[b] as Card) - rank(hand[a] as Card) || a - b);
}

/** The cards themselves in that order: a set hand's back or front as the toggle lays it out. */
export const inDisplayOrder = (cards: readonly Card[], byRank: boolean): Card[] =>
  displayOrder(cards, byRank).map((i) => cards[i] as Card);
