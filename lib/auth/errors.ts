/**
 * The typed codes an account action can end with, each a message key under `Account.errors`
 * in every locale (the parity test checks them). Field codes come from lib/auth/schemas.ts.
 */
export const ACCOUNT_ERROR_CODES = [
  "wrong-credentials",
  "rate-limited",
  "username-taken",
  "email-taken",
  "signed-out",
  "session-expired",
  "forbidden",
  "unexpected",
  "unavailable",
  "bad-join-code",
] as const;

export const ACCOUNT_FIELD_CODES = [
  "username-required",
  "username-format",
  "email-format",
  "password-required",
  "password-too-short",
  "password-too-long",
  "password-is-username",
  "password-weak",
  "role-required",
  "identifier-required",
] as const;

/** Codes of the caller's state that every signed-in action can answer with. */
export type AuthStateCode = "signed-out" | "session-expired" | "forbidden";
