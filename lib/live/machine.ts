/**
 * A live table's phases (RULES.md 11), advanced inside the transaction that holds the table
 * (lib/db/live.ts lockLiveTable), by a request or by the clock, whichever comes first:
 *
 *   idle -> [approve] -> bets -> setting -> settled -> (next round: approve or bets, or idle)
 *
 * - approve: only with a learner bank without Auto-approve; its time running out releases the
 *   bank (the house banks) and the bets begin;
 * - bets: the round is dealt once every seated player has pressed Deal, or at the deadline
 *   when at least one has; with no bets there is no round, and every seat sat one out;
 * - setting: the round of the one model is open; settled when every learner has set, or by
 *   the house way at its deadline;
 * - settled: the results stay on show until the deadline, then the next round begins.
 * A seat that sat out three rounds in a row is freed; a closed table frees its seats.
 */
import { randomUUID } from "node:crypto";
import type { NewRoundSeatRow } from "@/db/schema";
import type { BankLeftReason } from "@/db/schema/vocabulary";
import {
  clearBets,
  deleteSeat,
  namesOfLearners,
  seatsAt,
  updateLiveTable,
  updateSeat,
} from "@/lib/db/live";
import { insertDeal } from "@/lib/db/practice";
import { findRound, insertRound } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { addWalletCounters, applyLedgerEntry, findWallet, lockWallet } from "@/lib/db/table";
import { formatHand } from "@/lib/engine";
import { bankEntryBalance, bankExposure, betEntries, pointsForBet } from "@/lib/table/money";
import { BANK_SEAT, DEADLINE_GRACE_MS } from "@/lib/table/round";
import { drawCards } from "@/lib/table/rounds";
import {
  loadRound,
  prepareSettlement,
  storedChoices,
  storeSettlementOf,
} from "@/lib/table/settling";
import type { LiveState } from "./view";

/** How long a settled round stays on show before the next begins (at least 5 s: RULES.md 11). */
export const SHOW_MS = 5_000;
/** Rounds in a row a seat may sit out; the next frees it. */
export const MAX_SIT_OUTS = 3;

const due = (state: LiveState, now: number) =>
  state.table.deadlineAt !== null && now >= state.table.deadlineAt;

async function setPhase(
  tx: Queryable,
  state: LiveState,
  phase: LiveState["table"]["phase"],
  deadlineAt: number | null,
  extra: Partial<Pick<LiveState["table"], "roundId" | "bankLearnerId">> = {},
): Promise<void> {
  Object.assign(state.table, { phase, deadlineAt, ...extra });
  await updateLiveTable(tx, state.table.id, { phase, deadlineAt, ...extra });
}

const players = (state: LiveState) => state.seats.filter((s) => s.seat !== BANK_SEAT);
const freeSeat = (state: LiveState) => {
  for (let seat = 1; seat <= (state.config.live?.seats ?? 0); seat++)
    if (!state.seats.some((s) => s.seat === seat)) return seat;
  return null;
};

/** Whether a learner may hold the bank of this table now (RULES.md 9's entry rule). */
export async function meetsEntryRule(
  db: Queryable,
  state: LiveState,
  learnerId: string,
): Promise<boolean> {
  const banking = state.config.banking;
  if (!banking) return false;
  const wallet = await findWallet(db, learnerId, state.config.currency);
  if (!wallet) return false;
  const least = bankEntryBalance(
    state.config.maxBet,
    state.config.live?.seats ?? banking.maxSeats,
    banking.commissionBp,
  );
  return wallet.points >= banking.minPoints && wallet.balance >= least;
}

/**
 * The learner bank steps down: back to a free player seat, or up from the table if none. With
 * a `reason` the bank was taken away (not left), and the table is told why for the next round.
 */
export async function releaseBank(
  tx: Queryable,
  state: LiveState,
  reason: BankLeftReason | null = null,
): Promise<void> {
  const bank = state.seats.find((s) => s.seat === BANK_SEAT);
  const note = {
    bankLeftReason: reason,
    bankLeftName: reason === null ? null : (bank?.name ?? null),
  };
  if (bank) {
    const seat = freeSeat(state);
    if (seat === null) {
      await deleteSeat(tx, state.table.id, BANK_SEAT);
      state.seats = state.seats.filter((s) => s !== bank);
    } else {
      await updateSeat(tx, state.table.id, BANK_SEAT, { seat });
      bank.seat = seat;
    }
  }
  Object.assign(state.table, { bankLearnerId: null, ...note });
  await updateLiveTable(tx, state.table.id, { bankLearnerId: null, ...note });
}

/** The note of a bank taken away is told for one round: gone when the next one begins. */
export async function clearBankNote(tx: Queryable, state: LiveState): Promise<void> {
  if (state.table.bankLeftReason === null && state.table.bankLeftName === null) return;
  Object.assign(state.table, { bankLeftReason: null, bankLeftName: null });
  await updateLiveTable(tx, state.table.id, { bankLeftReason: null, bankLeftName: null });
}

