/**
 * A casino rule set (RULES.md section 12): the house way the dealer sets by
 * and the settlement variant. It is a value passed to every piece of the
 * engine that depends on it, never a global; `DEFAULT_RULE_SET` is RULES.md
 * section 5's way with the 5% game of section 4.
 *
 * Variants (12.3):
 * - `standard`: a win pays 1 to 1 less 5%;
 * - `ez`: a win pays 1 to 1; a dealer back that is queen-high with no pair
 *   pushes every bet;
 * - `cf`: a win pays 1 to 1; a dealer front that is nine-high pushes every bet.
 * In `ez` and `cf` a fouled hand pushes against the dealer's push hand and
 * loses otherwise; copies still go to the dealer; the house always banks.
 */
import { QUEEN } from "./cards";
import { FRONT_PAIR_BASE } from "./values";

export const WAYS = [
  "seed",
  "trump-plaza",
  "claridge",
  "ballys-ac",
  "foxwoods",
  "mgm-grand",
  "british-columbia",
  "dealer-school",
] as const;
export type Way = (typeof WAYS)[number];
export const VARIANTS = ["standard", "ez", "cf"] as const;
export type Variant = (typeof VARIANTS)[number];

export interface RuleSet {
  way: Way;
  variant: Variant;
}

export const DEFAULT_RULE_SET: RuleSet = Object.freeze({ way: "seed", variant: "standard" });

export const isWay = (x: unknown): x is Way => (WAYS as readonly unknown[]).includes(x);
export const isVariant = (x: unknown): x is Variant => (VARIANTS as readonly unknown[]).includes(x);

const CUSTOM_WAY = /^custom-[0-9a-f]{16}$/;
/**
 * A custom way's id (`custom-` and 16 hex digits of its document's hash, ways/document.ts).
 * It travels typed as a Way; whoever reads one from a store installs its document before use
 * (wayDef names it when nobody did).
 */
export const isCustomWay = (x: unknown): x is Way => typeof x === "string" && CUSTOM_WAY.test(x);

export class RuleSetError extends Error {}

/**
 * A rule set from its parts, checked: unknown names are an error that names them. A custom
 * way's id is read by its form only: see isCustomWay.
 */
export function ruleSet(way: string, variant: string): RuleSet {
  if (!isWay(way) && !isCustomWay(way))
    throw new RuleSetError(
      `unknown house way "${way}" (one of ${WAYS.join(", ")}, or custom-<16 hex digits>)`,
    );
  if (!isVariant(variant))
    throw new RuleSetError(`unknown variant "${variant}" (one of ${VARIANTS.join(", ")})`);
  return { way, variant };
}

/** `way/variant`, e.g. `foxwoods/ez` (or a Face Up table's `seed/faceup`): the key caches and stored rows use. */
export const ruleSetKey = (rs: { way: Way; variant: string }): string => `${rs.way}/${rs.variant}`;

/** The rule set of a key made by ruleSetKey; throws RuleSetError on anything else. */
export function parseRuleSetKey(key: string): RuleSet {
  const [way = "", variant = "", ...rest] = key.split("/");
  if (rest.length > 0) throw new RuleSetError(`malformed rule set "${key}"`);
  return ruleSet(way, variant);
}

/** Every rule set: each way x 3 variants, the default first. */
export const ALL_RULE_SETS: readonly RuleSet[] = WAYS.flatMap((way) =>
  VARIANTS.map((variant) => ({ way, variant })),
);

export const isDefaultRuleSet = (rs: RuleSet): boolean =>
  rs.way === "seed" && rs.variant === "standard";

/** The player's commission on a win, in basis points (500 = 5%). */
export const variantCommissionBp = (variant: Variant): number => (variant === "standard" ? 500 : 0);

/** A learner may hold the bank only in the standard game (12.3). */
export const variantAllowsLearnerBank = (variant: Variant): boolean => variant === "standard";

// Value ranges of the dealer's push hands (values.ts): a queen-high back is
// category HIGH with a queen as its top nibble; a nine-high front is unpaired
// with a nine as its high card.
const Q_HIGH_FROM = QUEEN << 16;
const Q_HIGH_TO = (QUEEN + 1) << 16;
const NINE = 7;
const NINE_HIGH_FROM = NINE * 13;
const NINE_HIGH_TO = NINE * 13 + NINE;

/** True when the dealer's set hand pushes every bet under the variant. */
export function dealerPushes(variant: Variant, backValue: number, frontValue: number): boolean {
  if (variant === "ez") return backValue >= Q_HIGH_FROM && backValue < Q_HIGH_TO;
  if (variant === "cf")
    return (
      frontValue < FRONT_PAIR_BASE && frontValue >= NINE_HIGH_FROM && frontValue < NINE_HIGH_TO
    );
  return false;
}
