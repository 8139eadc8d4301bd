/**
 * Every way a table request can fail, at a learner's own table or a live one (RULES.md 11), as
 * typed codes: the common ones of every action (lib/actions/errors.ts) plus the tables'. One
 * list, so a code means the same at every table. The client shows `Table.errors.<code>`
 * (messages/<locale>/table.json; lib/i18n/table-errors.test.ts checks every locale has each);
 * nothing else about a failure (never a database error) reaches it. A failed request changes
 * nothing: no round, seat, bet, ledger entry, balance or sequence number.
 */
import { ActionError, COMMON_ERROR_CODES, RATE_LIMITED } from "@/lib/actions/errors";

export const TABLE_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  RATE_LIMITED,
  /** The input did not parse (wrong shape, junk, oversized). */
  "invalid-input",
  /** No valid learner cookie (only dealing may make a learner). */
  "no-learner",
  /** No such table (or a test table outside tests). */
  "unknown-table",
  /** A chip the table does not have. */
  "unknown-chip",
  /** Main bet below the minimum or above the maximum. */
  "bet-out-of-limits",
  /** Bonus bet outside its limits, or placed at a table without the bonus. */
  "bonus-out-of-limits",
  /**
   * A side bet the table does not offer (RULES.md 13.2): Emperor's Challenge where it is not
   * listed, a bet on the dealer's hand at a table of another game (Tiger 9 is cf's only).
   */
  "side-bet-not-offered",
  /** A side bet outside its limits. */
  "side-bet-out-of-limits",
  /** A Fortune pay table or Envy schedule nobody publishes (a forged class form). */
  "unknown-pay-table",
  /** The balance does not cover the bets. */
  "insufficient-balance",
  /** This learner already has an open round at this table (a second Deal, another tab). */
  "round-open",
  /** No round with that id. */
  "unknown-round",
  /** The round was dealt to another learner. */
  "not-your-round",
  /** A live table's round: played only through its table (lib/live), never an own table's verb. */
  "live-round",
  /** The round is settled already: Done twice, a replay, another tab. */
  "already-settled",
  /** The decision time ran out: the house way set the hand and the round is settled. */
  "deadline-passed",
  /** A front card is not one of the learner's cards. */
  "card-not-in-hand",
  /** The chosen split fouls and the learner has not confirmed it. */
  "foul-unconfirmed",
  /** Rebuy only tops a balance up to the starting amount. */
  "rebuy-not-needed",
  /** This table does not offer banking. */
  "no-banking",
  /** Banking against fewer than 1 or more seats than the table allows. */
  "seats-out-of-limits",
  /** Not enough points or balance to take the bank (RULES.md 9). */
  "bank-entry-rule",
  /** Approve without holding the bank (never taken, or left). */
  "not-banking",
  /** Approve after the approval time ran out: the learner has left the bank. */
  "bank-timeout",
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
  /** Quick reactions are off at this table (a class table whose teacher has not turned them on). */
  "reactions-off",
  /** A second quick reaction within 3 s of the last (the server's limit). */
  "reaction-too-soon",
  /** Too many event streams open for this learner. */
  "too-many-streams",
] as const;

export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number];

export class TableError extends ActionError<TableErrorCode> {
  constructor(code: TableErrorCode, message?: string) {
    super(code, undefined, message);
    this.name = "TableError";
  }
}

export const isTableError = (error: unknown): error is TableError => error instanceof TableError;