/** The next round's first phase (or idle with nobody to play, or a closed table emptied). */
export async function startRound(tx: Queryable, state: LiveState, now: number): Promise<void> {
  const { table, config } = state;
  if (table.closedAt !== null) {
    for (const seat of state.seats) await deleteSeat(tx, table.id, seat.seat);
    state.seats = [];
    if (table.bankLearnerId !== null) await releaseBank(tx, state);
    return setPhase(tx, state, "idle", null);
  }
  await clearBankNote(tx, state);
  if (table.bankLearnerId !== null && !(await meetsEntryRule(tx, state, table.bankLearnerId)))
    await releaseBank(tx, state, "entry-rule");
  await clearBets(tx, table.id);
  for (const seat of state.seats) Object.assign(seat, { bet: 0, bonusBet: 0 });
  if (players(state).length === 0) return setPhase(tx, state, "idle", null);
  const live = config.live as NonNullable<typeof config.live>;
  if (table.bankLearnerId !== null && !table.autoApprove && config.banking)
    return setPhase(tx, state, "approve", now + config.banking.approveSeconds * 1000);
  return setPhase(tx, state, "bets", now + live.betSeconds * 1000);
}

/** Approve (or Auto-approve): the bets begin. */
export const openBets = (tx: Queryable, state: LiveState, now: number) =>
  setPhase(tx, state, "bets", now + (state.config.live?.betSeconds ?? 20) * 1000);

/** Counts a sat-out round against every seat in `idle`; frees a seat at the limit. */
async function sitOut(tx: Queryable, state: LiveState, idle: LiveState["seats"]): Promise<void> {
  for (const seat of idle) {
    const sitOuts = seat.sitOuts + 1;
    if (sitOuts >= MAX_SIT_OUTS) {
      await deleteSeat(tx, state.table.id, seat.seat);
      state.seats = state.seats.filter((s) => s !== seat);
    } else {
      await updateSeat(tx, state.table.id, seat.seat, { sitOuts });
      seat.sitOuts = sitOuts;
    }
  }
}

/** Deals a round to every seat that pressed Deal and can still pay: one deck, 7 cards each. */
async function deal(tx: Queryable, state: LiveState, now: number): Promise<boolean> {
  const { table, config } = state;
  const currency = config.currency;
  const betting: Array<{ seat: LiveState["seats"][number]; balance: number }> = [];
  // Each wallet locked (PostgreSQL) before its check, in one order (no deadlock between two
  // tables dealing the same learners), so the bets taken below are covered (issue 29).
  const pressed = players(state).filter((s) => s.bet > 0);
  const locked = new Map<string, Awaited<ReturnType<typeof lockWallet>>>();
  const holders = pressed.map((s) => s.learnerId);
  if (table.bankLearnerId !== null) holders.push(table.bankLearnerId);
  for (const id of holders.sort()) locked.set(id, await lockWallet(tx, id, currency));
  for (const seat of pressed) {
    const wallet = locked.get(seat.learnerId);
    // The balance may have gone elsewhere (another table) since Deal was pressed.
    if (wallet && wallet.balance >= seat.bet + seat.bonusBet)
      betting.push({ seat, balance: wallet.balance });
  }
  const idle = players(state).filter((s) => !betting.some((b) => b.seat === s));
  if (betting.length === 0) {
    await sitOut(tx, state, idle);
    return false;
  }
  // The bank's cover, checked again now (its balance may have gone to another table since
  // it was taken): the most these seats can win. A bank that no longer covers it leaves the
  // bank before the deal, and the house banks this round (issue 29).
  if (table.bankLearnerId !== null) {
    const exposure = bankExposure(
      betting.map((b) => b.seat.bet),
      config.commissionBp,
      config.banking?.commissionBp ?? 0,
    );
    if ((locked.get(table.bankLearnerId)?.balance ?? 0) < exposure)
      await releaseBank(tx, state, "cover");
  }
  const cards = drawCards(undefined, 7 * (betting.length + 1));
  const hands = betting.map((_, k) => formatHand(cards.slice(7 * k, 7 * k + 7)));
  const bankHand = formatHand(cards.slice(7 * betting.length));
  const bankLearner = table.bankLearnerId;
  const bankWallet = bankLearner === null ? undefined : locked.get(bankLearner);
  const id = randomUUID();
  const deadlineAt = now + (config.decisionSeconds ?? 45) * 1000;
  const seats: NewRoundSeatRow[] = [
    {
      roundId: id,
      seat: BANK_SEAT,
      role: "bank",
      learnerId: bankLearner,
      hand: bankHand,
      walletBefore: bankWallet?.balance ?? null,
    },
    ...betting.map(
      ({ seat, balance }, k): NewRoundSeatRow => ({
        roundId: id,
        seat: seat.seat,
        role: "player",
        learnerId: seat.learnerId,
        hand: hands[k] as string,
        bet: seat.bet,
        bonusBet: seat.bonusBet,
        walletBefore: balance,
      }),
    ),
  ];
  await insertRound(
    tx,
    {
      id,
      instanceId: table.id,
      tableId: config.id,
      currency,
      phase: "open",
      commissionBp: config.commissionBp,
      ruleSet: config.ruleSet,
      bankCommissionBp: bankLearner === null ? null : (config.banking?.commissionBp ?? 0),
      dealtAt: now,
      deadlineAt,
      settledAt: null,
      seed: null,
    },
    seats,
  );
  for (const [k, { seat }] of betting.entries()) {
    // The practice deal this seat's attempt answers (lib/table/round.ts seatDealId).
    await insertDeal(tx, {
      id: `${id}:${seat.seat}`,
      learnerId: seat.learnerId,
      hand: hands[k] as string,
      drill: "table",
      filter: null,
      ruleSet: config.ruleSet,
      dealtAt: now,
      answeredAt: null,
    });
    for (const entry of betEntries(seat.bet, seat.bonusBet)) {
      await applyLedgerEntry(tx, {
        learnerId: seat.learnerId,
        currency,
        roundId: id,
        now,
        ...entry,
      });
    }
    await addWalletCounters(tx, seat.learnerId, currency, { points: pointsForBet(seat.bet) });
    if (seat.sitOuts !== 0) await updateSeat(tx, table.id, seat.seat, { sitOuts: 0 });
    seat.sitOuts = 0;
  }
  await sitOut(tx, state, idle);
  await clearBets(tx, table.id);
  for (const seat of state.seats) Object.assign(seat, { bet: 0, bonusBet: 0 });
  const row = await findRound(tx, id);
  if (row) state.round = await loadRound(tx, row);
  // A Done sent as the countdown shows 0 still counts: the table waits out the grace.
  await setPhase(tx, state, "setting", deadlineAt + DEADLINE_GRACE_MS, { roundId: id });
  return true;
}

