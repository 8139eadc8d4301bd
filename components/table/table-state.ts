/**
 * Every table screen's state as one reducer (RULES.md 8, 9, 11): the table as the server shows
 * it (the live API's view; a learner's own table has it too, lib/live/own.ts), replaced only by
 * a newer one (a live table's event stream and its verbs' answers race); the chips on the two
 * circles and the picks (bet-and-set-state.ts); the coach, the session, the bank chooser and
 * the last refusal. The own table's screen (TableGame) and the live table (LiveTable) both
 * run it: a live table (`rules.live`) differs only in when chips and cards are open (its phases
 * run on the clock, table-view.ts) and in that its chips leave the circles at the deal. Pure,
 * so every rule of the screen (a chip lands on the circle that is selected, New Game points
 * chips back at the main bet, a bet outside the limits says why) is tested without a browser.
 *
 * The server is the authority on money: the checks here only explain in place why Deal is
 * off, the server checks again and its typed refusal lands in `error`.
 */

import type { FaceUpCoachGrade } from "@/lib/faceup/views";
import { type LiveSeatView, type LiveView, OWN_TABLE_PREFIX } from "@/lib/live/api";
import type { GradeView } from "@/lib/practice/views";
import type { BankCoachView, BankingStatus } from "@/lib/table/bank";
import { type BetProblem, betProblemOf } from "@/lib/table/bets";
import type { TableErrorCode } from "@/lib/table/errors";
import type { TableConfig } from "@/lib/table/tables";
import type { SessionView } from "@/lib/table/view-shapes";
import {
  type BetAndSet,
  type BetAndSetEvent,
  type Bets,
  betAndSetReducer,
  emptyBetAndSet,
  isBetAndSetEvent,
  MAX_CHIPS,
  noPicks,
  type SideTarget,
  sumChips as sum,
} from "./bet-and-set-state";
import { beforeDeal, isNewer, liveBetting, liveSetting, ownSeatOf, roundOpen } from "./table-view";

/** A refusal's code (the live API's, which holds the table's) or the network's failure. */
export type ErrorCode = TableErrorCode | "network";
/** Why the round on screen is not the one this tab expected. */
export type Notice = "timer" | "elsewhere";
/** What the reducer needs of the table: its limits and chips, and whether it is live. */
export type TableRules = Pick<
  TableConfig,
  "currency" | "minBet" | "maxBet" | "chips" | "bonus" | "banking" | "live"
>;

/** The learner's side of banking (RULES.md 9) beside what the view says of the bank. */
interface BankState {
  /** The entry rule against `seats` seats (a read of its own). */
  status: BankingStatus | null;
  /** The seats chosen to bank against. */
  seats: number;
  auto: boolean;
  /** Rounds banked since the bank was taken. */
  rounds: number;
  /** This tab saw the approval time run out (the view says so too once the server has). */
  timedOut: boolean;
  coach: BankCoachView | null;
}

export interface TableScreen extends BetAndSet {
  rules: TableRules;
  /** The balance Rebuy tops up to (the currency's start). */
  start: number;
  /** The learner's own table as the server last showed it (never replaced by an older one). */
  view: LiveView;
  /** The settled round was put away (New Game, a chip): the felt is ready for the next bet. */
  cleared: boolean;
  error: ErrorCode | null;
  notice: Notice | null;
  /** Server clock minus this clock, from the last answer. */
  offsetMs: number;
  grade: { grade: GradeView | FaceUpCoachGrade; bet: number } | null;
  showCoach: boolean;
  session: SessionView | null;
  bank: BankState;
}

export type TableEvent =
  // The learner's own moves: chips and picks (shared with the live table), and this table's
  | BetAndSetEvent
  | { type: "lower-bet"; chips: number[] }
  /** Deal pressed at a live table with the chips on the circles: kept for Re-Bet. */
  | { type: "placed" }
  | { type: "new-game" }
  | { type: "coach-shown"; shown: boolean }
  | { type: "bank-seats"; seats: number }
  | { type: "bank-auto"; on: boolean }
  /** The approval time ran out on this tab's clock. */
  | { type: "bank-timed-out" }
  // What the server answered
  | { type: "request" }
  | { type: "failed"; code: ErrorCode }
  /**
   * The table's view: a verb's answer (`bets`: the chips a Deal sent, kept for Re-Bet), or a
   * read (`reload`: asked after a clash, with the notice that says why; at rest, null).
   */
  | {
      type: "view";
      view: LiveView;
      now: number;
      bets?: Bets;
      reload?: { notice: Notice | null };
    }
  | { type: "graded"; grade: GradeView | FaceUpCoachGrade; bet: number }
  | { type: "session"; session: SessionView }
  | { type: "bank-status"; status: BankingStatus }
  | { type: "bank-coach"; roundId: string; coach: BankCoachView };

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

