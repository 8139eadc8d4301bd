/**
 * The Face Up drill's own refusal, besides the practice codes it shares (`unknown-deal`,
 * `not-your-deal`, `already-answered`, `expired-deal`, `card-not-in-hand`, `no-learner`:
 * `Drill.errors.<code>`). The client shows `FaceUp.errors.<code>`. Nothing is stored on any.
 */
import { ActionError } from "@/lib/actions/errors";

const FACE_UP_ERROR_CODES = [
  /** The page named another casino than the learner's: changed in another tab since it loaded. */
  "casino-changed",
] as const;
export type FaceUpErrorCode = (typeof FACE_UP_ERROR_CODES)[number];

export const isFaceUpErrorCode = (code: string): code is FaceUpErrorCode =>
  (FACE_UP_ERROR_CODES as readonly string[]).includes(code);

export class FaceUpError extends ActionError<FaceUpErrorCode> {
  constructor(code: FaceUpErrorCode) {
    super(code);
    this.name = "FaceUpError";
  }
}
