/**
 * The analyzer's input at the edge: a hand typed or carried in the URL (`?hand=As Kd JK ...`)
 * and the commission (`?c=0` for none, else the house's 5%), the casino rule set (`?casino=` a slug,
 * lib/casino/choice.ts) and a second one to compare with (`?vs=`). Parsed by the engine's own card
 * parser, so the CLI and the page accept and refuse exactly the same text; a bad token is
 * named, never thrown at the user. Client-safe (no server imports).
 */

import { CASINO_PARAM, casinoSlug, parseCasinoSlug } from "@/lib/casino/choice";
import type { RuleSet } from "@/lib/engine";
import {
  type Card,
  CardError,
  DEFAULT_COMMISSION,
  formatHand,
  parseHand,
  tokenize,
} from "@/lib/engine";

/** Longer text is refused before parsing (seven cards fit in well under this). */
export const MAX_HAND_TEXT = 120;

export type HandInputError =
  | { code: "unknown-card"; token: string }
  | { code: "duplicate-card"; token: string }
  | { code: "wrong-count"; count: number }
  | { code: "too-long" };

export type HandInput = { status: "ok"; hand: Card[] } | { status: "error"; error: HandInputError };

/** Parses the text of a seven-card hand; every failure is a typed error, nothing throws. */
export function parseHandText(text: string): HandInput {
  if (text.length > MAX_HAND_TEXT) return { status: "error", error: { code: "too-long" } };
  try {
    return { status: "ok", hand: parseHand(text) };
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    if (error.code === "wrong-count")
      return { status: "error", error: { code: "wrong-count", count: tokenize(text).length } };
    return { status: "error", error: { code: error.code, token: error.token ?? "" } };
  }
}

/** The commissions the analyzer offers: the house's 5% and none. */
const COMMISSIONS = [DEFAULT_COMMISSION, 0] as const;
export type Commission = (typeof COMMISSIONS)[number];

/** `?c=0` means no commission; anything else (or nothing) the house's 5%. */
export const parseCommission = (param: string | undefined): Commission =>
  param === "0" ? 0 : DEFAULT_COMMISSION;

/** A search-param value as one string (Next hands repeated params as arrays: the first wins). */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The analyzer's address for a hand, e.g. `/analyze?hand=As+Kd+JK+7c+6c+5c+4c`; with a rule set
 * (and one to compare with) it carries them, `&casino=foxwoods-ez&vs=seed-standard`, so a shared
 * link shows the analysis against the same dealer.
 */
export function analyzeHref(
  hand: readonly Card[],
  commission: number = DEFAULT_COMMISSION,
  casinos: { casino?: RuleSet; vs?: RuleSet | null } = {},
): string {
  const query = new URLSearchParams({ hand: formatHand(hand) });
  if (commission === 0 && (casinos.casino?.variant ?? "standard") === "standard")
    query.set("c", "0");
  if (casinos.casino) query.set(CASINO_PARAM, casinoSlug(casinos.casino));
  if (casinos.vs) query.set(VS_PARAM, casinoSlug(casinos.vs));
  return `/analyze?${query.toString()}`;
}

/** The search parameter naming the casino to compare with (`?vs=foxwoods-standard`). */
const VS_PARAM = "vs";

/** The commission of a rule set's game: `?c=0` only touches the 5% game (ez and cf pay 1:1). */
export const commissionFor = (rs: RuleSet, commission: number): number =>
  rs.variant === "standard" ? commission : 0;

/** What `?casino=` and `?vs=` ask for; a slug that names no rule set is reported, never thrown. */
export interface CasinoQuery {
  ruleSet: RuleSet;
  vs: RuleSet | null;
  /** Slugs that name no rule set (cut to 40 characters), by the parameter that carried them. */
  bad: Array<{ param: typeof CASINO_PARAM | typeof VS_PARAM; slug: string }>;
}

/** The analysis's rule set: `?casino=` when it names one, else `fallback` (the learner's casino). */
export function readCasinoQuery(
  casino: string | undefined,
  vs: string | undefined,
  fallback: RuleSet,
): CasinoQuery {
  const bad: CasinoQuery["bad"] = [];
  const read = (param: CasinoQuery["bad"][number]["param"], slug: string | undefined) => {
    if (slug === undefined || slug.trim() === "") return null;
    const rs = parseCasinoSlug(slug.trim());
    if (!rs) bad.push({ param, slug: slug.slice(0, 40) });
    return rs;
  };
  const ruleSet = read(CASINO_PARAM, casino) ?? fallback;
  return { ruleSet, vs: read(VS_PARAM, vs), bad };
}
