/**
 * The table screen's state as one reducer (RULES.md 8, 9): the wallet and the round the server
 * answered, the chips on the two circles, the two cards picked for the front, the coach, the
 * bank and the last error. Pure, so every rule of the screen (a chip lands on the circle that
 * is selected, New Game points chips back at the main bet, a bet outside the limits says why)
 * is tested without a browser. Events come from the learner (chips, picks, keys) and from
 * what the server answers; later a live table's pushed events feed the same reducer.
 *
 * The server is the authority on money: the checks here only explain in place why Deal is
 * off, the server checks again and its typed refusal lands in `error`.
 */

import type { GradeView } from "@/lib/practice/views";
import type { BankCoachView, BankingStatus } from "@/lib/table/bank";
import { type BetProblem, betProblemOf } from "@/lib/table/bets";
import type { TableErrorCode } from "@/lib/table/errors";
import type { TableConfig } from "@/lib/table/tables";
import type { RoundView, SeatView, SessionView, TableState, WalletView } from "@/lib/table/views";
import { ownSeat } from "@/lib/table/views";
import {
  type BetAndSet,
  type BetAndSetEvent,
  type Bets,
  betAndSetReducer,
  emptyBetAndSet,
  isBetAndSetEvent,
  MAX_CHIPS,
  noPicks,
  sumChips as sum,
} from "./bet-and-set-state";

export type { Bets, Target } from "./bet-and-set-state";
export { MAX_CHIPS } from "./bet-and-set-state";
export type ErrorCode = TableErrorCode | "no-learner" | "network";
/** Why the round on screen is not the one this tab expected. */
export type Notice = "timer" | "elsewhere";
/** What the reducer needs of the table: its limits and chips (from the tables config). */
export type TableRules = Pick<TableConfig, "minBet" | "maxBet" | "chips" | "bonus" | "banking">;

/** The learner's side of banking (RULES.md 9): the entry rule, and the bank while held. */
export interface BankState {
  status: BankingStatus | null;
  seats: number;
  holding: boolean;
  auto: boolean;
  /** The server's deadline for the next Approve (its clock). */
  approveBy: number | null;
  /** Rounds banked since the bank was taken. */
  rounds: number;
  timedOut: boolean;
  coach: BankCoachView | null;
}

/** The chips, the picks and the foul question are the shared reducer's (bet-and-set-state.ts). */
export interface TableScreen extends BetAndSet {
  rules: TableRules;
  wallet: WalletView | null;
  /** The open round, else the last settled one (as a player or as the bank). */
  round: RoundView | null;
  /** The settled round was put away (New Game, a chip): the felt is ready for the next bet. */
  cleared: boolean;
  error: ErrorCode | null;
  notice: Notice | null;
  /** Server clock minus this clock, from the last answer. */
  offsetMs: number;
  grade: { grade: GradeView; bet: number } | null;
  showCoach: boolean;
  session: SessionView | null;
  bank: BankState;
}

export type TableEvent =
  // The learner's own moves: chips and picks (shared with the live table), and this table's
  | BetAndSetEvent
  | { type: "lower-bet"; chips: number[] }
  | { type: "new-game" }
  | { type: "coach-shown"; shown: boolean }
  | { type: "bank-seats"; seats: number }
  | { type: "bank-auto"; on: boolean }
  // What the server answered
  | { type: "request" }
  | { type: "failed"; code: ErrorCode }
  | { type: "state"; state: TableState; notice: Notice | null; now: number }
  | { type: "dealt"; round: RoundView; wallet: WalletView; bets: Bets; now: number }
  | { type: "settled"; round: RoundView; wallet: WalletView; now: number }
  | { type: "rebought"; wallet: WalletView }
  | { type: "graded"; grade: GradeView; bet: number }
  | { type: "session"; session: SessionView }
  | { type: "bank-status"; status: BankingStatus }
  | { type: "bank-taken"; approveBy: number }
  | { type: "bank-left"; timedOut: boolean }
  | {
      type: "banked";
      round: RoundView;
      wallet: WalletView;
      coach: BankCoachView | null;
      approveBy: number;
      now: number;
    };

/** The learner's seat of a round (none in a round the learner banks). The one place that asks. */
export const learnerSeat = (round: RoundView | null): SeatView | null =>
  round ? ownSeat(round) : null;

/** The chips that make `amount` from the table's rack, largest first (Re-Bet after a reload). */
export function chipsFor(amount: number, rack: readonly number[]): number[] {
  const out: number[] = [];
  let left = amount;
  for (const chip of [...rack].sort((a, b) => b - a)) {
    while (left >= chip && out.length < MAX_CHIPS) {
      out.push(chip);
      left -= chip;
    }
  }
  return left === 0 ? out : [];
}

