/**
 * The one writer of every table: stores the effects of one step of the table machine
 * (lib/table/machine) in the caller's transaction, which holds the table's row (a live
 * table's, or a learner's own) and, on PostgreSQL, the wallets the step read. It decides
 * nothing: every check was the machine's, and the store's own guards (conditional debits,
 * CHECKs, unique indexes) refuse what slips by.
 */
import type { NewRoundSeatRow } from "@/db/schema";
import {
  clearBets,
  deleteSeat,
  insertSeat,
  setRoundSeatChoice,
  updateLiveTable,
  updateSeat,
} from "@/lib/db/live";
import { insertDeal } from "@/lib/db/practice";
import { findRound, insertRound } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { addWalletCounters, applyLedgerEntry, holdFunds, releaseFunds } from "@/lib/db/table";
import { TableError } from "./errors";
import type { Effect, RoundState, TablePatch } from "./machine";
import { BANK_SEAT, dealIdOf, type Round } from "./round";
import { gradeSeats, loadRound, NOT_GRADED, storeSettlementOf } from "./settling";
import type { TableConfig } from "./tables";
import { ensureWallet } from "./wallet";

/** Where a step is stored: the table instance, its config, the round the step began with. */
export interface WriteTarget {
  /** The rounds' `instance_id`: a live table's id, or a learner's own (round.ts soloInstance). */
  instanceId: string;
  config: TableConfig;
  round: Round | null;
  /**
   * False: settle without the coach's grades and attempts (adoption, inside a transaction that
   * must not wait for the exact-EV workers).
   */
  grade?: boolean;
}

type Of<T extends Effect["type"]> = Extract<Effect, { type: T }>;

function seatRows(round: RoundState): NewRoundSeatRow[] {
  return [round.bank, ...round.players].map((s) => ({
    roundId: round.id,
    seat: s.seat,
    role: s.seat === BANK_SEAT ? "bank" : "player",
    learnerId: s.learnerId,
    hand: s.hand,
    ...(s.seat === BANK_SEAT ? {} : { bet: s.bet, bonusBet: s.bonusBet }),
    walletBefore: s.walletBefore,
  }));
}

/** The round, its seats, and the practice deal each learner seat's attempt answers. */
async function storeDeal(tx: Queryable, target: WriteTarget, e: Of<"deal">): Promise<void> {
  const { round } = e;
  const { instanceId, config } = target;
  await insertRound(
    tx,
    {
      id: round.id,
      instanceId,
      tableId: config.id,
      currency: config.currency,
      phase: "open",
      commissionBp: round.commissionBp,
      ruleSet: round.ruleSet,
      bankCommissionBp: round.bankCommissionBp,
      dealtAt: round.dealtAt,
      deadlineAt: e.deadlineAt,
      settledAt: null,
      seed: round.seed,
    },
    seatRows(round),
  );
  for (const seat of round.players) {
    if (seat.learnerId === null) continue;
    // The practice deal this seat's attempt answers (round.ts seatDealId).
    await insertDeal(tx, {
      id: dealIdOf(instanceId, round.id, seat.seat),
      learnerId: seat.learnerId,
      hand: seat.hand,
      drill: "table",
      filter: null,
      ruleSet: round.ruleSet,
      dealtAt: round.dealtAt,
      answeredAt: null,
    });
  }
}

/** The settlement the machine made, with every learner's grade, by the one settlement writer. */
async function storeSettle(
  tx: Queryable,
  target: WriteTarget,
  e: Of<"settle">,
  now: number,
): Promise<void> {
  let round: Round | null = target.round?.row.id === e.roundId ? target.round : null;
  if (round === null) {
    const row = await findRound(tx, e.roundId);
    if (!row) throw new Error(`writer: no round ${e.roundId}`);
    round = await loadRound(tx, row);
  }
  const byOf = new Map(e.byOf);
  const graded =
    target.grade === false
      ? NOT_GRADED
      : await gradeSeats(tx, round, e.settlement, byOf, e.unchosenBy, now);
  if (!(await storeSettlementOf(tx, round, e.settlement, byOf, e.unchosenBy, graded, now)))
    throw new Error(`writer: round ${e.roundId} was settled already`);
}

/** Stores a step's effects in order; the table's row last, once (it may name the new round). */
export async function writeEffects(
  tx: Queryable,
  target: WriteTarget,
  effects: readonly Effect[],
  now: number,
): Promise<void> {
  const tableId = target.instanceId;
  const currency = target.config.currency;
  const patch: TablePatch = {};
  for (const e of effects) {
    switch (e.type) {
      case "table":
        Object.assign(patch, e.patch);
        break;
      case "open-wallet":
        // A first sit opens the wallet of the table's currency (the grant in the ledger).
        await ensureWallet(tx, e.learnerId, currency, now);
        break;
      case "seat-insert":
        await insertSeat(tx, {
          liveTableId: tableId,
          seat: e.seat.seat,
          learnerId: e.seat.learnerId,
          name: e.seat.name,
          joinedAt: now,
        });
        break;
      case "seat-update":
        await updateSeat(tx, tableId, e.seat, e.patch);
        break;
      case "seat-delete":
        await deleteSeat(tx, tableId, e.seat);
        break;
      case "clear-bets":
        await clearBets(tx, tableId);
        break;
      case "deal":
        await storeDeal(tx, target, e);
        break;
      case "ledger":
        await applyLedgerEntry(tx, {
          learnerId: e.learnerId,
          currency,
          roundId: e.roundId,
          kind: e.kind,
          amount: e.amount,
          now,
        });
        break;
      case "points":
        await addWalletCounters(tx, e.learnerId, currency, { points: e.delta });
        break;
      case "hold":
        await holdFunds(tx, e.learnerId, currency, e.amount);
        break;
      case "release":
        await releaseFunds(tx, e.learnerId, currency, e.amount);
        break;
      case "choice":
        if (!(await setRoundSeatChoice(tx, e.roundId, e.seat, e.front, e.by)))
          throw new TableError("already-settled");
        break;
      case "settle":
        await storeSettle(tx, target, e, now);
        break;
    }
  }
  if (Object.keys(patch).length > 0) await updateLiveTable(tx, tableId, patch);
}
