/**
 * What each verb does inside its change (change.ts), on the held table's state: the checks
 * RULES.md 11 asks for and the rows they write. An action answers null when done, else the
 * error code it was refused with (and change.ts rolls its transaction back).
 */
import {
  deleteSeat,
  insertSeat,
  setRoundSeatChoice,
  updateLiveTable,
  updateSeat,
} from "@/lib/db/live";
import { lockWallet } from "@/lib/db/table";
import { formatHand, houseWay, parseHand } from "@/lib/engine";
import { betErrorCode, betProblemOf } from "@/lib/table/bets";
import { BANK_SEAT, ruleSetOfRound } from "@/lib/table/round";
import { ensureWallet } from "@/lib/table/wallet";
import { clearBankNote, meetsEntryRule, releaseBank } from "./bank";
import type { Act } from "./change";
import { everyoneSet, openBets, refreshSeats, settleOpenRound, startRound } from "./machine";
import type { LiveState } from "./view";

const seatOfLearner = (state: LiveState, learnerId: string) =>
  state.seats.find((s) => s.learnerId === learnerId);

export const sitAct =
  (learnerId: string, name: string, wanted: number | undefined, now: number): Act =>
  async (tx, state) => {
    if (state.table.closedAt !== null) return "table-closed";
    if (seatOfLearner(state, learnerId)) return "already-seated";
    const seats = state.config.live?.seats ?? 0;
    let seat = wanted ?? null;
    if (seat !== null && (seat > seats || state.seats.some((s) => s.seat === seat)))
      return "seat-taken";
    if (seat === null) {
      for (let k = 1; k <= seats && seat === null; k++)
        if (!state.seats.some((s) => s.seat === k)) seat = k;
    }
    if (seat === null) return "seat-taken";
    // A first sit opens the wallet of the table's currency (the starting amount, in the ledger).
    await ensureWallet(tx, learnerId, state.config.currency, now);
    await insertSeat(tx, { liveTableId: state.table.id, seat, learnerId, name, joinedAt: now });
    await refreshSeats(tx, state);
    return null;
  };

export const leaveAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    const mine = seatOfLearner(state, learnerId);
    if (!mine) return "not-seated";
    if (mine.seat === BANK_SEAT) {
      // Leaving while banking: the house banks from the next round (an approval wait ends now).
      await releaseBank(tx, state);
      const stillSeated = seatOfLearner(state, learnerId);
      if (stillSeated) await deleteSeat(tx, state.table.id, stillSeated.seat);
      await refreshSeats(tx, state);
      if (state.table.phase === "approve") await openBets(tx, state, now);
      return null;
    }
    // A bet pressed but not dealt was never taken: leaving returns it by not dealing it.
    await deleteSeat(tx, state.table.id, mine.seat);
    await refreshSeats(tx, state);
    return null;
  };

/** The bank changes hands only while no bet of the next round is placed. */
const betsPlaced = (state: LiveState) =>
  state.table.phase === "bets" && state.seats.some((s) => s.seat !== BANK_SEAT && s.bet > 0);

/** Between rounds: not while a dealt round's hands are being set (RULES.md 11). */
const midRound = (state: LiveState) => state.table.phase === "setting";

export const bankAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    const mine = seatOfLearner(state, learnerId);
    if (!state.config.banking) return "no-banking";
    if (!mine) return "not-seated";
    if (mine.seat === BANK_SEAT) return "already-seated";
    if (state.table.bankLearnerId !== null) return "bank-taken";
    if (midRound(state)) return "wrong-phase";
    if (betsPlaced(state)) return "bets-placed";
    if (!(await meetsEntryRule(tx, state, learnerId))) return "bank-entry-rule";
    await updateSeat(tx, state.table.id, mine.seat, { seat: BANK_SEAT, bet: 0, bonusBet: 0 });
    await clearBankNote(tx, state);
    state.table.bankLearnerId = learnerId;
    await updateLiveTable(tx, state.table.id, { bankLearnerId: learnerId });
    await refreshSeats(tx, state);
    // The bets had not begun: the new bank's round starts over with its approval.
    if (state.table.phase === "bets") await startRound(tx, state, now);
    return null;
  };