const emptyBank = (status: BankingStatus | null = null): BankState => ({
  status,
  seats: 1,
  holding: false,
  auto: false,
  approveBy: null,
  rounds: 0,
  timedOut: false,
  coach: null,
});

/** The bets of the learner's seat in `round`, as chips (so Re-Bet works after a reload). */
function betsOf(rules: TableRules, round: RoundView | null): Bets | null {
  const seat = learnerSeat(round);
  if (!seat) return null;
  return {
    chips: chipsFor(seat.bet, rules.chips),
    bonusChips: rules.bonus ? chipsFor(seat.bonusBet, rules.chips) : [],
  };
}

/** The bank as the server's state has it: held (a reload, a second tab), or not. */
function bankFrom(state: TableState | null, previous: BankState = emptyBank()): BankState {
  const held = state?.bank;
  if (!held)
    return previous.holding ? { ...emptyBank(previous.status), seats: previous.seats } : previous;
  if (previous.holding) return { ...previous, approveBy: held.approveBy };
  return {
    ...emptyBank(previous.status),
    holding: true,
    seats: held.seats,
    approveBy: held.approveBy,
  };
}

export function initialTableScreen(rules: TableRules, initial: TableState | null): TableScreen {
  const round = initial?.round ?? null;
  const bank = bankFrom(initial);
  return {
    ...emptyBetAndSet(betsOf(rules, round)),
    rules,
    wallet: initial?.wallet ?? null,
    round,
    // The last round shows on arrival (a learner back after a disconnect sees it), unless it
    // was a round as the bank and the bank is no longer held.
    cleared: round?.role === "banker" && !bank.holding,
    error: null,
    notice: null,
    // The page's own render: the clocks are taken as equal until the first answer.
    offsetMs: 0,
    grade: null,
    showCoach: false,
    session: null,
    bank,
  };
}

// Derived ---------------------------------------------------------------------------------------

export type Phase = "betting" | "setting" | "settled";

/** Betting (no open round; a settled one may still be on the felt), setting, or settled. */
export function phaseOf(state: TableScreen): Phase {
  if (state.round?.status === "open") return "setting";
  return shownSettled(state) ? "settled" : "betting";
}

/** The settled round still on the felt, until New Game or the next bet. */
export const shownSettled = (state: TableScreen): RoundView | null =>
  state.round?.status === "settled" && !state.cleared ? state.round : null;

export const openRound = (state: TableScreen): RoundView | null =>
  state.round?.status === "open" ? state.round : null;

export type { BetProblem } from "@/lib/table/bets";

/**
 * Why the chips on the circles cannot be dealt, in the table's own limits (RULES.md 8, 10), or
 * null: the server's own check (lib/table/bets.ts). An empty main bet is no problem to
 * explain, only nothing to deal yet.
 */
export function betProblem(state: TableScreen): BetProblem | null {
  const bet = sum(state.chips);
  const bonusBet = sum(state.bonusChips);
  if (bet === 0 && bonusBet === 0) return null;
  return betProblemOf(state.rules, bet, bonusBet, state.wallet?.balance ?? null);
}

export const betTotal = (state: TableScreen) => sum(state.chips);
export const bonusTotal = (state: TableScreen) => sum(state.bonusChips);

/** Deal is on when nothing is open, the main bet is placed and nothing is wrong with it. */
export const canDeal = (state: TableScreen): boolean =>
  phaseOf(state) !== "setting" &&
  !state.bank.holding &&
  sum(state.chips) > 0 &&
  betProblem(state) === null;

/** The balance cannot cover the last round's bets: offer a lower bet, or Rebuy. */
export function shortOfMoney(state: TableScreen): { lower: number[] | null } | null {
  if (!state.wallet || phaseOf(state) === "setting" || state.bank.holding) return null;
  const { balance } = state.wallet;
  const last = state.lastBets ? sum(state.lastBets.chips) + sum(state.lastBets.bonusChips) : 0;
  const broke = balance < state.rules.minBet;
  if (!broke && !(last > 0 && balance < last)) return null;
  const lower = chipsFor(Math.min(state.rules.maxBet, balance), state.rules.chips);
  return { lower: sum(lower) >= state.rules.minBet ? lower : null };
}

export const canRebuy = (state: TableScreen): boolean =>
  !!state.wallet &&
  state.wallet.balance < state.wallet.start &&
  phaseOf(state) !== "setting" &&
  !state.bank.holding;

