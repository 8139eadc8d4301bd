/**
 * Whose turn it is at a live table, and the last few rounds kept beside the felt (issue 29
 * walk finding 10). Pure, so it is tested without a browser.
 */
import type { LiveSeatView, LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";

export type Turn = "approve" | "bets" | "setting";

/** What this viewer is waited for now, if anything: the bank's approval, a bet, a setting. */
export function yourTurnOf(view: LiveView): Turn | null {
  const { role, seat } = view.you;
  if (role === "bank") return view.phase === "approve" ? "approve" : null;
  if (role !== "player") return null;
  const mine = view.seats.find((s) => s.seat === seat);
  if (view.phase === "bets" && mine?.bet === null) return "bets";
  if (view.phase === "setting" && mine?.cards && mine.front === null) return "setting";
  return null;
}

/** How long the phase lasts at this table (s), for the countdown's ring; null: no deadline. */
export function phaseSeconds(view: LiveView, table: TableConfig): number | null {
  switch (view.phase) {
    case "approve":
      return table.banking?.approveSeconds ?? null;
    case "bets":
      return table.live?.betSeconds ?? null;
    case "setting":
      return table.decisionSeconds;
    case "settled":
      return 5;
    default:
      return null;
  }
}

/** One settled round as the table's history keeps it. */
export interface PastRound {
  id: string;
  /** The server's clock when it was seen settled (ms). */
  at: number;
  /** The viewer's own result (as a player or the bank); null when they did not play it. */
  own: number | null;
  /** Each dealt seat's result; its grade in a class table's teacher's view. */
  seats: Pick<LiveSeatView, "seat" | "name" | "net" | "outcome" | "grade">[];
  bank: { name: string | null; net: number | null };
}

/** Rounds kept beside the felt. */
export const HISTORY_SIZE = 5;

/** The history with this view's round in front, once it is settled (each round once). */
export function withSettled(history: readonly PastRound[], view: LiveView): PastRound[] {
  const round = view.round;
  if (view.phase !== "settled" || !round || history.some((h) => h.id === round.id))
    return history as PastRound[];
  const played = view.seats.filter((s) => s.net !== null);
  const mine = played.find((s) => s.seat === view.you.seat && view.you.role === "player");
  const own = view.you.role === "bank" ? view.bank.net : (mine?.net ?? null);
  const entry: PastRound = {
    id: round.id,
    at: view.now,
    own,
    seats: played.map(({ seat, name, net, outcome, grade }) =>
      grade ? { seat, name, net, outcome, grade } : { seat, name, net, outcome },
    ),
    bank: { name: view.bank.name, net: view.bank.net },
  };
  return [entry, ...history].slice(0, HISTORY_SIZE);
}
