/**
 * Banking (RULES.md 9): the learner takes the bank against 1 to 6 simulated seats. The same
 * round model as a player table: the round holds the bank's hand (the learner's), the seats
 * hold the simulated players' bets, hands, settings and results.
 *
 * Every hand is set by the house way, so an approved round is dealt and settled at once, in
 * one transaction: each seat against the bank by RULES.md 4 with the bank winning copies; a
 * seat that loses pays its bet to the bank, a seat that wins is paid its bet less 5% out of
 * the bank's balance; then the house charges the bank 1.5% of the round's total bets, half up.
 * The seats' bets and cards come from a seed stored with the round, so it can be replayed.
 *
 * Taking the bank checks the entry rule and opens a bank session; each Approve must come
 * within the table's approval time of the last (the server's clock: later, the session ends
 * and the learner has left the bank) and needs a balance that covers the seats.
 * The coach's view of a bank round (`bankCoach`): the bank's exact EV by its house-way setting
 * and by its best setting, against a house-way player, and what the round earned in
 * expectation (that EV times the action).
 */

import { randomInt as cryptoRandomInt, randomUUID } from "node:crypto";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import {
  addWalletCounters,
  applyLedgerEntry,
  endBankSession,
  findActiveBankSession,
  findRound,
  findWallet,
  insertBankSession,
  insertRound,
  markRoundSettled,
  roundSeats,
  touchBankSession,
} from "@/lib/db/table";
import {
  type Card,
  createRng,
  deal,
  exactEv,
  formatHand,
  houseWay,
  type Outcome,
  parseHand,
  randomInt,
  settle,
} from "@/lib/engine";
import { TableError } from "./errors";
import {
  bankCommissionOn,
  bankEntryBalance,
  bankResultAgainst,
  commissionOn,
  pointsForBet,
} from "./money";
import { ensureWallet, requireTable, roundView, settleExpired, type TableOptions } from "./rounds";
import type { TableConfig } from "./tables";
import type { Mark, RoundView } from "./views";

export interface BankSeatResult {
  hand: Card[];
  bet: number;
  front: [Card, Card];
  outcome: Outcome;
  backMark: Mark;
  frontMark: Mark;
  /** The seat's commission on a win (5%, half up). */
  commission: number;
  /** The bank's gain (positive) or payment (negative) against this seat. */
  bankNet: number;
}

export interface BankSettlement {
  bankFront: [Card, Card];
  bankRule: string;
  seats: BankSeatResult[];
  totalBets: number;
  /** The house's charge to the bank (1.5% of the total bets, half up). */
  houseCommission: number;
  /** The bank's result for the round, commission included. */
  bankNet: number;
}

const markOf = (seat: number, bank: number): Mark =>
  seat > bank ? "win" : seat === bank ? "copy" : "lose";