/** The learner's role at this table now: the bank while holding it, else a player. */
export const roleOf = (state: TableScreen): "player" | "banker" =>
  state.bank.holding ? "banker" : "player";

// The reducer -----------------------------------------------------------------------------------

/** Puts a settled round away before the next bet (its chips stay on the circles). */
function putAway(state: TableScreen): TableScreen {
  if (!shownSettled(state)) return state;
  return { ...state, cleared: true, grade: null, showCoach: false, notice: null };
}

/** A fresh answer about the round: picks, warnings and the coach belong to the old one. */
function receive(state: TableScreen, round: RoundView | null, now: number): TableScreen {
  return {
    ...state,
    round,
    offsetMs: round ? round.serverNow - now : state.offsetMs,
    ...noPicks,
    grade: null,
    showCoach: false,
    error: null,
  };
}

/** Moves that put a settled round away and clear the last refusal once they change the bets. */
const FRESH_BETS = new Set<string>(["chip", "re-bet"]);

export function tableReducer(state: TableScreen, event: TableEvent): TableScreen {
  const betting = phaseOf(state) !== "setting" && !state.bank.holding;
  if (isBetAndSetEvent(event)) {
    const next = betAndSetReducer(state, event, {
      chips: state.rules.chips,
      bonus: state.rules.bonus !== null,
      betting,
      setting: learnerSeat(openRound(state)) !== null,
    });
    if (next === state) return state;
    if (FRESH_BETS.has(event.type)) return { ...putAway(next), error: null };
    return event.type === "clear-bets" ? { ...next, error: null } : next;
  }
  switch (event.type) {
    case "lower-bet":
      return betting ? { ...state, chips: [...event.chips], bonusChips: [], error: null } : state;
    case "new-game":
      if (!shownSettled(state)) return state;
      // A new game starts at the main bet: the bonus is a side bet, chosen each time.
      return { ...putAway(state), chips: [], bonusChips: [], target: "main" };
    case "coach-shown":
      return { ...state, showCoach: event.shown && state.grade !== null };
    case "bank-seats":
      return state.bank.holding ? state : { ...state, bank: { ...state.bank, seats: event.seats } };
    case "bank-auto":
      return { ...state, bank: { ...state.bank, auto: event.on && state.bank.holding } };

    case "request":
      return state.error === null && state.notice === null
        ? state
        : { ...state, error: null, notice: null };
    case "failed":
      return { ...state, error: event.code };
    case "state": {
      const next = receive(state, event.state.round, event.now);
      return {
        ...next,
        wallet: event.state.wallet,
        // Asked for after a clash (another tab, the clock): show the round as it stands.
        // Asked for at rest: a settled round is history, the felt is ready to bet.
        cleared: event.state.round?.status !== "open" && event.notice === null,
        notice: event.notice,
        bank: bankFrom(event.state, state.bank),
      };
    }
    case "dealt":
      return {
        ...receive(state, event.round, event.now),
        wallet: event.wallet,
        lastBets: { chips: [...event.bets.chips], bonusChips: [...event.bets.bonusChips] },
        cleared: false,
        notice: null,
      };
    case "settled":
      return {
        ...receive(state, event.round, event.now),
        wallet: event.wallet,
        cleared: false,
        notice: null,
      };
    case "rebought":
      return { ...state, wallet: event.wallet, error: null };
    case "graded":
      return { ...state, grade: { grade: event.grade, bet: event.bet }, showCoach: true };
    case "session":
      return { ...state, session: event.session };

    case "bank-status":
      return { ...state, bank: { ...state.bank, status: event.status } };
    case "bank-taken":
      return {
        ...putAway(state),
        chips: [],
        bonusChips: [],
        error: null,
        bank: {
          ...emptyBank(state.bank.status),
          seats: state.bank.seats,
          holding: true,
          approveBy: event.approveBy,
        },
      };
    case "bank-left":
      return {
        ...state,
        // The last round as the bank goes with the bank: the felt is ready for a bet.
        cleared: state.cleared || state.round?.role === "banker",
        bank: {
          ...emptyBank(state.bank.status),
          seats: state.bank.seats,
          // The count of rounds banked stays on show until the bank is taken again.
          rounds: state.bank.rounds,
          timedOut: event.timedOut,
        },
      };
    case "banked":
      if (!state.bank.holding) return state;
      return {
        ...receive(state, event.round, event.now),
        wallet: event.wallet,
        cleared: false,
        bank: {
          ...state.bank,
          rounds: state.bank.rounds + 1,
          coach: event.coach,
          approveBy: event.approveBy,
          timedOut: false,
        },
      };
  }
}
