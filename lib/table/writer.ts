/**
 * The one writer of every table: stores the effects of one step of the table machine
 * (lib/table/machine) in the caller's transaction, which holds the table's row (a live
 * table's, or a learner's own) and, on PostgreSQL, the wallets the step read. It decides
 * nothing: every check was the machine's, and the store's own guards (conditional debits,
 * CHECKs, unique indexes) refuse what slips by.
 */
import type { LiveSeatRow, NewRoundSeatRow } from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import {
  clearBets,
  deleteSeat,
  insertSeat,
  setRoundSeatChoice,
  updateLiveTable,
  updateSeat,
} from "@/lib/db/live";
import { storeReaction } from "@/lib/db/live-reactions";
import { insertDeal } from "@/lib/db/practice";
import { insertRound } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { addWalletCounters, applyLedgerEntries, holdFunds, releaseFunds } from "@/lib/db/table";
import { formatHand, isFaceUp, parseTableRuleSetKey } from "@/lib/engine";
import { TableError } from "./errors";
import type { Effect, RoundState, TablePatch } from "./machine";
import { BANK_SEAT, dealIdOf, type Round, roundOf } from "./round-model";
import { findLoadedRound, gradeSeats, NOT_GRADED, storeSettlementOf } from "./round-store";
import type { TableConfig } from "./tables";
import { ensureWallet } from "./wallet";

/** Where a step is stored: the table instance, its config, the round the step began with. */
export interface WriteTarget {
  /** The rounds' `instance_id`: a live table's id, or a learner's own (round-model.ts ownInstance). */
  instanceId: string;
  config: TableConfig;
  round: Round | null;
  /**
   * False: settle without the coach's grades and attempts (adoption, inside a transaction that
   * must not wait for the exact-EV workers).
   */
  grade?: boolean;
  /**
   * The table's seats as read under its row's lock, when the caller has them: a write of
   * pressed bets that would change nothing (or that a later clearing of every bet replaces)
   * is then skipped.
   */
  seats?: readonly LiveSeatRow[];
}

type Of<T extends Effect["type"]> = Extract<Effect, { type: T }>;

function seatRows(round: RoundState): NewRoundSeatRow[] {
  // Side stakes named only in a round that has some (RULES.md 13.2), then in every row alike.
  const sides = round.players.some((p) => p.emperorsBet || p.dealerHandBet);
  return [round.bank, ...round.players].map((s) => ({
    roundId: round.id,
    seat: s.seat,
    role: s.seat === BANK_SEAT ? "bank" : "player",
    learnerId: s.learnerId,
    hand: s.hand,
    // The bank bets nothing; every row names the same columns (one prepared insert).
    bet: s.seat === BANK_SEAT ? 0 : s.bet,
    bonusBet: s.seat === BANK_SEAT ? 0 : s.bonusBet,
    ...(sides ? { emperorsBet: s.emperorsBet ?? 0, dealerHandBet: s.dealerHandBet ?? 0 } : {}),
    walletBefore: s.walletBefore,
  }));
}

/**
 * The round, its seats, and the practice deal each learner seat's attempt answers (none at Face
 * Up); returns the round as stored.
 */
