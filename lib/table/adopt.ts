/**
 * The table record at sign-in (issue 21 #7): when an account that has its own learner adopts
 * the browser's anonymous learner, the anonymous learner's table play joins the account by
 * this rule (README, "Accounts"):
 *
 * 1. Its unsettled rounds are settled now by the house way, in its own wallet (their bets came
 *    from it), and a bank it held is left.
 * 2. Per currency, the account keeps its own balance where it has a wallet; where it has none,
 *    it takes over the anonymous balance (and points). Either way the anonymous wallet is
 *    closed to 0 by a `close` entry, and a take-over is a `grant` of the same amount into the
 *    account's new wallet: every move is in the ledger, every wallet still equals it.
 * 3. Its rounds move into the account's log (seats and table instances); their ledger lines
 *    stay in the closed wallet, where the round page finds them (lib/table/log.ts).
 *
 * Runs inside the adoption's transaction: all of it or nothing.
 */

import { dropOwnTablesOf } from "@/lib/db/live";
import { moveSeats, openRoundsOfLearner } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import {
  addWalletCounters,
  applyLedgerEntry,
  findWallet,
  insertWallet,
  walletsOf,
} from "@/lib/db/table";
import { TableError } from "./errors";
import { ownStep } from "./own-table";
import { ownerOfInstance } from "./round-model";

export interface TableAdoption {
  /** Rounds settled by the house way because they were open. */
  settled: number;
  /** Rounds carried into the account's log. */
  rounds: number;
  /** Currencies whose anonymous balance the account took over (it had no wallet there). */
  takenOver: string[];
  /** Currencies where the account kept its own balance and the anonymous one was closed. */
  closed: string[];
}

export async function adoptTableRecord(
  tx: Queryable,
  from: string,
  into: string,
  now: number,
): Promise<TableAdoption> {
  const result: TableAdoption = { settled: 0, rounds: 0, takenOver: [], closed: [] };
  for (const row of await openRoundsOfLearner(tx, from)) {
    const learnerId = ownerOfInstance(row.instanceId);
    // An anonymous learner plays only at their own tables (a live seat needs an account).
    if (learnerId !== from) continue;
    // Through the table's own door, by the house way; inside the adoption's transaction: no
    // exact EV here (it would hold the lock), no attempt.
    const house = { type: "set", learnerId, front: null } as const;
    try {
      await ownStep(tx, from, row.tableId, house, { now, testTables: true, grade: false });
    } catch (error) {
      // Past its deadline the step's clock settled it by the timer instead: settled all the same.
      if (!(error instanceof TableError && error.code === "deadline-passed")) throw error;
    }
    result.settled++;
  }
  // The anonymous learner's own tables (a bank held there) end; the account has its own.
  await dropOwnTablesOf(tx, from);
  for (const wallet of await walletsOf(tx, from)) {
    const own = await findWallet(tx, into, wallet.currency);
    if (wallet.balance !== 0) {
      await applyLedgerEntry(tx, {
        learnerId: from,
        currency: wallet.currency,
        roundId: null,
        kind: "close",
        amount: -wallet.balance,
        now,
      });
    }
    if (own) {
      result.closed.push(wallet.currency);
      continue;
    }
    await insertWallet(tx, into, wallet.currency, 0, now);
    await applyLedgerEntry(tx, {
      learnerId: into,
      currency: wallet.currency,
      roundId: null,
      kind: "grant",
      amount: wallet.balance,
      now,
    });
    await addWalletCounters(tx, into, wallet.currency, { points: wallet.points });
    result.takenOver.push(wallet.currency);
  }
  result.rounds = await moveSeats(tx, from, into);
  return result;
}
