/**
 * Every way a practice request can fail, as typed codes: the common ones of every action
 * (lib/actions/errors.ts) plus the drill's own. The client shows `Drill.errors.<code>`
 * (messages/<locale>/practice.json); nothing else about a failure (and never a database
 * error) reaches it.
 */
import { ActionError, COMMON_ERROR_CODES, RATE_LIMITED } from "@/lib/actions/errors";

const PRACTICE_ERROR_CODES = [
  ...COMMON_ERROR_CODES,
  RATE_LIMITED,
  /** The input did not parse (wrong shape, not two distinct cards, ...). */
  "invalid-input",
  /** The request carries no valid learner cookie (answering needs one). */
  "no-learner",
  /** No deal with that id. */
  "unknown-deal",
  /** The deal exists but was dealt to another learner. */
  "not-your-deal",
  /** The deal was already answered: a replay or a double submit. */
  "already-answered",
  /** The deal is too old to answer (see DEAL_TTL_MS). */
  "expired-deal",
  /** A front card is not one of the dealt cards. */
  "card-not-in-hand",
  /** "Try again" named an attempt that is not this learner's. */
  "unknown-attempt",
  /** The traps drill under a learner's own way: its traps need an exact run not made yet. */
  "no-traps",
  /** "Beat the house way" named a rule the learner's casino's list does not have. */
  "unknown-rule",
  /**
   * The learner's casino is Face Up Pai Gow (RULES.md 13.1): an EV drill has no hand to deal
   * under it (its own drill is the Face Up drill).
   */
  "faceup-casino",
] as const;

export type PracticeErrorCode = (typeof PRACTICE_ERROR_CODES)[number];

export class PracticeError extends ActionError<PracticeErrorCode> {
  constructor(code: PracticeErrorCode, message?: string) {
    super(code, undefined, message);
    this.name = "PracticeError";
  }
}