async function storeDeal(tx: Queryable, target: WriteTarget, e: Of<"deal">): Promise<Round> {
  const { round } = e;
  const { instanceId, config } = target;
  const stored = await insertRound(
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
  // A Face Up round is graded by outcome, never as a practice attempt: no deal to answer.
  if (isFaceUp(parseTableRuleSetKey(round.ruleSet))) return roundOf(stored.row, stored.seats);
  for (const seat of round.players) {
    if (seat.learnerId === null) continue;
    // The practice deal this seat's attempt answers (round-model.ts seatDealId).
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
  return roundOf(stored.row, stored.seats);
}

/**
 * The settlement the machine made, with every learner's grade, by the one settlement writer;
 * returns the round as stored.
 */
async function storeSettle(
  tx: Queryable,
  target: WriteTarget,
  e: Of<"settle">,
  now: number,
): Promise<Round> {
  const round =
    (target.round?.row.id === e.roundId ? target.round : null) ??
    (await findLoadedRound(tx, e.roundId));
  if (!round) throw new Error(`writer: no round ${e.roundId}`);
  const byOf = new Map(e.byOf);
  const graded =
    target.grade === false
      ? NOT_GRADED
      : await gradeSeats(tx, round, e.settlement, byOf, e.unchosenBy, now);
  const stored = await storeSettlementOf(tx, round, e.settlement, byOf, e.unchosenBy, graded, now);
  if (!stored) throw new Error(`writer: round ${e.roundId} was settled already`);
  return stored;
}

/** Who sets a seat of a settlement as the settlement writer stores it (round-store.ts). */
const setByIn = (e: Of<"settle">, seat: number, learnerId: string | null): SetBy =>
  e.byOf.find(([s]) => s === seat)?.[1] ?? (learnerId === null ? "house-way" : e.unchosenBy);

/**
 * A seat's choice that the same step's settlement of its round stores again (the same front,
 * by the same): that settlement's seat update writes it, under the round's settled-once guard.
 */
function settledAlike(effects: readonly Effect[], i: number, e: Of<"choice">): boolean {
  const settle = effects.find(
    (l, k): l is Of<"settle"> => k > i && l.type === "settle" && l.roundId === e.roundId,
  );
  const seat = settle?.settlement.players.find((p) => p.seat === e.seat);
  return (
    settle !== undefined &&
    seat !== undefined &&
    formatHand(seat.front) === e.front &&
    setByIn(settle, seat.seat, seat.learnerId) === e.by
  );
}

/** Only pressed bets, which a later clearing of every seat's bets in the same step replaces. */
const clearedLater = (effects: readonly Effect[], i: number, e: Of<"seat-update">): boolean =>
  Object.keys(e.patch).every((k) => k === "bet" || k === "bonusBet") &&
  effects.some((l, k) => k > i && l.type === "clear-bets");

/**
 * The ledger entries of one learner in a row from `effects[i]`, and the points moved just
 * after them (0: none): stored by one wallet update and one insert. `length`: effects taken.
 */
function ledgerRun(
  effects: readonly Effect[],
  i: number,
  first: Of<"ledger">,
): { entries: Of<"ledger">[]; points: number; length: number } {
  const entries: Of<"ledger">[] = [first];
  let next = effects[i + 1];
  while (next?.type === "ledger" && next.learnerId === first.learnerId) {
    entries.push(next);
    next = effects[i + entries.length];
  }
  const points = next?.type === "points" && next.learnerId === first.learnerId ? next.delta : 0;
  return { entries, points, length: entries.length + (points === 0 ? 0 : 1) };
}

/** The pressed bets of the table's seats as stored, by seat; null: not known (always write). */
type StoredBets = Map<number, { bet: number; bonusBet: number }> | null;

function noteSeatUpdate(bets: StoredBets, e: Of<"seat-update">): void {
  const before = bets?.get(e.seat);
  if (!bets || !before) return;
  bets.delete(e.seat);
  bets.set(e.patch.seat ?? e.seat, {
    bet: e.patch.bet ?? before.bet,
    bonusBet: e.patch.bonusBet ?? before.bonusBet,
  });
}

/**
 * Stores a step's effects in order; the table's row last, once (it may name the new round).
 * Returns the round the step dealt or settled (the last), as stored; null: none.
 */
export async function writeEffects(
  tx: Queryable,
  target: WriteTarget,
  effects: readonly Effect[],
  now: number,
): Promise<Round | null> {
  const tableId = target.instanceId;
  const currency = target.config.currency;
  const patch: TablePatch = {};
  const bets: StoredBets = target.seats
    ? new Map(target.seats.map((s) => [s.seat, { bet: s.bet, bonusBet: s.bonusBet }]))
    : null;
  let stored: Round | null = null;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as Effect;
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
        bets?.set(e.seat.seat, { bet: 0, bonusBet: 0 });
        break;
      case "seat-update":
        if (bets && clearedLater(effects, i, e)) break;
        await updateSeat(tx, tableId, e.seat, e.patch);
        noteSeatUpdate(bets, e);
        break;
      case "reaction":
        await storeReaction(tx, {
          liveTableId: tableId,
          learnerId: e.learnerId,
          seat: e.seat,
          reaction: e.reaction,
          at: e.at,
        });
        break;
      case "seat-delete":
        await deleteSeat(tx, tableId, e.seat);
        bets?.delete(e.seat);
        break;
      case "clear-bets":
        if (bets && [...bets.values()].every((b) => b.bet === 0 && b.bonusBet === 0)) break;
        await clearBets(tx, tableId);
        for (const seat of bets?.keys() ?? []) bets?.set(seat, { bet: 0, bonusBet: 0 });
        break;
      case "deal":
        stored = await storeDeal(tx, target, e);
        break;
      case "ledger": {
        const run = ledgerRun(effects, i, e);
        await applyLedgerEntries(
          tx,
          { learnerId: e.learnerId, currency, now },
          run.entries,
          run.points,
        );
        i += run.length - 1;
        break;
      }
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
        if (settledAlike(effects, i, e)) break;
        if (!(await setRoundSeatChoice(tx, e.roundId, e.seat, e.front, e.by)))
          throw new TableError("already-settled");
        break;
      case "settle":
        stored = await storeSettle(tx, target, e, now);
        break;
    }
  }
  if (Object.keys(patch).length > 0) await updateLiveTable(tx, tableId, patch);
  return stored;
}
