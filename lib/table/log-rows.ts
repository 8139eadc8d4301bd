/**
 * The log's rows (seed 001's PROTOKOLLE): a settled round as one learner's line, a player's or
 * the bank's, with whom they played against (seed 000's "Gegner"): the page and the CSV share it.
 */
import type { RoundRow, RoundSeatRow } from "@/db/schema";
import { namesOfLearners } from "@/lib/db/live";
import { seatsOfRounds } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { ruleSetKey } from "@/lib/engine";
import { type Round, roundOf, ruleSetOfRound, seatOf } from "./round-model";
import { bankOutcome, type LogRow } from "./view-shapes";

/** The settled rounds with their seats, grouped per round. */
export async function withSeats(db: Queryable, rows: readonly RoundRow[]): Promise<Round[]> {
  const seats = await seatsOfRounds(
    db,
    rows.map((r) => r.id),
  );
  const byRound = new Map<string, RoundSeatRow[]>();
  for (const s of seats) byRound.set(s.roundId, [...(byRound.get(s.roundId) ?? []), s]);
  return rows.map((r) => roundOf(r, byRound.get(r.id) ?? []));
}

/** The account names of every learner in these rounds (a live table's players and banks). */
export function opponentNames(db: Queryable, rounds: readonly Round[]) {
  const ids = new Set<string>();
  for (const round of rounds)
    for (const seat of [round.bank, ...round.players]) if (seat.learnerId) ids.add(seat.learnerId);
  return namesOfLearners(db, [...ids]);
}

/**
 * Whom the learner played against: a player the bank (a learner's name, or null for the house),
 * the bank every player seat (null: a simulated player at a banking table).
 */
function againstOf(
  round: Round,
  banking: boolean,
  names: ReadonlyMap<string, string>,
): (string | null)[] {
  const name = (learnerId: string | null) =>
    learnerId === null ? null : (names.get(learnerId) ?? null);
  return banking ? round.players.map((p) => name(p.learnerId)) : [name(round.bank.learnerId)];
}

/** One log row: the learner's seat in the round (a player's, or the bank's). */
export function logRow(
  round: Round,
  learnerId: string,
  names: ReadonlyMap<string, string> = new Map(),
): LogRow {
  const seat = seatOf(round, learnerId);
  const banking = seat?.role === "bank";
  const before = seat?.walletBefore ?? 0;
  return {
    id: round.row.id,
    tableId: round.row.tableId,
    ruleSet: ruleSetKey(ruleSetOfRound(round.row)),
    role: banking ? "banker" : "player",
    dealtAt: round.row.dealtAt,
    currency: round.row.currency as LogRow["currency"],
    bet: banking ? null : (seat?.bet ?? 0),
    bonusBet: banking ? 0 : (seat?.bonusBet ?? 0),
    action: round.players.reduce((sum, s) => sum + s.bet, 0),
    commission: seat?.commission ?? 0,
    outcome: banking ? bankOutcome(seat?.net ?? 0) : ((seat?.outcome ?? null) as LogRow["outcome"]),
    net: (seat?.walletAfter ?? before) - before,
    settledBy: (seat?.setBy ?? null) as LogRow["settledBy"],
    balanceBefore: before,
    balanceAfter: seat?.walletAfter ?? null,
    against: againstOf(round, banking, names),
  };
}
