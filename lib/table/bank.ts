/**
 * Banking (RULES.md 9): the learner takes the bank against 1 to 6 simulated seats: the banking
 * configuration of the one round model (round-model.ts): the learner's bank in seat 0, simulated
 * players in seats 1 to n, at the learner's own instance of the table.
 *
 * It is one more shape of the learner's own table at the tables' door (own-table.ts): the learner
 * in the bank's seat, the house playing 1 to 6 seats. Every hand is set by the house way, so an
 * approved round is dealt and settled in the one step. The seats' bets and cards come from a
 * seed stored with the round, so it can be replayed.
 *
 * Taking the bank checks the entry rule and starts the approve phase; each Approve must come
 * within the table's approval time (the server's clock, plus the one-second grace a Done has;
 * later, the house has the bank again), and the cover is checked again at every deal.
 * The coach's view of a bank round (`bankCoach`): the bank's exact EV by its house-way setting
 * and by its best setting, against a house-way player, and what the round earned in
 * expectation (that EV times the action).
 */

import { storedRuleSet } from "@/lib/casino/choice";
import type { Queryable } from "@/lib/db/store";
import { exactEv, parseHand } from "@/lib/engine";
import { TableError } from "./errors";
import { bankEntryBalance } from "./money";
import { seatOf } from "./round-model";
import { findLoadedRound } from "./round-store";
import { roundViewFor } from "./round-view";
import type { TableConfig } from "./tables";
import type { RoundView } from "./view-shapes";
import { ensureWallet, requireTable, type TableOptions } from "./wallet";

export interface BankingStatus {
  eligible: boolean;
  /** Why not, when not eligible. */
  reason: "points" | "balance" | null;
  points: number;
  minPoints: number;
  balance: number;
  /** The least balance that may bank against this many seats. */
  needBalance: number;
}

export function bankingOf(table: TableConfig) {
  if (!table.banking) throw new TableError("no-banking");
  return table.banking;
}

export function checkSeats(table: TableConfig, seats: number): void {
  const banking = bankingOf(table);
  if (!Number.isInteger(seats) || seats < 1 || seats > banking.maxSeats)
    throw new TableError("seats-out-of-limits");
}

/** Whether the learner may take the bank at this table against `seats` seats, and why not. */
export async function bankingStatus(
  db: Queryable,
  learnerId: string,
  tableId: string,
  seats: number,
  options: TableOptions = {},
): Promise<BankingStatus> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const banking = bankingOf(table);
  checkSeats(table, seats);
  const wallet = await ensureWallet(db, learnerId, table.currency, now);
  const needBalance = bankEntryBalance(table.maxBet, seats, banking.commissionBp);
  const reason =
    wallet.points < banking.minPoints ? "points" : wallet.balance < needBalance ? "balance" : null;
  return {
    eligible: reason === null,
    reason,
    points: wallet.points,
    minPoints: banking.minPoints,
    balance: wallet.balance,
    needBalance,
  };
}

export { seatsFromSeed } from "./machine/house";

export interface BankCoachView {
  /** The bank's EV per unit of action (its 1.5% included) with the house way's setting. */
  houseWayEv: number;
  /** ... and with its best setting. */
  bestEv: number;
  /** True when the house way's setting is (one of) the best. */
  houseWayIsBest: boolean;
  /** House-way EV x the round's total bets, in minor units (fractional). */
  expected: number;
}

/** The coach's word on a settled round `learnerId` banked; unknown-round for any other. */
export async function bankRoundCoach(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now = Date.now(),
): Promise<BankCoachView> {
  const round = await findLoadedRound(db, roundId);
  if (round?.row.phase !== "settled" || seatOf(round, learnerId)?.role !== "bank")
    throw new TableError("unknown-round");
  const coach = bankCoach(roundViewFor(round, learnerId, now), round.row.bankCommissionBp ?? 0);
  if (!coach) throw new TableError("unknown-round");
  return coach;
}

/** What the coach says about a settled bank round (RULES.md 9; the engine's banker EV). */
export function bankCoach(round: RoundView, bankCommissionBp: number): BankCoachView | null {
  if (round.role !== "banker" || !round.bank) return null;
  const result = exactEv(parseHand(round.bank.cards.join(" ")), {
    // The round's own rule set (a banking game is a standard one: 12.3); its way sets the seats.
    ruleSet: storedRuleSet(round.ruleSet),
    role: "banker",
    bankCommission: bankCommissionBp / 10_000,
  });
  const hw = result.splits[result.houseWay];
  const best = result.splits[result.best];
  if (!hw || !best) return null;
  const action = round.action;
  return {
    houseWayEv: hw.ev,
    bestEv: best.ev,
    houseWayIsBest: hw.score === best.score,
    expected: hw.ev * action,
  };
}
