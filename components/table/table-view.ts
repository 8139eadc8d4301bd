/**
 * What every table screen reads of the one view of a table (lib/live/api.ts LiveView; a
 * learner's own table has it too, lib/live/own.ts): the viewer's seat, whether a round is being
 * set, and which of two views is the later; when a live table's chips and cards are open. The
 * one table reducer (table-state.ts) and the live table's controls go by these.
 */
import type { LiveSeatView, LiveView } from "@/lib/live/api";

/**
 * Whether `next` is a later state of the table than `shown`: the event stream and the verbs'
 * answers race, and an answer older than a view already shown must not take the table back in
 * time. The same number is the same state (`orSame`: a read again after a clash, shown again
 * with its notice).
 */
export const isNewer = (shown: LiveView, next: LiveView, orSame = false): boolean =>
  next.seq > shown.seq || (orSame && next.seq === shown.seq);

/** The viewer's own seat while a player (none for a watcher, the bank or the teacher). */
export const ownSeatOf = (view: LiveView): LiveSeatView | undefined =>
  view.you.role === "player" ? view.seats.find((s) => s.seat === view.you.seat) : undefined;

/** A round is dealt and being set. */
export const roundOpen = (view: LiveView): boolean =>
  view.phase === "setting" && view.round !== null;

/**
 * A live table's phases before the deal: chips may be stacked (and kept) while the bank
 * approves.
 */
export const beforeDeal = (view: LiveView): boolean =>
  view.phase === "idle" || view.phase === "approve" || view.phase === "bets";

/** At a live table chips may be stacked: the viewer sits, has no bet placed, nothing is dealt. */
export function liveBetting(view: LiveView): boolean {
  const seat = ownSeatOf(view);
  return seat !== undefined && seat.bet === null && beforeDeal(view);
}

/** At a live table the viewer's cards are dealt and not set yet. */
export function liveSetting(view: LiveView): boolean {
  const seat = ownSeatOf(view);
  return view.phase === "setting" && !!seat?.cards && seat.front === null;
}
