/**
 * "Your casino" (issue 31): the rule set a learner plays for, named in URLs and forms by a
 * slug (`foxwoods-ez`, the same name as the exact game's data-exact/ folders). Pure and
 * browser-safe: the picker, the badge and share links use it.
 */
import {
  ALL_RULE_SETS,
  DEFAULT_RULE_SET,
  isCustomWay,
  isDefaultRuleSet,
  isVariant,
  isWay,
  parseRuleSetKey,
  parseTableRuleSetKey,
  type RuleSet,
  RuleSetError,
  ruleSetKey,
  type TableRuleSet,
} from "@/lib/engine";

/** The search parameter that carries a rule set in share links (`?casino=foxwoods-ez`). */
export const CASINO_PARAM = "casino";

/** `way-variant`: the URL and folder name of a rule set. */
export const casinoSlug = (rs: RuleSet): string => `${rs.way}-${rs.variant}`;

/** Every slug, default first. */
export const CASINO_SLUGS: readonly string[] = ALL_RULE_SETS.map(casinoSlug);

/** The rule set of a slug, or null for anything else (never throws: slugs come from URLs). */
export function parseCasinoSlug(slug: unknown): RuleSet | null {
  if (typeof slug !== "string") return null;
  const cut = slug.lastIndexOf("-");
  if (cut <= 0) return null;
  const way = slug.slice(0, cut);
  const variant = slug.slice(cut + 1);
  return isWay(way) && isVariant(variant) ? { way, variant } : null;
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
 * `href` with the rule set as its `casino` parameter (left out for the default game, and for a
 * learner's own way: no slug names it, and the page it opens falls back to the learner's casino).
 */
export function withCasino(href: string, rs: RuleSet): string {
  if (isDefaultRuleSet(rs) || isCustomWay(rs.way)) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${CASINO_PARAM}=${casinoSlug(rs)}`;
}

export { ruleSetKey };
