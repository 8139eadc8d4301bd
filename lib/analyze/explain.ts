/**
 * Why one split beats another, from their exact win / push / loss counts against the same
 * dealer hands. Only the totals are known, not which dealer hand went where, so the shift is
 * read as net moves between neighbouring outcomes (loss <-> push <-> win): the fewest moves
 * that turn one split's counts into the other's. Every figure is exact. Pure, client-safe.
 */
import type { Counts } from "@/lib/engine";

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
