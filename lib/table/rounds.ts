/**
 * The solo table (RULES.md 8, 10): the learner plays seat 1 against the house's bank, on the
 * one table machine (solo.ts, lib/table/machine), server-authoritative:
 *
 * - Deal: the chips are checked against the rack, then one step of the table with the bets:
 *   the machine checks limits and balance, deals fourteen cards from one shuffled deck, and the
 *   one writer stores the round, its seats and the bets' ledger entries in one transaction. A
 *   unique index allows one unsettled round per table instance.
 * - Done / House Way: one step with the setting, which the machine settles (settle.ts) and the
 *   writer stores once: Done twice, a replay or another tab changes nothing.
 * - Deadline: the clock (clock.ts) settles a round left open past it by the house way, whether
 *   or not anyone is connected; reads never write.
 *
 * Every settled seat of the learner is also stored as a practice attempt (drill `table`).
 */

import { randomUUID } from "node:crypto";
import { storedRuleSet } from "@/lib/casino/choice";
import { findLiveTable } from "@/lib/db/live";
import { lastSettledRoundOf, openRoundOf } from "@/lib/db/rounds";
import { isUniqueViolation, type Queryable } from "@/lib/db/store";
import { InsufficientFunds } from "@/lib/db/table";
import { type Card, formatCard, parseHand, type Rng, randomInt } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { betErrorCode, betProblemOf } from "./bets";
import { TableError } from "./errors";
import type { MachineRng } from "./machine";
import { approveByOf, isDue, isSoloRound, type Round, seatOf, soloInstance } from "./round";
import { findLoadedRound, loadRound } from "./settling";
import { type SoloStepOptions, type SoloStepped, soloStep } from "./solo";
import type { TableConfig } from "./tables";
import { ownSeat, roundViewFor } from "./view";
import type { RoundView, TableState, WalletView } from "./views";
import { readWallet, requireTable, type TableOptions } from "./wallet";

export { rebuy } from "./rebuy";
export { DEADLINE_GRACE_MS } from "./round";
export { ensureWallet, requireTable, type TableOptions } from "./wallet";

/** A round (by id) as this learner sees it. */
export async function viewRound(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now: number,
): Promise<RoundView> {
  const round = await findLoadedRound(db, roundId);
  if (!round) throw new TableError("unknown-round");
  return roundViewFor(round, learnerId, now);
}

/** A verb's answer: the round as the learner sees it, and their wallet. */
export interface RoundAnswer {
  round: RoundView;
  wallet: WalletView;
}

/**
 * The answer to a step that dealt or settled round `roundId`: from what the step stored and
 * left in the wallet, read only when the step has not got it.
 */
export async function answerOf(
  db: Queryable,
  learnerId: string,
  roundId: string,
  stepped: SoloStepped,
  now: number,
): Promise<RoundAnswer> {
  const round =
    stepped.stored?.row.id === roundId
      ? roundViewFor(stepped.stored, learnerId, now)
      : await viewRound(db, learnerId, roundId, now);
  return {
    round,
    wallet: stepped.wallet ?? (await readWallet(db, learnerId, round.currency)),
  };
}

/**
 * The table as the learner finds it: wallet, the open or last round, and the bank they hold.
 * A read: it writes nothing (a round past its deadline shows as it is until the clock settles
 * it, within a tick).
 */
export async function tableState(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions = {},
): Promise<TableState> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const instance = soloInstance(learnerId, tableId);
  const [wallet, row, own] = await Promise.all([
    readWallet(db, learnerId, table.currency),
    openRoundOf(db, instance).then((open) => open ?? lastSettledRoundOf(db, instance)),
    table.banking ? findLiveTable(db, instance) : undefined,
  ]);
  const banking = own?.bankLearnerId === learnerId && own.phase === "approve";
  return {
    tableId,
    wallet,
    round: row ? roundViewFor(await loadRound(db, row), learnerId, now) : null,
    bank: banking ? { seats: own.houseSeats, approveBy: approveByOf(own.deadlineAt, now) } : null,
    serverNow: now,
  };
}

export interface DealBets {
  /** Chips on the main bet and on the bonus circle, as chip values in minor units. */
  chips: readonly number[];
  bonusChips: readonly number[];
}

/** Checks the chips and limits; returns the main and bonus bet. Throws before any write. */
export function checkBets(table: TableConfig, bets: DealBets): { bet: number; bonusBet: number } {
  for (const chip of [...bets.chips, ...bets.bonusChips]) {
    if (!table.chips.includes(chip)) throw new TableError("unknown-chip");
  }
  const bet = bets.chips.reduce((s, c) => s + c, 0);
  const bonusBet = bets.bonusChips.reduce((s, c) => s + c, 0);
  // The balance is checked in the deal's transaction, where it cannot change underneath.
  const problem = betProblemOf(table, bet, bonusBet);
  if (problem) throw new TableError(betErrorCode(problem));
  return { bet, bonusBet };
}

/** An engine generator (a seeded test's) as the machine's chance. */
const machineRngOf = (rng: Rng): MachineRng => ({
  int: (n) => randomInt(rng, n),
  id: () => randomUUID(),
});

