/**
 * Banking (RULES.md 9): the learner takes the bank against 1 to 6 simulated seats: the banking
 * configuration of the one round model (round.ts): the learner's bank in seat 0, simulated
 * players in seats 1 to n, at the learner's own instance of the table.
 *
 * Every hand is set by the house way, so an approved round is dealt and settled at once, in
 * one transaction, by the one settlement (settle.ts) and its one writer. The seats' bets and
 * cards come from a seed stored with the round, so it can be replayed.
 *
 * Taking the bank checks the entry rule and opens a bank session; each Approve must come
 * within the table's approval time of the last (the server's clock: later, the session ends
 * and the learner has left the bank) and needs a balance that covers the seats.
 * The coach's view of a bank round (`bankCoach`): the bank's exact EV by its house-way setting
 * and by its best setting, against a house-way player, and what the round earned in
 * expectation (that EV times the action).
 */

import { randomInt as cryptoRandomInt, randomUUID } from "node:crypto";
import { storedRuleSet } from "@/lib/casino/choice";
import { insertRound, seatsOfRound } from "@/lib/db/rounds";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import {
  endBankSession,
  findActiveBankSession,
  findWallet,
  insertBankSession,
  touchBankSession,
} from "@/lib/db/table";
import {
  type Card,
  createRng,
  deal,
  exactEv,
  formatHand,
  parseHand,
  randomInt,
} from "@/lib/engine";
import { TableError } from "./errors";
import { bankEntryBalance } from "./money";
import { bankingSeats, roundOf, soloInstance } from "./round";
import { NOT_GRADED, settlementOf, storeSettlementOf } from "./settling";
import { soloTick } from "./solo";
import type { TableConfig } from "./tables";
import { roundViewFor } from "./view";
import type { RoundView } from "./views";
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

function bankingOf(table: TableConfig) {
  if (!table.banking) throw new TableError("no-banking");
  return table.banking;
}

function checkSeats(table: TableConfig, seats: number): void {
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

/** The seats of a banking round from its seed: bets within the limits in whole chips, cards. */
export function seatsFromSeed(
  table: TableConfig,
  seats: number,
  seed: number,
): { bankHand: Card[]; seats: Array<{ hand: Card[]; bet: number }> } {
  const rng = createRng(seed);
  const cards = deal(rng, 7 * (seats + 1));
  const step = Math.min(...table.chips);
  const steps = Math.floor((table.maxBet - table.minBet) / step);
  return {
    bankHand: cards.slice(0, 7),
    seats: Array.from({ length: seats }, (_, k) => ({
      hand: cards.slice(7 * (k + 1), 7 * (k + 2)),
      bet: table.minBet + step * randomInt(rng, steps + 1),
    })),
  };
}

/** Network slack after the approval time, as for the player's decision time. */
export const APPROVE_GRACE_MS = 1_000;

/** Takes the bank against `seatCount` seats once the entry rule is met (RULES.md 9). */
export async function takeBank(
  db: Queryable,
  learnerId: string,
  tableId: string,
  seatCount: number,
  options: TableOptions = {},
): Promise<{ seats: number; approveBy: number }> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const banking = bankingOf(table);
  const status = await bankingStatus(db, learnerId, tableId, seatCount, options);
  if (!status.eligible) throw new TableError("bank-entry-rule");
  try {
    await withTx(db, async (tx) => {
      const old = await findActiveBankSession(tx, learnerId, tableId);
      if (old) await endBankSession(tx, old.id, now);
      // One active session per learner and table (a unique index): a racing tab fails here.
      await insertBankSession(tx, {
        id: randomUUID(),
        learnerId,
        tableId,
        seats: seatCount,
        startedAt: now,
        lastAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TableError("already-settled");
    throw error;
  }
  return { seats: seatCount, approveBy: now + banking.approveSeconds * 1000 };
}

/** Leaves the bank (nothing to do when not holding it). */
export async function leaveBank(
  db: Queryable,
  learnerId: string,
  tableId: string,
  now = Date.now(),
): Promise<void> {
  await withTx(db, async (tx) => {
    const session = await findActiveBankSession(tx, learnerId, tableId);
    if (session) await endBankSession(tx, session.id, now);
  });
}

/**
 * An approved banking round: the bank session checked (held, approved in time, balance
 * enough for the seats), the seats dealt from a fresh seed, the round settled and the money
 * moved in one transaction. Returns the settled round. A hand of the learner's own still open
 * at this table refuses with `round-open` (one round per table instance) and changes nothing.
 */
export async function bankRound(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions & { seed?: number } = {},
): Promise<RoundView> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const banking = bankingOf(table);
  const session = await findActiveBankSession(db, learnerId, tableId);
  if (!session) throw new TableError("not-banking");
  if (now > session.lastAt + banking.approveSeconds * 1000 + APPROVE_GRACE_MS) {
    await withTx(db, (tx) => endBankSession(tx, session.id, now));
    throw new TableError("bank-timeout");
  }
  const needBalance = bankEntryBalance(table.maxBet, session.seats, banking.commissionBp);
  const current = await ensureWallet(db, learnerId, table.currency, now);
  if (current.balance < needBalance) {
    await withTx(db, (tx) => endBankSession(tx, session.id, now));
    throw new TableError("bank-entry-rule");
  }
  const instanceId = soloInstance(learnerId, tableId);
  // The learner's own hand past its deadline is settled first, as the clock would; one still
  // open makes the insert below refuse with round-open.
  await soloTick(db, learnerId, tableId, now);

  const seed = options.seed ?? cryptoRandomInt(2 ** 32);
  const dealt = seatsFromSeed(table, session.seats, seed);
  const id = randomUUID();
  const row = {
    id,
    instanceId,
    tableId,
    currency: table.currency,
    phase: "open" as const,
    commissionBp: table.commissionBp,
    ruleSet: table.ruleSet,
    bankCommissionBp: banking.commissionBp,
    dealtAt: now,
    deadlineAt: null,
    settledAt: null,
    seed,
  };

  try {
    const round = await withTx(db, async (tx) => {
      const wallet = await findWallet(tx, learnerId, table.currency);
      if (!wallet || wallet.balance < needBalance) throw new TableError("bank-entry-rule");
      const seats = bankingSeats(
        id,
        learnerId,
        formatHand(dealt.bankHand),
        dealt.seats.map((s) => ({ hand: formatHand(s.hand), bet: s.bet })),
        wallet.balance,
      );
      // The partial unique index refuses it while the learner's own hand is open: caught below.
      await insertRound(tx, row, seats);
      const dealtRound = roundOf(row, await seatsOfRound(tx, id));
      // Settled at once: every hand is set by the house way (nothing to grade).
      const settlement = settlementOf(dealtRound, []);
      const none = new Map();
      await storeSettlementOf(tx, dealtRound, settlement, none, "house-way", NOT_GRADED, now);
      if (!(await touchBankSession(tx, session.id, now))) throw new TableError("not-banking");
      return roundOf(row, await seatsOfRound(tx, id));
    });
    return roundViewFor(
      { ...round, row: { ...round.row, phase: "settled", settledAt: now } },
      learnerId,
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new TableError("round-open");
    throw error;
  }
}

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

/** What the coach says about a settled bank round (RULES.md 9; the engine's banker EV). */
export function bankCoach(round: RoundView, bankCommissionBp: number): BankCoachView | null {
  if (round.role !== "banker" || !round.bank) return null;
  const result = exactEv(parseHand(round.bank.hand), {
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
