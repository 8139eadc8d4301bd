/**
 * Password strength by zxcvbn-ts with its common-password dictionary (a maintained list of
 * leaked and common passwords, names and keyboard patterns), not a hand-written list: score
 * 0-4, and sign-up asks for at least MIN_SCORE ("safely unguessable" against online
 * guessing). The user's own name and e-mail count as guessable words.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordSchema, signUpSchema } from "./schemas";

export const MIN_SCORE = 3;
/** zxcvbn's cost grows with length; beyond this many characters a password is long enough. */
const CHECKED_LENGTH = 64;

let factory: ZxcvbnFactory | undefined;

export function passwordScore(
  password: string,
  userInputs: ReadonlyArray<string | undefined> = [],
): number {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = userInputs.filter((x): x is string => typeof x === "string" && x !== "");
  return factory.check(password.slice(0, CHECKED_LENGTH), inputs).score;
}

export const isStrongPassword = (
  password: string,
  userInputs: ReadonlyArray<string | undefined> = [],
): boolean => passwordScore(password, userInputs) >= MIN_SCORE;

/**
 * The sign-up form's schema with the strength rule: server code only (the dictionary is large
 * and stays out of client bundles, which import ./schemas.ts for its limits).
 */
export const strongSignUpSchema = signUpSchema.refine(
  (input) => isStrongPassword(input.password, [input.username, input.email]),
  { error: "password-weak", path: ["password"] },
);

/** `paigow user create` and any other server-side password: the same rule. */
export const strongPasswordSchema = passwordSchema.refine(
  (password) => isStrongPassword(password),
  {
    error: "password-weak",
  },
);