/**
 * Deals a solo round: one step of the learner's own table (solo.ts) with their bets; the bets
 * are taken and the round stored in its transaction. A round still open refuses with
 * `round-open`; one past its deadline is settled first, as the clock would have. Answers the
 * round and the wallet as the step left them.
 */
export async function dealRoundAnswer(
  db: Queryable,
  learnerId: string,
  tableId: string,
  bets: DealBets,
  options: TableOptions & { rng?: Rng } = {},
): Promise<RoundAnswer> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const { bet, bonusBet } = checkBets(table, bets);
  const rng = options.rng && machineRngOf(options.rng);
  const stepped = await dealStep(db, learnerId, tableId, bet, bonusBet, { ...options, now, rng });
  const roundId = stepped.state.roundId;
  if (roundId === null) throw new Error("dealRound: the bet dealt no round");
  return answerOf(db, learnerId, roundId, stepped, now);
}

/**
 * The deal's step at the learner's own table (the machine checks the bets against the table's
 * limits and the balance), with a clash's typed refusal. Both the table's Deal and the live
 * API's `bet` at an own table (lib/live/own.ts) come through here.
 */
export async function dealStep(
  db: Queryable,
  learnerId: string,
  tableId: string,
  main: number,
  bonus: number,
  options: SoloStepOptions = {},
): Promise<SoloStepped> {
  try {
    return await soloStep(db, learnerId, tableId, { type: "bet", learnerId, main, bonus }, options);
  } catch (error) {
    // Two tabs: the partial unique index refuses a second open round.
    if (isUniqueViolation(error)) throw new TableError("round-open");
    // Another table took the balance between the check and the debit (the debit is conditional).
    if (error instanceof InsufficientFunds) throw new TableError("insufficient-balance");
    throw error;
  }
}

/** dealRoundAnswer's round. */
export const dealRound = async (...args: Parameters<typeof dealRoundAnswer>): Promise<RoundView> =>
  (await dealRoundAnswer(...args)).round;

/** Computes (and caches) the exact EV of the learner's hand of a round, ahead of settling. */
export async function warmHandEv(db: Queryable, round: RoundView): Promise<void> {
  const seat = ownSeat(round);
  if (!seat) return;
  try {
    await handEv(db, parseHand(seat.hand), Date.now(), storedRuleSet(round.ruleSet));
  } catch (error) {
    // Only a head start: settling computes it again if this failed.
    console.error("table: EV warm-up failed", error);
  }
}

export type Decision =
  | { kind: "front"; front: readonly [Card, Card]; confirmFoul: boolean }
  | { kind: "house-way" };

/**
 * Done (the learner's front) or House Way on an open round the learner plays in: one step of
 * their own table (solo.ts), which settles the round. Its exact EV is made ready first, outside
 * the step's transaction (on SQLite nothing else may write while it waits for the workers).
 * Answers the settled round and the wallet as the step left them.
 */
export async function finishRoundAnswer(
  db: Queryable,
  learnerId: string,
  roundId: string,
  decision: Decision,
  options: TableOptions = {},
): Promise<RoundAnswer> {
  const now = options.now ?? Date.now();
  const round = await findLoadedRound(db, roundId);
  if (!round) throw new TableError("unknown-round");
  const front =
    decision.kind === "front"
      ? ([formatCard(decision.front[0]), formatCard(decision.front[1])] as const)
      : null;
  const confirmFoul = decision.kind === "front" && decision.confirmFoul;
  const stepped = await finishStep(db, learnerId, round, front, confirmFoul, now);
  return answerOf(db, learnerId, roundId, stepped, now);
}

/**
 * Done (`front`) or House Way (null) on `round`, one step of the learner's own table that
 * settles it; its exact EV is made ready first, outside the step's transaction (on SQLite
 * nothing else may write while it waits for the workers). The table's Done and the live API's
 * `set` and `house-way` at an own table (lib/live/own.ts) come through here.
 */
export async function finishStep(
  db: Queryable,
  learnerId: string,
  round: Round,
  front: readonly [string, string] | null,
  confirmFoul: boolean,
  now: number,
): Promise<SoloStepped> {
  const { row } = round;
  // A live round is set and settled only through its own table (lib/live), under its lock.
  if (!isSoloRound(row)) throw new TableError("live-round");
  const seat = seatOf(round, learnerId);
  if (seat?.role !== "player") throw new TableError("not-your-round");
  if (row.phase === "settled") throw new TableError("already-settled");
  await warmHandEv(db, roundViewFor(round, learnerId, now));
  try {
    // The round was dealt at this table, so it is reachable (a test table's too).
    return await soloStep(
      db,
      learnerId,
      row.tableId,
      { type: "set", learnerId, front, confirmFoul },
      { now, testTables: true },
    );
  } catch (error) {
    // Past its deadline the clock may have settled it first: the Done came too late.
    if (error instanceof TableError && error.code === "already-settled" && isDue(row, now))
      throw new TableError("deadline-passed");
    throw error;
  }
}

/** finishRoundAnswer's round. */
export const finishRound = async (
  ...args: Parameters<typeof finishRoundAnswer>
): Promise<RoundView> => (await finishRoundAnswer(...args)).round;
