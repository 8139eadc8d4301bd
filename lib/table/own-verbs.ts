/**
 * A learner's own table's Deal and Done (RULES.md 8, 10): the learner plays seat 1 against the
 * house's bank, on the one table machine through its door (own-table.ts, door.ts),
 * server-authoritative:
 *
 * - Deal (the live API's `bet` at the learner's own table, lib/live/own.ts): one step of the
 *   table with the bets: the machine checks the rack, the limits and the balance, deals
 *   fourteen cards from one shuffled deck, and the one writer stores the round, its seats and
 *   the bets' ledger entries in one transaction. A unique index allows one unsettled round per
 *   table instance.
 * - Done / House Way (`set`, `house-way`): one step with the setting, which the machine
 *   settles (settlement.ts) and the writer stores once: Done twice, a replay or another tab
 *   changes nothing.
 * - Deadline: the clock (clock.ts) settles a round left open past it by the house way, whether
 *   or not anyone is connected; reads never write.
 *
 * Every settled seat of the learner is also stored as a practice attempt (drill `table`).
 */

import { isUniqueViolation, type Queryable } from "@/lib/db/store";
import { InsufficientFunds } from "@/lib/db/table";
import { isFaceUp, parseHand, type TableRuleSet } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { TableError } from "./errors";
import { type OwnStepOptions, type OwnStepped, ownStep } from "./own-table";
import { isDue, isOwnRound, type Round, ruleSetOfRound, seatOf } from "./round-model";

export { rebuy } from "./rebuy";
export { DEADLINE_GRACE_MS } from "./round-model";
export { ensureWallet } from "./wallet";

/**
 * The deal's step at the learner's own table (the machine checks the bets against the table's
 * limits and the balance), with a clash's typed refusal: the live API's `bet` at an own table
 * (lib/live/own.ts) and the tests' shorthand (test-own.ts).
 */
export async function dealStep(
  db: Queryable,
  learnerId: string,
  tableId: string,
  main: number,
  bonus: number,
  options: OwnStepOptions = {},
  /** The other side bets (RULES.md 13.2): Emperor's Challenge, the dealer-hand bet. */
  sides: { emperors?: number; dealerHand?: number } = {},
): Promise<OwnStepped> {
  try {
    const command = { type: "bet" as const, learnerId, main, bonus, ...sides };
    return await ownStep(db, learnerId, tableId, command, options);
  } catch (error) {
    // Two tabs: the partial unique index refuses a second open round.
    if (isUniqueViolation(error)) throw new TableError("round-open");
    // Another table took the balance between the check and the debit (the debit is conditional).
    if (error instanceof InsufficientFunds) throw new TableError("insufficient-balance");
    throw error;
  }
}

/**
 * Computes (and caches) the exact EV of a dealt hand (card text), ahead of settling; nothing at
 * Face Up (graded by outcome, RULES.md 13.1).
 */
export async function warmHand(db: Queryable, hand: string, ruleSet: TableRuleSet): Promise<void> {
  if (isFaceUp(ruleSet)) return;
  try {
    await handEv(db, parseHand(hand), Date.now(), ruleSet);
  } catch (error) {
    // Only a head start: settling computes it again if this failed.
    console.error("table: EV warm-up failed", error);
  }
}

/**
 * Done (`front`) or House Way (null) on `round`, one step of the learner's own table that
 * settles it; its exact EV is made ready first, outside the step's transaction (on SQLite
 * nothing else may write while it waits for the workers): the live API's `set` and
 * `house-way` at an own table (lib/live/own.ts) and the tests' shorthand (test-own.ts).
 */
export async function finishStep(
  db: Queryable,
  learnerId: string,
  round: Round,
  front: readonly [string, string] | null,
  confirmFoul: boolean,
  now: number,
): Promise<OwnStepped> {
  const { row } = round;
  // A live round is set and settled only through its own table (lib/live), under its lock.
  if (!isOwnRound(row)) throw new TableError("live-round");
  const seat = seatOf(round, learnerId);
  if (seat?.role !== "player") throw new TableError("not-your-round");
  if (row.phase === "settled") throw new TableError("already-settled");
  await warmHand(db, seat.hand, ruleSetOfRound(row));
  try {
    // The round was dealt at this table, so it is reachable (a test table's too).
    return await ownStep(
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
