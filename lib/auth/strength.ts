/**
 * Password strength by zxcvbn-ts with its common-password dictionary (a maintained list of
 * leaked and common passwords, names and keyboard patterns), not a hand-written list: score
 * 0-4, and sign-up asks for at least MIN_SCORE ("safely unguessable" against online
 * guessing). The user's own name and e-mail count as guessable words, and so do the app's own
 * words (issue 21, item 6): an attacker guessing at a Pai Gow trainer tries "paigowpoker" and
 * the README's demo password first, which no common-password list knows.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordSchema, signUpSchema } from "./schemas";

const MIN_SCORE = 3;
/** zxcvbn's cost grows with length; beyond this many characters a password is long enough. */
const CHECKED_LENGTH = 64;

/** Words a guesser takes from the product itself: its name, its vocabulary, its demo accounts. */
const PRODUCT_WORDS = [
  "paigow",
  "pai",
  "gow",
  "poker",
  "trainer",
  "demo",
  "teacher",
  "student",
  "practice",
  "banker",
  "dealer",
  "tiles",
  "house way",
];
/** The product's name in the spellings people type, with each separator they use. */
const PRODUCT_PHRASES = ["pai gow poker trainer", "pai gow trainer", "pai gow poker", "pai gow"];
const SEPARATORS = ["", " ", "-", "_", "."];
const PRODUCT_INPUTS: readonly string[] = [
  ...PRODUCT_WORDS,
  ...PRODUCT_PHRASES.flatMap((phrase) => SEPARATORS.map((sep) => phrase.replaceAll(" ", sep))),
];

let factory: ZxcvbnFactory | undefined;

function passwordScore(
  password: string,
  userInputs: ReadonlyArray<string | undefined> = [],
): number {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const own = userInputs.filter((x): x is string => typeof x === "string" && x !== "");
  // The person's own words first: zxcvbn ranks earlier inputs as likelier guesses.
  const inputs = [...own, ...PRODUCT_INPUTS];
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
