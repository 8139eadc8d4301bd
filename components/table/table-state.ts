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

export type Target = "main" | "bonus";
export type ErrorCode = TableErrorCode | "no-learner" | "network";
/** Why the round on screen is not the one this tab expected. */
export type Notice = "timer" | "elsewhere";
export interface Bets {
  chips: number[];
  bonusChips: number[];
}
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

export interface TableScreen {
  rules: TableRules;
  wallet: WalletView | null;
  /** The open round, else the last settled one (as a player or as the bank). */
  round: RoundView | null;
  /** The settled round was put away (New Game, a chip): the felt is ready for the next bet. */
  cleared: boolean;
  chips: number[];
  bonusChips: number[];
  target: Target;
  lastBets: Bets | null;
  /** Dealt positions (0-6) picked for the front, oldest first. */
  picked: number[];
  confirmFoul: boolean;
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
  // The learner's own moves
  | { type: "chip"; value: number }
  | { type: "remove-chip"; target?: Target }
  | { type: "select"; target: Target }
  | { type: "clear-bets" }
  | { type: "re-bet" }
  | { type: "lower-bet"; chips: number[] }
  | { type: "new-game" }
  | { type: "toggle"; position: number }
  | { type: "clear-pick" }
  | { type: "ask-foul" }
  | { type: "cancel-foul" }
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

/** A bet has at most this many chips (the server refuses more). */
export const MAX_CHIPS = 100;

const sum = (chips: readonly number[]) => chips.reduce((s, c) => s + c, 0);

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
    rules,
    wallet: initial?.wallet ?? null,
    round,
    // The last round shows on arrival (a learner back after a disconnect sees it), unless it
    // was a round as the bank and the bank is no longer held.
    cleared: round?.role === "banker" && !bank.holding,
    chips: [],
    bonusChips: [],
    target: "main",
    lastBets: betsOf(rules, round),
    picked: [],
    confirmFoul: false,
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
    picked: [],
    confirmFoul: false,
    grade: null,
    showCoach: false,
    error: null,
  };
}

export function tableReducer(state: TableScreen, event: TableEvent): TableScreen {
  const betting = phaseOf(state) !== "setting" && !state.bank.holding;
  switch (event.type) {
    case "chip": {
      if (!betting || !state.rules.chips.includes(event.value)) return state;
      const next = { ...putAway(state), error: null };
      if (next.target === "bonus" && state.rules.bonus)
        return next.bonusChips.length < MAX_CHIPS
          ? { ...next, bonusChips: [...next.bonusChips, event.value] }
          : next;
      return next.chips.length < MAX_CHIPS
        ? { ...next, chips: [...next.chips, event.value] }
        : next;
    }
    case "remove-chip": {
      if (!betting) return state;
      const which = event.target ?? state.target;
      return which === "bonus"
        ? { ...state, bonusChips: state.bonusChips.slice(0, -1) }
        : { ...state, chips: state.chips.slice(0, -1) };
    }
    case "select":
      if (!betting || (event.target === "bonus" && !state.rules.bonus)) return state;
      return { ...state, target: event.target };
    case "clear-bets":
      return betting ? { ...state, chips: [], bonusChips: [], error: null } : state;
    case "re-bet":
      if (!betting || !state.lastBets) return state;
      return {
        ...putAway(state),
        chips: [...state.lastBets.chips],
        bonusChips: [...state.lastBets.bonusChips],
        error: null,
      };
    case "lower-bet":
      return betting ? { ...state, chips: [...event.chips], bonusChips: [], error: null } : state;
    case "new-game":
      if (!shownSettled(state)) return state;
      // A new game starts at the main bet: the bonus is a side bet, chosen each time.
      return { ...putAway(state), chips: [], bonusChips: [], target: "main" };
    case "toggle": {
      const open = openRound(state);
      const seat = learnerSeat(open);
      if (!open || !seat || event.position < 0 || event.position > 6) return state;
      const picked = state.picked.includes(event.position)
        ? state.picked.filter((p) => p !== event.position)
        : // A third pick replaces the oldest one, so two taps always make a front.
          [...state.picked, event.position].slice(-2);
      return { ...state, picked, confirmFoul: false };
    }
    case "clear-pick":
      return { ...state, picked: [], confirmFoul: false };
    case "ask-foul":
      return state.picked.length === 2 ? { ...state, confirmFoul: true } : state;
    case "cancel-foul":
      return { ...state, confirmFoul: false };
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
