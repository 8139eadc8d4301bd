/**
 * The watchdog drill's own refusals (issue 54 item 2), besides the practice codes it shares
 * with the dealer's drill (`unknown-deal`, `not-your-deal`, `already-answered`,
 * `expired-deal`, `card-not-in-hand`: `Drill.errors.<code>`). The client shows
 * `DealerDrill.errors.<code>` (messages/<locale>/casinos.json). Nothing is stored on either.
 */
import { ActionError } from "@/lib/actions/errors";

const WATCHDOG_ERROR_CODES = [
  /** The page named another casino than the learner's: changed in another tab since it loaded. */
  "casino-changed",
  /** The answer's list of hands is not as long as the table the server dealt. */
  "seat-count",
] as const;
export type WatchdogErrorCode = (typeof WATCHDOG_ERROR_CODES)[number];

export const isWatchdogErrorCode = (code: string): code is WatchdogErrorCode =>
  (WATCHDOG_ERROR_CODES as readonly string[]).includes(code);

export class WatchdogError extends ActionError<WatchdogErrorCode> {
  constructor(code: WatchdogErrorCode) {
    super(code);
    this.name = "WatchdogError";
  }
}