/** Settles house-way seats against a house-way bank (pure: cards and bets in, money out). */
export function settleBankRound(
  bankHand: readonly Card[],
  seats: ReadonlyArray<{ hand: readonly Card[]; bet: number }>,
  rates: { seatCommissionBp: number; bankCommissionBp: number },
): BankSettlement {
  const bank = houseWay(bankHand);
  const bankValues = { backValue: bank.backValue, frontValue: bank.frontValue, foul: false };
  const results = seats.map(({ hand, bet }): BankSeatResult => {
    const hw = houseWay(hand);
    // The seat plays the "player" side of RULES.md 4: copies go to the bank.
    const outcome = settle(
      { backValue: hw.backValue, frontValue: hw.frontValue, foul: false },
      bankValues,
    );
    return {
      hand: [...hand],
      bet,
      front: hw.front,
      outcome,
      backMark: markOf(hw.backValue, bank.backValue),
      frontMark: markOf(hw.frontValue, bank.frontValue),
      commission: outcome === "win" ? commissionOn(bet, rates.seatCommissionBp) : 0,
      bankNet: bankResultAgainst(bet, outcome, rates.seatCommissionBp),
    };
  });
  const totalBets = results.reduce((s, r) => s + r.bet, 0);
  const houseCommission = bankCommissionOn(totalBets, rates.bankCommissionBp);
  return {
    bankFront: bank.front,
    bankRule: bank.rule,
    seats: results,
    totalBets,
    houseCommission,
    bankNet: results.reduce((s, r) => s + r.bankNet, 0) - houseCommission,
  };
}

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
  await settleExpired(db, learnerId, now);
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
 * moved in one transaction. Returns the settled round.
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
  const seatCount = session.seats;
  const needBalance = bankEntryBalance(table.maxBet, seatCount, banking.commissionBp);
  const current = await ensureWallet(db, learnerId, table.currency, now);
  if (current.balance < needBalance) {
    await withTx(db, (tx) => endBankSession(tx, session.id, now));
    throw new TableError("bank-entry-rule");
  }
  const status = { needBalance };

  const seed = options.seed ?? cryptoRandomInt(2 ** 32);
  const dealt = seatsFromSeed(table, seatCount, seed);
  const result = settleBankRound(dealt.bankHand, dealt.seats, {
    seatCommissionBp: table.commissionBp,
    bankCommissionBp: banking.commissionBp,
  });
  const id = randomUUID();

  // Dealing and settling the seats is done above, outside the transaction: it only stores.
  const settled = await withTx(db, async (tx) => {
    const wallet = await findWallet(tx, learnerId, table.currency);
    if (!wallet || wallet.balance < status.needBalance) throw new TableError("bank-entry-rule");
    await insertRound(
      tx,
      {
        id,
        learnerId,
        tableId,
        currency: table.currency,
        role: "banker",
        status: "open",
        bankHand: formatHand(dealt.bankHand),
        commissionBp: table.commissionBp,
        balanceBefore: wallet.balance,
        dealtAt: now,
        deadlineAt: null,
        seed,
      },
      result.seats.map((s, k) => ({
        roundId: id,
        seat: k + 1,
        learner: false,
        hand: formatHand(s.hand),
        bet: s.bet,
        bonusBet: 0,
        front: formatHand(s.front),
        foul: false,
        outcome: s.outcome,
        backMark: s.backMark,
        frontMark: s.frontMark,
        commission: s.commission,
        // The seat's own result: what it won or lost against the bank.
        net: s.outcome === "win" ? s.bet - s.commission : s.outcome === "loss" ? -s.bet : 0,
      })),
    );
    let balance = wallet.balance;
    for (const s of result.seats) {
      if (s.bankNet === 0) continue;
      balance = await applyLedgerEntry(tx, {
        learnerId,
        currency: table.currency,
        roundId: id,
        kind: s.bankNet > 0 ? "bank-win" : "bank-loss",
        amount: s.bankNet,
        now,
      });
    }
    if (result.houseCommission > 0) {
      balance = await applyLedgerEntry(tx, {
        learnerId,
        currency: table.currency,
        roundId: id,
        kind: "bank-commission",
        amount: -result.houseCommission,
        now,
      });
    }
    // Settled at once: every hand was set by the house way.
    await markRoundSettled(tx, id, {
      bankFront: formatHand(result.bankFront),
      bankRule: result.bankRule,
      balanceAfter: balance,
      settledAt: now,
      settledBy: "house-way",
    });
    await addWalletCounters(tx, learnerId, table.currency, {
      points: -pointsForBet(result.totalBets),
    });
    if (!(await touchBankSession(tx, session.id, now))) throw new TableError("not-banking");
    const row = await findRound(tx, id);
    if (!row) throw new Error("bankRound: round missing after insert");
    return { row, seats: await roundSeats(tx, id) };
  });
  return roundView(settled.row, settled.seats, now);
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
    role: "banker",
    bankCommission: bankCommissionBp / 10_000,
  });
  const hw = result.splits[result.houseWay];
  const best = result.splits[result.best];
  if (!hw || !best) return null;
  const action = round.seats.reduce((sum, s) => sum + s.bet, 0);
  return {
    houseWayEv: hw.ev,
    bestEv: best.ev,
    houseWayIsBest: hw.score === best.score,
    expected: hw.ev * action,
  };
}
