/**
 * The famous hands' own refusal, besides the practice codes their answers share (`unknown-deal`,
 * `not-your-deal`, `already-answered`, `expired-deal`, `card-not-in-hand`, `no-learner`:
 * `Drill.errors.<code>`, since an answer goes through the practice drill's grading). The client
 * shows `Famous.errors.<code>`. Nothing is stored on any refusal.
 */
import { ActionError } from "@/lib/actions/errors";

const FAMOUS_ERROR_CODES = [
  /** The deal named no hand of the famous set (lib/famous/hands.ts). */
  "unknown-hand",
] as const;
export type FamousErrorCode = (typeof FAMOUS_ERROR_CODES)[number];

export const isFamousErrorCode = (code: string): code is FamousErrorCode =>
  (FAMOUS_ERROR_CODES as readonly string[]).includes(code);

export class FamousError extends ActionError<FamousErrorCode> {
  constructor(code: FamousErrorCode) {
    super(code);
    this.name = "FamousError";
  }
}