const emptyBank = (seats = 1): BankState => ({
  status: null,
  seats,
  auto: false,
  rounds: 0,
  timedOut: false,
  coach: null,
});

/** The learner holds the bank (the view's role: a reload or a second tab finds it too). */
export const holdingBank = (state: Pick<TableScreen, "view">): boolean =>
  state.view.you.role === "bank";

/**
 * The round on show was banked by the learner: at their own table the only learner bank is
 * theirs; at a live table another learner may hold it, so only while the viewer is the bank
 * (issue 55: a player's reload at a learner-banked table lost their placed bets for Re-Bet).
 */
const bankedRound = (view: LiveView): boolean =>
  view.round !== null &&
  view.bank.kind === "learner" &&
  (view.tableId.startsWith(OWN_TABLE_PREFIX) || view.you.role === "bank");

/** The bets of the learner's seat in the view's round, as chips (Re-Bet after a reload). */
function betsOf(rules: TableRules, view: LiveView): Bets | null {
  const seat = learnerSeat(view);
  if (!seat || seat.bet === null) return null;
  return {
    chips: chipsFor(seat.bet, rules.chips),
    bonusChips: rules.bonus ? chipsFor(seat.bonus ?? 0, rules.chips) : [],
  };
}

export function initialTableScreen(rules: TableRules, start: number, view: LiveView): TableScreen {
  const holding = view.you.role === "bank";
  return {
    ...emptyBetAndSet(betsOf(rules, view)),
    rules,
    start,
    view,
    // The last round shows on arrival (a learner back after a disconnect sees it), unless it
    // was a round as the bank and the bank is no longer held.
    cleared: bankedRound(view) && !holding,
    error: null,
    notice: null,
    // The page's own render: the clocks are taken as equal until the first answer.
    offsetMs: 0,
    grade: null,
    showCoach: false,
    session: null,
    bank: emptyBank(holding ? Math.max(1, view.seats.length) : 1),
  };
}

// Derived ---------------------------------------------------------------------------------------

export type Phase = "betting" | "setting" | "settled";

/** Betting (no open round; a settled one may still be on the felt), setting, or settled. */
export function phaseOf(state: TableScreen): Phase {
  if (roundOpen(state.view)) return "setting";
  return shownSettled(state) ? "settled" : "betting";
}

/** The settled round still on the felt (the view), until New Game or the next bet. */
export const shownSettled = (state: TableScreen): LiveView | null =>
  state.view.round !== null && !roundOpen(state.view) && !state.cleared ? state.view : null;

/** The open round's view, while the learner sets their hand. */
export const openRound = (state: TableScreen): LiveView | null =>
  roundOpen(state.view) ? state.view : null;

/** The learner's seat in the round on show when they played it (none in a round they banked). */
export const learnerSeat = (view: LiveView | null): LiveSeatView | null =>
  view && !bankedRound(view) ? (ownSeatOf(view) ?? null) : null;

/** A settled round the learner played: their seat and the dealer's hand. */
export function playedResult(
  state: TableScreen,
): { view: LiveView; seat: LiveSeatView; bank: LiveView["bank"] } | null {
  const settled = shownSettled(state);
  const seat = learnerSeat(settled);
  return settled && seat?.cards ? { view: settled, seat, bank: settled.bank } : null;
}

/** A settled round the learner banked, shown while they hold the bank. */
export const bankedResult = (state: TableScreen): LiveView | null => {
  const settled = shownSettled(state);
  return settled && bankedRound(settled) && holdingBank(state) ? settled : null;
};

/** The wallet as the view has it (a first visit: the start amount). */
export const balanceOf = (state: TableScreen): number => state.view.you.balance ?? state.start;

/** When the next Approve is due (server time), while the bank waits for it. */
export const approveBy = (state: TableScreen): number | null =>
  holdingBank(state) && state.view.phase === "approve" ? state.view.deadline : null;

/** The bank was taken away because the approval time ran out (shown until the next round). */
export const bankTimedOut = (state: TableScreen): boolean =>
  !holdingBank(state) && (state.bank.timedOut || state.view.bankLeft?.reason === "timeout");

/**
 * The learner's own bank was taken away because their balance no longer covered the seats (at
 * the deal, or after the last round): why, shown until the next round (issue 55).
 */
