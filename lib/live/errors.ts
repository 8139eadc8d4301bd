/**
 * Every way a live-table request can fail (RULES.md 11), as typed codes: the table's own
 * (lib/table/errors.ts: limits, balance, cards, the bank's entry rule) plus the live table's.
 * Their messages are one list with the solo table's, `Table.errors.<code>` (messages/<locale>/
 * table.json; lib/i18n/table-errors.test.ts checks every code has one in every locale).
 * A refused request changes nothing: no seat, bet, ledger entry or sequence number.
 */
import { ActionError } from "@/lib/actions/errors";
import { TABLE_ERROR_CODES } from "@/lib/table/errors";

export const LIVE_ERROR_CODES = [
  ...TABLE_ERROR_CODES,
  /** Sitting needs an account (watching does not). */
  "account-needed",
  /** The seat asked for is taken, or every seat is. */
  "seat-taken",
  /** This learner already sits at this table. */
  "already-seated",
  /** The learner does not sit at this table (leave, bank, bet, set). */
  "not-seated",
  /** The request does not fit the table's phase (a bet while hands are set, Approve in bets). */
  "wrong-phase",
  /** The bank is held by another learner. */
  "bank-taken",
  /** The bank changes hands only between rounds: a bet of the next round is placed. */
  "bets-placed",
  /** The bets were placed already this round (Deal pressed). */
  "already-bet",
  /** The learner's hand of this round is set already (Done twice, two tabs, a replay). */
  "already-set",
  /** The table is closed (a class table its teacher closed). */
  "table-closed",
  /** Too many event streams open for this learner. */
  "too-many-streams",
] as const;

export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

export class LiveError extends ActionError<LiveErrorCode> {
  constructor(code: LiveErrorCode) {
    super(code);
    this.name = "LiveError";
  }
}
