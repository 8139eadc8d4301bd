/**
 * The typed codes a class or dashboard request can end with; each is a message key under
 * `Teach.errors` in every locale. `not-found` also answers for a class that exists but is
 * someone else's, so a refusal says nothing about other teachers' classes.
 */
export const TEACH_ERROR_CODES = [
  "not-found",
  "bad-join-code",
  "already-member",
  "own-class",
  "rate-limited",
  "signed-out",
  "session-expired",
  "forbidden",
  "unexpected",
  /** A class set to a house way that is not one of the teacher's (another user's, a forged id). */
  "unknown-way",
  /** A class set to the teacher's own way before its check passed. */
  "not-checked",
  /**
   * An EV drill assigned to a class whose casino is Face Up (RULES.md 13.1): its students have
   * no such hands to play, so only the dealer's drill may be assigned.
   */
  "faceup-class",
  /** A Fortune pay table or Envy schedule nobody publishes (a forged class form, RULES.md 13.2). */
  "unknown-pay-table",
] as const;

export const TEACH_FIELD_CODES = [
  "name-required",
  "name-too-long",
  "code-required",
  "hands-range",
  /** More famous hands than the set holds (each counts once). */
  "famous-hands-range",
  "drill-required",
  "filter-required",
  "due-format",
  "due-past",
] as const;

export type Outcome<T, C extends string> =
  | { status: "success"; data: T }
  | { status: "error"; code: C; params?: Record<string, string | number> };

export const notFound = { status: "error", code: "not-found" } as const;
export const forbidden = { status: "error", code: "forbidden" } as const;
