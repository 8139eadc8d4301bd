/**
 * The one writer of a live table: stores the effects of one step of the table machine
 * (lib/table/machine) in the caller's transaction, which holds the table's row (and, on
 * PostgreSQL, the wallets the step read). It decides nothing: every check was the machine's,
 * and the store's own guards (conditional debits, CHECKs, unique indexes) refuse what slips by.
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
import type { Effect, RoundState, TablePatch } from "@/lib/table/machine";
import { BANK_SEAT, type Round } from "@/lib/table/round";
import { gradeSeats, loadRound, storeSettlementOf } from "@/lib/table/settling";
import { ensureWallet } from "@/lib/table/wallet";
import { LiveError } from "./errors";
import type { LiveState } from "./view";

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
async function storeDeal(tx: Queryable, state: LiveState, e: Of<"deal">): Promise<void> {
  const { round } = e;
  const { table, config } = state;
  await insertRound(
    tx,
    {
      id: round.id,
      instanceId: table.id,
      tableId: config.id,
      currency: config.currency,
      phase: "open",
      commissionBp: round.commissionBp,
      ruleSet: round.ruleSet,
      bankCommissionBp: round.bankCommissionBp,
      dealtAt: round.dealtAt,
      deadlineAt: e.deadlineAt,
      settledAt: null,
      seed: null,
    },
    seatRows(round),
  );
  for (const seat of round.players) {
    if (seat.learnerId === null) continue;
    // The practice deal this seat's attempt answers (lib/table/round.ts seatDealId).
    await insertDeal(tx, {
      id: `${round.id}:${seat.seat}`,
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
  state: LiveState,
  e: Of<"settle">,
  now: number,
): Promise<void> {
  let round: Round | null = state.round?.row.id === e.roundId ? state.round : null;
  if (round === null) {
    const row = await findRound(tx, e.roundId);
    if (!row) throw new Error(`writer: no round ${e.roundId}`);
    round = await loadRound(tx, row);
  }
  const byOf = new Map(e.byOf);
  const graded = await gradeSeats(tx, round, e.settlement, byOf, e.unchosenBy, now);
  if (!(await storeSettlementOf(tx, round, e.settlement, byOf, e.unchosenBy, graded, now)))
    throw new Error(`writer: round ${e.roundId} was settled already`);
}

/** Stores a step's effects in order; the table's row last, once (it may name the new round). */
export async function writeEffects(
  tx: Queryable,
  state: LiveState,
  effects: readonly Effect[],
  now: number,
): Promise<void> {
  const tableId = state.table.id;
  const currency = state.config.currency;
  const patch: TablePatch = {};
  for (const e of effects) {
    switch (e.type) {
      case "table":
        Object.assign(patch, e.patch);
        break;
      case "open-wallet":
        // A first sit opens the wallet of the table's currency (the grant in the ledger).
        await ensureWallet(tx, e.learnerId, state.config.currency, now);
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
        await storeDeal(tx, state, e);
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
          throw new LiveError("already-set");
        break;
      case "settle":
        await storeSettle(tx, state, e, now);
        break;
    }
  }
  if (Object.keys(patch).length > 0) await updateLiveTable(tx, tableId, patch);
}
