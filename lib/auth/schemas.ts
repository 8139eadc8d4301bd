/**
 * The account forms' zod schemas. Error messages are codes, shown as `Account.errors.<code>`
 * (messages/<locale>/account.json); usernames and e-mail addresses are lower-cased here, at
 * the edge, so every lookup below compares lower-case text.
 */
import { z } from "zod";
import { SIGN_UP_ROLES } from "./roles";

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the ceiling only bounds the work of hashing one. */
export const PASSWORD_MAX = 256;

const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const usernameSchema = z
  .string({ error: "username-required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "username-required" })
  .regex(USERNAME_PATTERN, { error: "username-format" });

export const passwordSchema = z
  .string({ error: "password-required" })
  .min(PASSWORD_MIN, { error: "password-too-short" })
  .max(PASSWORD_MAX, { error: "password-too-long" });

export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: z.preprocess(
      emptyAsUndefined,
      z
        .email({ error: "email-format" })
        .trim()
        .toLowerCase()
        .max(254, { error: "email-format" })
        .optional(),
    ),
    password: passwordSchema,
    role: z.enum(SIGN_UP_ROLES, { error: "role-required" }),
    /**
     * A class's join code (issue 56, item 7): the class's students sign up under the class's
     * own limit instead of their address's, and join it. Checked by lib/auth/accounts.ts.
     */
    joinCode: z.preprocess(
      emptyAsUndefined,
      z.string().trim().max(40, { error: "bad-join-code" }).optional(),
    ),
  })
  .refine((input) => input.password.toLowerCase() !== input.username, {
    error: "password-is-username",
    path: ["password"],
  });

export const signInSchema = z.object({
  identifier: z
    .string({ error: "identifier-required" })
    .trim()
    .toLowerCase()
    .min(1, { error: "identifier-required" })
    .max(254, { error: "identifier-required" }),
  password: z
    .string({ error: "password-required" })
    .min(1, { error: "password-required" })
    .max(PASSWORD_MAX, { error: "password-required" }),
});

export type SignUpInput = z.output<typeof signUpSchema>;
export type SignInInput = z.output<typeof signInSchema>;

/**
 * Where to go after signing in: a path inside the app (no scheme, no `//`), with an optional
 * plain query (a join link's `?code=...` must survive sign-up), else null.
 * Locale-free, e.g. "/teach/abc"; the caller adds the locale.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 512) return null;
  return /^\/(?![/\\])[\w\-/.]*(\?[\w\-.~%+=&]*)?$/.test(value) && !value.includes("..")
    ? value
    : null;
}
