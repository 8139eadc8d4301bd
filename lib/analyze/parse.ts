/**
 * The analyzer's input at the edge: a hand typed or carried in the URL (`?hand=As Kd JK ...`)
 * and the commission (`?c=0` for none, else the house's 5%). Parsed by the engine's own card
 * parser, so the CLI and the page accept and refuse exactly the same text; a bad token is
 * named, never thrown at the user. Client-safe (no server imports).
 */
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
export const COMMISSIONS = [DEFAULT_COMMISSION, 0] as const;
export type Commission = (typeof COMMISSIONS)[number];

/** `?c=0` means no commission; anything else (or nothing) the house's 5%. */
export const parseCommission = (param: string | undefined): Commission =>
  param === "0" ? 0 : DEFAULT_COMMISSION;

/** A search-param value as one string (Next hands repeated params as arrays: the first wins). */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The analyzer's address for a hand, e.g. `/analyze?hand=As+Kd+JK+7c+6c+5c+4c`. */
export function analyzeHref(
  hand: readonly Card[],
  commission: number = DEFAULT_COMMISSION,
): string {
  const query = new URLSearchParams({ hand: formatHand(hand) });
  if (commission === 0) query.set("c", "0");
  return `/analyze?${query.toString()}`;
}
