/**
 * The one vocabulary of action error codes (ai-chatbot's `ChatSDKError`): a service throws an
 * `ActionError` with a typed code, and the one wrapper (./validated-action.ts) answers
 * `{ status: "error", code, params }`. Every action can end with the common codes below; areas
 * add their own (lib/practice/errors.ts, lib/auth/errors.ts; `rate-limited` where an action
 * limits its callers), each a message key in every locale.
 */

/** Values a translated error message is filled with. */
export type ErrorParams = Record<string, string | number>;

export const COMMON_ERROR_CODES = [
  /** The caller may not do this. */
  "forbidden",
  /** Anything unexpected (database errors included); details go to the server log only. */
  "unexpected",
  /**
   * The database cannot serve for a moment (down, disk full, locked): nothing was changed,
   * `params.seconds` says when to try again (lib/db/faults.ts; JSON routes answer 503).
   */
  "unavailable",
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/**
 * Too many requests; `params` say when to try again (`seconds`, `minutes`). Shared by every
 * action that limits its callers, which then lists it among its own codes.
 */
export const RATE_LIMITED = "rate-limited" as const;

export class ActionError<TCode extends string = string> extends Error {
  readonly code: TCode;
  readonly params: ErrorParams | undefined;
  constructor(code: TCode, params?: ErrorParams, message?: string) {
    super(message ?? code);
    this.name = "ActionError";
    this.code = code;
    this.params = params;
  }
}

export const isActionError = (error: unknown): error is ActionError => error instanceof ActionError;

/**
 * The wait of a `rate-limited` answer, in whole seconds and whole minutes (each at least 1,
 * rounded up), and the `unit` a message should say it in: seconds under a minute (a 3 s
 * back-off said as "1 minute" sent learners away for nothing), minutes from there.
 */
export const retryParams = (retryAfterMs: number): ErrorParams => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    seconds,
    minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)),
    unit: seconds < 60 ? "seconds" : "minutes",
  };
};

export const rateLimited = (retryAfterMs: number): ActionError<"rate-limited"> =>
  new ActionError("rate-limited", retryParams(retryAfterMs));
