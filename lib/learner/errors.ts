/**
 * Codes a learner action can end with besides the common ones (lib/actions/errors.ts): each is
 * a message key where the action's answers are shown (e.g. `Drill.errors.<code>`).
 */
const LEARNER_ERROR_CODES = [
  /** The input did not parse. */
  "invalid-input",
  /** No learner: no valid cookie or session (answering needs one). */
  "no-learner",
  /** Dealing or answering too fast, or too many new learners from one address. */
  "rate-limited",
] as const;
export type LearnerErrorCode = (typeof LEARNER_ERROR_CODES)[number];
