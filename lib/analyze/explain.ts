/**
 * Why one split beats another, from their exact win / push / loss counts against the same
 * dealer hands. Only the totals are known, not which dealer hand went where, so the shift is
 * read as net moves between neighbouring outcomes (loss <-> push <-> win): the fewest moves
 * that turn one split's counts into the other's. Every figure is exact. Pure, client-safe.
 */
import {
  type Counts,
  categoryOf,
  FLUSH,
  FULL_HOUSE,
  HIGH,
  nibble,
  PAIR,
  QUADS,
  TRIPS,
  TWO_PAIR,
} from "@/lib/engine";

export interface OutcomeShift {
  /** Dealer hands that push against `from` and lose to `to`, net (negative: wins become pushes). */
  pushToWin: number;
  /** Dealer hands that beat `from` and push against `to`, net (negative: pushes become losses). */
  lossToPush: number;
  win: number;
  push: number;
  loss: number;
}

/** The net moves from `from`'s outcomes to `to`'s (deltas are `to` minus `from`). */
export function outcomeShift(from: Counts, to: Counts): OutcomeShift {
  const total = from.win + from.push + from.loss;
  if (to.win + to.push + to.loss !== total)
    throw new RangeError("outcomeShift: the splits were counted over different dealer hands");
  return {
    pushToWin: to.win - from.win,
    lossToPush: from.loss - to.loss,
    win: to.win - from.win,
    push: to.push - from.push,
    loss: to.loss - from.loss,
  };
}

/** One clause of the explanation: `count` dealer hands move from one outcome to the next. */
export interface OutcomeMove {
  from: "push" | "win" | "loss";
  to: "push" | "win" | "loss";
  count: number;
}

/** The shift as at most two moves, largest first (moves of zero hands are left out). */
export function outcomeMoves(shift: OutcomeShift): OutcomeMove[] {
  const moves: OutcomeMove[] = [];
  if (shift.pushToWin > 0) moves.push({ from: "push", to: "win", count: shift.pushToWin });
  if (shift.pushToWin < 0) moves.push({ from: "win", to: "push", count: -shift.pushToWin });
  if (shift.lossToPush > 0) moves.push({ from: "loss", to: "push", count: shift.lossToPush });
  if (shift.lossToPush < 0) moves.push({ from: "push", to: "loss", count: -shift.lossToPush });
  return moves.sort((a, b) => b.count - a.count);
}

/** How each hand of a split compares with the other split's: stronger, weaker or the same. */
export type Compared = "stronger" | "weaker" | "same";
export const compareValues = (a: number, b: number): Compared =>
  a > b ? "stronger" : a < b ? "weaker" : "same";

/**
 * Dealer hands out of every 100 that make a move, e.g. 44,600,000 of 1,370,754,050 -> 3.25:
 * counts in the hundreds of millions say little to a learner; a share of 100 hands does.
 */
export const per100DealerHands = (count: number, total: number): number =>
  total > 0 ? (count * 100) / total : 0;

/**
 * How many rank nibbles of a five-card value its words name (values.ts: ranks most
 * significant first): "Pair of threes" names one, "Two pair, kings and tens" two; a straight
 * is named by its top card alone and has no further card that could differ.
 */
const NAMED_NIBBLES: Readonly<Record<number, number>> = {
  [HIGH]: 1,
  [PAIR]: 1,
  [TWO_PAIR]: 2,
  [TRIPS]: 1,
  [FLUSH]: 1,
  [FULL_HOUSE]: 2,
  [QUADS]: 1,
};

/** The card that decides between two backs whose words are the same, and how it is called. */
export interface DecidingCard {
  /** "kicker" beside pairs, trips, quads and high cards; "card" in a flush (its next card). */
  kind: "kicker" | "card";
  /** Ranks, 0 = two .. 12 = ace. */
  to: number;
  from: number;
}

/**
 * When both backs are in the same category and their words name the same ranks ("Pair of
 * threes" and "Pair of threes"), the first card beyond the named ones that differs: the
 * kicker (or a flush's next card). Null when the words already tell the two apart, or the
 * values are equal.
 */
export function decidingCard(to: number, from: number): DecidingCard | null {
  const category = categoryOf(to);
  if (category !== categoryOf(from) || to === from) return null;
  const named = NAMED_NIBBLES[category];
  if (named === undefined) return null;
  for (let i = 0; i < 5; i++) {
    const a = nibble(to, i);
    const b = nibble(from, i);
    if (a === b) continue;
    return i < named ? null : { kind: category === FLUSH ? "card" : "kicker", to: a, from: b };
  }
  return null;
}
