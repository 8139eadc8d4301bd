/**
 * What the table services hand to the browser: plain, serializable shapes. Hands travel as
 * card text ("As Kd JK ..."), amounts as integer minor units. The bank's cards appear only
 * in a settled round. Client-safe (types, and `ownSeat`).
 */
import type { Mark, SeatOutcome, SetBy } from "@/db/schema/vocabulary";
import type { LiveSeatView, LiveView } from "@/lib/live/api";
import type { Currency } from "./tables";

export type { Mark, SeatOutcome };

/** Who set a hand: its learner, the House Way button, or the timer. */
type SettledBy = SetBy;

export interface WalletView {
  currency: Currency;
  balance: number;
  rebuys: number;
  points: number;
  /** The starting amount Rebuy tops up to. */
  start: number;
}

/**
 * A player seat as one viewer sees it (lib/table/round-view.ts): the live table's seat, the one shape
 * every table and the round page show, with whose it is.
 */
export interface SeatView extends LiveSeatView {
  /** True for the viewer's own seat (find it with `ownSeat` below). */
  learner: boolean;
  /** A learner sits here (false: a seat the house plays, a simulated player). */
  occupied: boolean;
  /** A seat is in a round's view only where the viewer may see its cards. */
  cards: string[];
  bet: number;
  bonus: number;
}

/** The bank's seat, shown once the round is settled: the live view's bank hand, with its result. */
export interface BankView
  extends Pick<LiveView["bank"], "backValue" | "frontValue" | "pushesAll" | "net"> {
  /** True when the viewer is the bank. */
  learner: boolean;
  /** False: the house banks (the dealer). */
  occupied: boolean;
  cards: string[];
  front: string[];
  /** The house way's rule the bank's hand was set by (RULES.md 7 text). */
  rule: string;
  backValue: number;
  frontValue: number;
  /** A learner's bank: the house's commission on the action (else null); `net` its result. */
  commission: number | null;
}

export interface RoundView {
  id: string;
  tableId: string;
  currency: Currency;
  /** The casino rule set it was played by (`way/variant`, RULES.md 12): its own, kept. */
  ruleSet: string;
  /** The viewer's part in the round. */
  role: "player" | "banker";
  /** The round's phase. */
  status: "open" | "settled";
  dealtAt: number;
  /** Null at a table without a timer. */
  deadlineAt: number | null;
  /** The server's clock when this view was made, so the client can correct its own. */
  serverNow: number;
  /** The player seats (1-6). */
  seats: SeatView[];
  /** Only in a settled round: the bank's cards never leave the server before. */
  bank: BankView | null;
  /** Total main bets against the bank. */
  action: number;
  /** The viewer's wallet before the round's bets and after it settled. */
  balanceBefore: number;
  balanceAfter: number | null;
  settledAt: number | null;
  /** Who set the viewer's hand (the bank's: always the house way). */
  settledBy: SettledBy | null;
}

export interface SessionView {
  rounds: number;
  net: number;
  /** Minor units of EV given up against the best setting (fractional). */
  evGivenUp: number;
  houseWayRounds: number;
}

export interface LogRow {
  id: string;
  tableId: string;
  /** The casino rule set the round was played by (`way/variant`). */
  ruleSet: string;
  role: "player" | "banker";
  dealtAt: number;
  currency: Currency;
  /** The learner's main bet; null as the bank (it bets nothing: see `action`). */
  bet: number | null;
  bonusBet: number;
  /** Total main bets in the round against the bank. */
  action: number;
  /** Commission the learner paid: 5% of a win, or the bank's share of the action. */
  commission: number;
  /** A player's result; as the bank, its result by its net (bankOutcome). */
  outcome: SeatOutcome | null;
  net: number;
  settledBy: SettledBy | null;
  balanceBefore: number;
  balanceAfter: number | null;
  /**
   * Whom the learner played against (seed 000's "Gegner"): as a player the bank, a learner's
   * account name or null for the house; as the bank each player seat, null for a simulated one.
   */
  against: (string | null)[];
}

export interface LogPage {
  rows: LogRow[];
  total: number;
  page: number;
  pageSize: number;
}

interface LedgerLine {
  kind: string;
  amount: number;
  balanceAfter: number;
}

export interface RoundDetail {
  round: RoundView;
  ledger: LedgerLine[];
}

/**
 * The viewer's own player seat in a round view (null as the bank, or for a viewer without a
 * seat): the one way a client finds it.
 */
export const ownSeat = (round: Pick<RoundView, "seats">): SeatView | null =>
  round.seats.find((s) => s.learner) ?? null;

/** A learner bank's result word from its net (commission included): what a row or page says. */
/**
 * Whom a log row's learner played against, in words: a player the bank's name or the house, the
 * bank its players' names and how many simulated players. `say` gives the two words (TableLog
 * `against.house` and `against.simulated`); the page and the CSV both say it so.
 */
export function againstWords(
  row: Pick<LogRow, "against" | "role">,
  say: (key: "house" | "simulated", count?: number) => string,
): string {
  if (row.role === "player") return row.against[0] ?? say("house");
  const simulated = row.against.filter((name) => name === null).length;
  return [
    ...row.against.filter((name) => name !== null),
    ...(simulated > 0 ? [say("simulated", simulated)] : []),
  ].join(", ");
}

export const bankOutcome = (net: number): SeatOutcome =>
  net > 0 ? "win" : net < 0 ? "loss" : "push";

/** The viewer's part in a round, whatever their role (one reading for the page and the log). */
export interface OwnResult {
  role: RoundView["role"];
  /** A player's main bet; as the bank, the bets against it (the round's action). */
  stake: number;
  bonusBet: number;
  /** Once settled: a player's win/push/loss or foul; the bank's by its net. */
  outcome: SeatOutcome | "foul" | null;
  /** A player's 5% on a win; the bank's share of the action charged by the house. */
  commission: number;
}

export function ownResult(round: RoundView): OwnResult {
  if (round.role === "banker") {
    const net = round.bank?.net ?? null;
    return {
      role: "banker",
      stake: round.action,
      bonusBet: 0,
      outcome: net === null ? null : bankOutcome(net),
      commission: round.bank?.commission ?? 0,
    };
  }
  const seat = ownSeat(round);
  return {
    role: "player",
    stake: seat?.bet ?? 0,
    bonusBet: seat?.bonus ?? 0,
    // "foul" already: a foul loses, except against a commission-free push hand (RULES.md 12.3).
    outcome: seat?.outcome ?? null,
    commission: seat?.commission ?? 0,
  };
}
