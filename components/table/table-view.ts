/**
 * What every table screen reads of the one view of a table (lib/live/api.ts LiveView; a
 * learner's own table has it too, lib/live/own.ts): the viewer's seat, whether a round is being
 * set, and which of two views is the later. The solo reducer (table-state.ts) and the live one
 * (components/live/live-state.ts) both go by these.
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
