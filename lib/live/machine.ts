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
import { clearBets, deleteSeat, namesOfLearners, seatsAt, updateLiveTable } from "@/lib/db/live";
import { findRound } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { DEADLINE_GRACE_MS } from "@/lib/table/round";
import {
  loadRound,
  prepareSettlement,
  storedChoices,
  storeSettlementOf,
} from "@/lib/table/settling";
import { clearBankNote, meetsEntryRule, releaseBank } from "./bank";
import { dealRound, playersOf as players } from "./deal";
import type { LiveState } from "./view";

/** How long a settled round stays on show before the next begins (at least 5 s: RULES.md 11). */
export const SHOW_MS = 5_000;

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

/** Deals the round of the pressed bets and opens its setting; false when nobody was dealt. */
async function deal(tx: Queryable, state: LiveState, now: number): Promise<boolean> {
  const deadlineAt = now + (state.config.decisionSeconds ?? 45) * 1000;
  const id = await dealRound(tx, state, now, deadlineAt);
  if (id === null) return false;
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