export const bankLostFor = (state: TableScreen): "cover" | "entry-rule" | null => {
  const reason = state.view.bankLeft?.reason;
  return !holdingBank(state) && (reason === "cover" || reason === "entry-rule") ? reason : null;
};

export type { BetProblem } from "@/lib/table/bets";

/**
 * Why the chips on the circles cannot be dealt, in the table's own limits (RULES.md 8, 10), or
 * null: the server's own check (lib/table/bets.ts). An empty main bet is no problem to
 * explain, only nothing to deal yet.
 */
export function betProblem(state: TableScreen): BetProblem | null {
  const bet = sum(state.chips);
  const bonusBet = sum(state.bonusChips);
  const sides = sideStakesOf(state);
  const side = (sides.emperors ?? 0) + (sides.dealerHand ?? 0);
  if (bet === 0 && bonusBet === 0 && side === 0) return null;
  return betProblemOf(state.rules, bet, bonusBet, state.view.you.balance, side);
}

/** The circles of the other side bets the table offers (RULES.md 13.2), from its view. */
const sideTargetsOf = (view: LiveView): SideTarget[] =>
  (view.sideBets?.offered ?? []).map((name) =>
    name === "emperors-challenge" ? "emperors" : "dealerHand",
  );

/** The stakes on the side bets' circles, as the bet verb takes them (only those made). */
export function sideStakesOf(state: Bets): { emperors?: number; dealerHand?: number } {
  const emperors = sum(state.sideChips?.emperors ?? []);
  const dealerHand = sum(state.sideChips?.dealerHand ?? []);
  return { ...(emperors > 0 ? { emperors } : {}), ...(dealerHand > 0 ? { dealerHand } : {}) };
}

export const betTotal = (state: TableScreen) => sum(state.chips);
export const bonusTotal = (state: TableScreen) => sum(state.bonusChips);

/**
 * Chips may be stacked: at a live table while the viewer's seat has no bet and nothing is
 * dealt; at the learner's own table while no round is open and the learner is not the bank.
 */
export const bettingOpen = (state: TableScreen): boolean =>
  state.rules.live ? liveBetting(state.view) : phaseOf(state) !== "setting" && !holdingBank(state);

/** The learner's own cards are dealt and not yet set. */
export const settingOpen = (state: TableScreen): boolean =>
  state.rules.live ? liveSetting(state.view) : learnerSeat(openRound(state)) !== null;

/**
 * Deal is on while chips may be stacked (bettingOpen: the own table with nothing open, a live
 * seat before the deal), the main bet is placed and nothing is wrong with it.
 */
export const canDeal = (state: TableScreen): boolean =>
  bettingOpen(state) && sum(state.chips) > 0 && betProblem(state) === null;

/** The balance cannot cover the last round's bets: offer a lower bet, or Rebuy. */
export function shortOfMoney(state: TableScreen): { lower: number[] | null } | null {
  const balance = state.view.you.balance;
  if (balance === null || phaseOf(state) === "setting" || holdingBank(state)) return null;
  const last = state.lastBets ? sum(state.lastBets.chips) + sum(state.lastBets.bonusChips) : 0;
  const broke = balance < state.rules.minBet;
  if (!broke && !(last > 0 && balance < last)) return null;
  const lower = chipsFor(Math.min(state.rules.maxBet, balance), state.rules.chips);
  return { lower: sum(lower) >= state.rules.minBet ? lower : null };
}

export const canRebuy = (state: TableScreen): boolean =>
  state.view.you.balance !== null &&
  state.view.you.balance < state.start &&
  phaseOf(state) !== "setting" &&
  !holdingBank(state);

/** The learner's role at this table now: the bank while holding it, else a player. */
export const roleOf = (state: TableScreen): "player" | "banker" =>
  holdingBank(state) ? "banker" : "player";

// The reducer -----------------------------------------------------------------------------------

/** Puts a settled round away before the next bet (its chips stay on the circles). */
function putAway(state: TableScreen): TableScreen {
  if (!shownSettled(state)) return state;
  return { ...state, cleared: true, grade: null, showCoach: false, notice: null };
}

/** The bank's part of a new view: taken, left, or one more round banked. */
function bankAfter(state: TableScreen, next: LiveView, newRound: boolean): BankState {
  const was = holdingBank(state);
  const is = next.you.role === "bank";
  if (is && !was)
    return { ...emptyBank(Math.max(1, next.seats.length)), status: state.bank.status };
  // Left (or taken away): the count of rounds banked stays on show until the bank is taken again.
  if (!is) return was ? { ...state.bank, auto: false, coach: null } : state.bank;
  return newRound && bankedRound(next)
    ? { ...state.bank, rounds: state.bank.rounds + 1, coach: null }
    : state.bank;
}

