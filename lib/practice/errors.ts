/**
 * Every way a practice request can fail, as typed codes. The client shows
 * `Drill.errors.<code>` (messages/<locale>/practice.json); nothing else about a
 * failure (and never a database error) reaches it.
 */
export const PRACTICE_ERROR_CODES = [
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
  /** Anything unexpected; details go to the server log only. */
  "server-error",
] as const;

export type PracticeErrorCode = (typeof PRACTICE_ERROR_CODES)[number];

export class PracticeError extends Error {
  readonly code: PracticeErrorCode;
  constructor(code: PracticeErrorCode, message?: string) {
    super(message ?? code);
    this.name = "PracticeError";
    this.code = code;
  }
}

export const isPracticeError = (error: unknown): error is PracticeError =>
  error instanceof PracticeError;
