/**
 * What the table services hand to the browser: plain, serializable shapes. Hands travel as
 * card text ("As Kd JK ..."), amounts as integer minor units. The bank's cards appear only
 * in a settled round. Client-safe (types only).
 */
import type { FortuneKey, Reason, Verdict } from "@/lib/engine";
import type { Currency } from "./tables";

/** One comparison from a seat's side; a copy goes to the bank. */
export type Mark = "win" | "lose" | "copy";
export type SeatOutcome = "win" | "push" | "loss";
export type SettledBy = "learner" | "house-way" | "timer";

export interface WalletView {
  currency: Currency;
  balance: number;
  rebuys: number;
  points: number;
  /** The starting amount Rebuy tops up to. */
  start: number;
}

export interface SeatView {
  seat: number;
  learner: boolean;
  hand: string;
  bet: number;
  bonusBet: number;
  /** Set once settled. */
  front: string | null;
  backValue: number | null;
  frontValue: number | null;
  foul: boolean | null;
  outcome: SeatOutcome | null;
  backMark: Mark | null;
  frontMark: Mark | null;
  commission: number | null;
  net: number | null;
  bonusKey: FortuneKey | null;
  bonusNet: number | null;
}

export interface BankView {
  hand: string;
  front: string;
  backValue: number;
  frontValue: number;
  rule: string;
}

export interface RoundView {
  id: string;
  tableId: string;
  currency: Currency;
  role: "player" | "banker";
  status: "open" | "settled";
  dealtAt: number;
  /** Null at a table without a timer. */
  deadlineAt: number | null;
  /** The server's clock when this view was made, so the client can correct its own. */
  serverNow: number;
  seats: SeatView[];
  /** Only in a settled round: the bank's cards never leave the server before. */
  bank: BankView | null;
  balanceBefore: number;
  balanceAfter: number | null;
  settledAt: number | null;
  settledBy: SettledBy | null;
}

export interface TableState {
  tableId: string;
  wallet: WalletView;
  /** The open round, else the last settled one at this table, else null. */
  round: RoundView | null;
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
  role: "player" | "banker";
  dealtAt: number;
  currency: Currency;
  bet: number;
  bonusBet: number;
  outcome: SeatOutcome | null;
  net: number;
  settledBy: SettledBy | null;
  balanceBefore: number;
  balanceAfter: number | null;
}

export interface LogPage {
  rows: LogRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LedgerLine {
  kind: string;
  amount: number;
  balanceAfter: number;
}

export interface RoundDetail {
  round: RoundView;
  ledger: LedgerLine[];
}

/** The practice grade of a settled round's learner seat (the coach). */
export interface CoachView {
  roundId: string;
  verdict: Verdict;
  bet: number;
  ev: number;
  bestEv: number;
  houseWayEv: number;
  /** (best EV - played EV) x bet, minor units. */
  evGivenUp: number;
  houseWayRule: string;
  houseWayReason: Reason;
}