/** Settles the open round (the timer's, or once every learner has set) and shows it. */
export async function settleOpenRound(tx: Queryable, state: LiveState, now: number): Promise<void> {
  const round = state.round;
  if (round && round.row.phase !== "settled") {
    const choices = storedChoices(round);
    const by =
      choices.length === round.players.filter((p) => p.learnerId !== null).length
        ? "house-way"
        : "timer";
    const ready = await prepareSettlement(tx, round, choices, by, now);
    await storeSettlementOf(tx, round, ready.settlement, ready.byOf, by, ready.graded, now);
  }
  await showSettled(tx, state, now);
}

async function showSettled(tx: Queryable, state: LiveState, now: number): Promise<void> {
  const row = state.table.roundId ? await findRound(tx, state.table.roundId) : undefined;
  if (row) state.round = await loadRound(tx, row);
  await setPhase(tx, state, "settled", now + SHOW_MS);
}

/** Whether every learner in the open round has set their hand. */
export const everyoneSet = (state: LiveState): boolean =>
  !!state.round && state.round.players.every((p) => p.learnerId === null || p.setBy !== null);

/**
 * Moves the table on as far as `now` allows (in the caller's transaction); true when anything
 * changed. Each step is one of the transitions in this module's comment.
 */
export async function advance(tx: Queryable, state: LiveState, now: number): Promise<boolean> {
  let changed = false;
  for (let step = 0; step < 6; step++) {
    const { table } = state;
    const before = `${table.phase}|${table.deadlineAt}|${table.roundId}`;
    switch (table.phase) {
      case "idle":
        if (players(state).length > 0 && table.closedAt === null) await startRound(tx, state, now);
        break;
      case "approve":
        if (table.autoApprove) await openBets(tx, state, now);
        else if (due(state, now)) {
          await releaseBank(tx, state, "timeout");
          await openBets(tx, state, now);
        }
        break;
      case "bets": {
        const waiting = players(state);
        const allIn = waiting.length > 0 && waiting.every((s) => s.bet > 0);
        if (waiting.length === 0) await startRound(tx, state, now);
        else if (allIn || due(state, now)) {
          if (!(await deal(tx, state, now))) await startRound(tx, state, now);
        }
        break;
      }
      case "setting":
        if (state.round?.row.phase === "settled") await showSettled(tx, state, now);
        else if (everyoneSet(state) || due(state, now)) await settleOpenRound(tx, state, now);
        break;
      case "settled":
        if (due(state, now)) await startRound(tx, state, now);
        break;
    }
    if (`${table.phase}|${table.deadlineAt}|${table.roundId}` === before) break;
    changed = true;
  }
  return changed;
}

/** Fresh seats and names into a state after changes (the view reads them). */
export async function refreshSeats(tx: Queryable, state: LiveState): Promise<void> {
  state.seats = await seatsAt(tx, state.table.id);
  const ids = state.round
    ? [state.round.bank, ...state.round.players].flatMap((s) => (s.learnerId ? [s.learnerId] : []))
    : [];
  state.names = await namesOfLearners(tx, ids);
}