export const unbankAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    if (state.table.bankLearnerId !== learnerId) return "not-banking";
    if (midRound(state)) return "wrong-phase";
    if (betsPlaced(state)) return "bets-placed";
    await releaseBank(tx, state);
    await refreshSeats(tx, state);
    if (state.table.phase === "approve") await openBets(tx, state, now);
    return null;
  };

export const approveAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    if (state.table.bankLearnerId !== learnerId) return "not-banking";
    if (state.table.phase !== "approve") return "wrong-phase";
    await openBets(tx, state, now);
    return null;
  };

export const autoApproveAct =
  (learnerId: string, on: boolean): Act =>
  async (tx, state) => {
    if (state.table.bankLearnerId !== learnerId) return "not-banking";
    state.table.autoApprove = on;
    await updateLiveTable(tx, state.table.id, { autoApprove: on });
    return null;
  };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export const betAct =
  (learnerId: string, input: { main: number; bonus?: number }): Act =>
  async (tx, state) => {
    const { config } = state;
    const mine = seatOfLearner(state, learnerId);
    if (!mine) return "not-seated";
    if (mine.seat === BANK_SEAT) return "forbidden";
    if (state.table.phase !== "bets") return "wrong-phase";
    if (mine.bet > 0) return "already-bet";
    const bonus = input.bonus ?? 0;
    // Chips make every bet: an amount no stack of the table's chips makes is a forged one.
    const unit = config.chips.reduce(gcd);
    if (input.main % unit !== 0 || bonus % unit !== 0) return "unknown-chip";
    // Locked (PostgreSQL) for the check: a bet at another table waits, then sees what this
    // one took, so a balance is never promised twice (issue 29).
    const wallet = await lockWallet(tx, learnerId, config.currency);
    const problem = betProblemOf(config, input.main, bonus, wallet?.balance ?? 0);
    if (problem) return betErrorCode(problem);
    await updateSeat(tx, state.table.id, mine.seat, { bet: input.main, bonusBet: bonus });
    Object.assign(mine, { bet: input.main, bonusBet: bonus });
    return null;
  };

/** Done (`front` chosen) or House Way (null: the round's own casino's way). */
export const setAct =
  (learnerId: string, front: [string, string] | null, now: number): Act =>
  async (tx, state) => {
    const round = state.round;
    if (state.table.phase !== "setting" || !round || round.row.phase === "settled")
      return state.table.phase === "settled" ? "deadline-passed" : "wrong-phase";
    const seat = round.players.find((p) => p.learnerId === learnerId);
    if (!seat) return "not-seated";
    if (seat.setBy !== null) return "already-set";
    let chosen: string;
    if (front === null)
      chosen = formatHand(houseWay(parseHand(seat.hand), ruleSetOfRound(round.row).way).front);
    else {
      const [a, b] = front;
      const cards = seat.hand.split(" ");
      if (a === b || !cards.includes(a) || !cards.includes(b)) return "card-not-in-hand";
      chosen = `${a} ${b}`;
    }
    const by = front === null ? "house-way" : "learner";
    if (!(await setRoundSeatChoice(tx, round.row.id, seat.seat, chosen, by))) return "already-set";
    Object.assign(seat, { front: chosen, setBy: by });
    if (everyoneSet(state)) await settleOpenRound(tx, state, now);
    return null;
  };

/** A class table's teacher closes it: no new round; the seats are freed after the current one. */
export const closeAct =
  (now: number): Act =>
  async (tx, state) => {
    if (state.table.closedAt !== null) return "table-closed";
    state.table.closedAt = now;
    await updateLiveTable(tx, state.table.id, { closedAt: now });
    // Between rounds the seats are freed at once; a dealt round is played out first.
    if (state.table.phase !== "setting") await startRound(tx, state, now);
    return null;
  };