/** A newer view of the table: the round, the wallet, the bank, the clock. */
function receiveView(state: TableScreen, event: Extract<TableEvent, { type: "view" }>) {
  const next = event.view;
  if (!isNewer(state.view, next, true)) return state;
  const sameRound = next.round?.id === state.view.round?.id;
  // The picks belong to one setting, the coach's grade to one settled round.
  const keepPicks = sameRound && roundOpen(next) && roundOpen(state.view);
  const keepGrade = sameRound && !roundOpen(next);
  const takenOrLeft = holdingBank(state) !== (next.you.role === "bank");
  // A live seat's chips are its bet until the deal, then the server's (the seat's bet).
  const chipsGo =
    (takenOrLeft && next.you.role === "bank") || (!!state.rules.live && !beforeDeal(next));
  // A live table's refusal stays until its phase or round moves on (the others' moves, pushed
  // meanwhile, do not take it away); the own table's goes with the next answer.
  const keepError =
    !!state.rules.live && sameRound && next.phase === state.view.phase && !event.reload;
  const reload = event.reload;
  let cleared: boolean;
  if (reload)
    // Asked for after a clash (another tab, the clock): show the round as it stands.
    // Asked for at rest: a settled round is history, the felt is ready to bet.
    cleared = !roundOpen(next) && reload.notice === null;
  else if (takenOrLeft)
    // The bank taken or left: the felt is ready for what comes next.
    cleared = true;
  else cleared = sameRound ? state.cleared : false;
  return {
    ...state,
    view: next,
    offsetMs: next.now - event.now,
    ...(keepPicks ? {} : noPicks),
    ...(keepGrade ? {} : { grade: null, showCoach: false }),
    error: keepError ? state.error : null,
    notice: reload ? reload.notice : null,
    cleared,
    lastBets: event.bets
      ? { chips: [...event.bets.chips], bonusChips: [...event.bets.bonusChips] }
      : state.lastBets,
    // The bank taken (a bank places no bet), or a live round dealt: the chips go.
    ...(chipsGo ? { chips: [], bonusChips: [], target: "main" as const } : {}),
    bank: bankAfter(state, next, !sameRound),
  };
}

/** Moves that put a settled round away and clear the last refusal once they change the bets. */
const FRESH_BETS = new Set<string>(["chip", "re-bet"]);

export function tableReducer(state: TableScreen, event: TableEvent): TableScreen {
  const betting = bettingOpen(state);
  if (isBetAndSetEvent(event)) {
    const next = betAndSetReducer(state, event, {
      chips: state.rules.chips,
      bonus: state.rules.bonus !== null,
      sides: sideTargetsOf(state.view),
      betting,
      setting: settingOpen(state),
    });
    if (next === state) return state;
    if (FRESH_BETS.has(event.type)) return { ...putAway(next), error: null };
    return event.type === "clear-bets" ? { ...next, error: null } : next;
  }
  switch (event.type) {
    case "lower-bet":
      return betting ? { ...state, chips: [...event.chips], bonusChips: [], error: null } : state;
    case "placed":
      return state.chips.length === 0
        ? state
        : { ...state, lastBets: { chips: state.chips, bonusChips: state.bonusChips } };
    case "new-game":
      if (!shownSettled(state)) return state;
      // A new game starts at the main bet: the bonus is a side bet, chosen each time.
      return { ...putAway(state), chips: [], bonusChips: [], target: "main" };
    case "coach-shown":
      return { ...state, showCoach: event.shown && state.grade !== null };
    case "bank-seats":
      return holdingBank(state) ? state : { ...state, bank: { ...state.bank, seats: event.seats } };
    case "bank-auto":
      return { ...state, bank: { ...state.bank, auto: event.on && holdingBank(state) } };
    case "bank-timed-out":
      return { ...state, bank: { ...state.bank, timedOut: true, auto: false } };

    case "request":
      return state.error === null && state.notice === null
        ? state
        : { ...state, error: null, notice: null };
    case "failed":
      return { ...state, error: event.code };
    case "view":
      return receiveView(state, event);
    case "graded":
      return { ...state, grade: { grade: event.grade, bet: event.bet }, showCoach: true };
    case "session":
      return { ...state, session: event.session };
    case "bank-status":
      return { ...state, bank: { ...state.bank, status: event.status } };
    case "bank-coach":
      // Only for the banked round still on show (a late answer for an older one is dropped).
      return bankedResult(state)?.round?.id === event.roundId
        ? { ...state, bank: { ...state.bank, coach: event.coach } }
        : state;
  }
}
