/**
 * "Your casino" (issue 31): the rule set a learner plays for, named in URLs and forms by a
 * slug (`foxwoods-ez`, the same name as the exact game's data-exact/ folders). Pure and
 * browser-safe: the picker, the badge and share links use it.
 */
import {
  ALL_RULE_SETS,
  DEFAULT_RULE_SET,
  faceUpRuleSet,
  isCustomWay,
  isDefaultRuleSet,
  isFaceUp,
  isVariant,
  isWay,
  parseRuleSetKey,
  parseTableRuleSetKey,
  type RuleSet,
  RuleSetError,
  ruleSetKey,
  type TableRuleSet,
  VARIANTS,
  type Variant,
  WAYS,
} from "@/lib/engine";

/** The search parameter that carries a rule set in share links (`?casino=foxwoods-ez`). */
export const CASINO_PARAM = "casino";

/** `way-variant`: the URL and folder name of a rule set (a Face Up choice's `way-faceup`). */
export const casinoSlug = (rs: TableRuleSet): string => `${rs.way}-${rs.variant}`;

/** Every EV game's slug, default first: what the analyzer and the EV figures are keyed by. */
export const CASINO_SLUGS: readonly string[] = ALL_RULE_SETS.map(casinoSlug);

/**
 * What a learner's or a class's casino may be (issue 54, "Decisions"): every EV game, and Face
 * Up Pai Gow (RULES.md 13.1) under every published way, each way's four games together.
 */
export const CHOICES: readonly TableRuleSet[] = WAYS.flatMap((way): TableRuleSet[] => [
  ...ALL_RULE_SETS.filter((rs) => rs.way === way),
  faceUpRuleSet(way),
]);

/** The picker's slugs: CHOICES', default first. */
export const CHOICE_SLUGS: readonly string[] = CHOICES.map(casinoSlug);

/** A game a casino may be set to: an EV variant or Face Up. */
export type ChoiceVariant = Variant | "faceup";
export const CHOICE_VARIANTS: readonly ChoiceVariant[] = [...VARIANTS, "faceup"];
export const isChoiceVariant = (x: unknown): x is ChoiceVariant =>
  (CHOICE_VARIANTS as readonly unknown[]).includes(x);

/** A rule set from a way and a chosen game (Face Up's, or an EV game's). */
export const choiceOf = (way: RuleSet["way"], variant: ChoiceVariant): TableRuleSet =>
  variant === "faceup" ? faceUpRuleSet(way) : { way, variant };

/** The rule set of a slug, or null for anything else (never throws: slugs come from URLs). */
export function parseCasinoSlug(slug: unknown): RuleSet | null {
  if (typeof slug !== "string") return null;
  const cut = slug.lastIndexOf("-");
  if (cut <= 0) return null;
  const way = slug.slice(0, cut);
  const variant = slug.slice(cut + 1);
  return isWay(way) && isVariant(variant) ? { way, variant } : null;
}

/** The casino of a picker's slug (an EV game or Face Up), or null for anything else. */
export function parseChoiceSlug(slug: unknown): TableRuleSet | null {
  if (typeof slug !== "string") return null;
  const cut = slug.lastIndexOf("-");
  const way = slug.slice(0, cut);
  if (cut > 0 && slug.slice(cut + 1) === "faceup" && isWay(way)) return faceUpRuleSet(way);
  return parseCasinoSlug(slug);
}

/**
 * A stored rule set key (`way/variant`) this code cannot read: a row written by another
 * version, or damaged. Never read as the default game: grading it under another casino's
 * dealer would give wrong figures without a word.
 */
export class UnreadableRuleSetError extends RuleSetError {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`unreadable stored rule set "${key}": ${reason}`);
    this.name = "UnreadableRuleSetError";
  }
}

/**
 * The rule set stored in a row (`way/variant`): a deal, an attempt, a round or a class always
 * has one. Throws UnreadableRuleSetError, naming the key, on anything else (the empty key too).
 */
export function storedRuleSet(key: string): RuleSet {
  try {
    return parseRuleSetKey(key);
  } catch (error) {
    if (error instanceof RuleSetError) throw new UnreadableRuleSetError(key, error.message);
    throw error;
  }
}

/**
 * A table round's stored rule set: storedRuleSet's, or a Face Up table's (`way/faceup`, RULES.md
 * 13.1), which only a table's rounds have. Throws UnreadableRuleSetError as storedRuleSet does.
 */
export function storedTableRuleSet(key: string): TableRuleSet {
  try {
    return parseTableRuleSetKey(key);
  } catch (error) {
    if (error instanceof RuleSetError) throw new UnreadableRuleSetError(key, error.message);
    throw error;
  }
}

/**
 * The one place "never chose a casino" becomes the default game: no key (a visitor with no
 * learner record yet, a learner looked up and not found) is DEFAULT_RULE_SET; any key is read
 * strictly (storedRuleSet), so an unreadable one is an error, never the default.
 */
export function ruleSetOrDefault(key: string | null | undefined): RuleSet {
  return key === null || key === undefined ? DEFAULT_RULE_SET : storedRuleSet(key);
}

/**
 * A learner's or a class's stored casino: ruleSetOrDefault's, or Face Up under a way. Whoever
 * reads it decides what Face Up means for them (isFaceUp); no reader gets a stand-in unasked.
 */
export function choiceOrDefault(key: string | null | undefined): TableRuleSet {
  return key === null || key === undefined ? DEFAULT_RULE_SET : storedTableRuleSet(key);
}

/**
 * The EV game a page shows figures of when the learner's casino is Face Up, which has none (no
 * EV strategy list, no EV grade: issue 54): the same way's 5% game. Only pages that say so on
 * screen (components/casino/FaceUpInstead) take it; an EV casino is itself.
 */
export const evGameOf = (rs: TableRuleSet): RuleSet =>
  isFaceUp(rs) ? { way: rs.way, variant: "standard" } : rs;

/**
 * `href` with the rule set as its `casino` parameter (left out for the default game, and for a
 * learner's own way: no slug names it, and the page it opens falls back to the learner's casino).
 */
export function withCasino(href: string, rs: RuleSet): string {
  if (isDefaultRuleSet(rs) || isCustomWay(rs.way)) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${CASINO_PARAM}=${casinoSlug(rs)}`;
}

export { ruleSetKey };
