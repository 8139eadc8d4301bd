/**
 * Game values and house-way reasons in words, for any locale: the engine
 * hands out integers and message keys, these turn them into sentences with
 * the `Game` and `HouseWay` messages. Rank parameters are rank characters
 * (`A`, `K`, .. `T`, `9` .. `2`) and are translated here, plural or singular
 * as each message needs. Reasons also get each rank as a definite plural
 * (`{pairDef}`: "kungarna", which Swedish cannot build from "kungar" in the
 * message). Grammar that depends on the word itself (French "paire d’as" but
 * "paire de rois") is an ICU `select` on the word inside the message.
 */

import type { Reason } from "@/lib/engine";
import {
  BROADWAY_INDEX,
  CATEGORY_KEYS,
  categoryOf,
  FRONT_PAIR_BASE,
  formatCard,
  JOKER,
  nibble,
  RANK_CHARS,
  STRAIGHT,
  STRAIGHT_FLUSH,
  SUIT_CHARS,
  WHEEL_INDEX,
} from "@/lib/engine";

/** The subset of next-intl's translator these helpers use. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

const rankChar = (r: number) => RANK_CHARS.charAt(r);
const one = (t: Translate, r: number) => t(`Game.ranks.${rankChar(r)}`);
const many = (t: Translate, r: number) => t(`Game.ranksPlural.${rankChar(r)}`);
const definite = (t: Translate, r: number) => t(`Game.ranksDefinite.${rankChar(r)}`);

/**
 * Where a value text stands. `label`: on its own, capitalised ("Pair of twos"). `inSentence`:
 * inside a sentence, with the article the language needs ("a pair of twos", "ett par tvåor",
 * "une paire de deux"). `afterInsteadOf`: the object of "instead of" (German genitive "eines
 * Paars Zweien", French "d’une paire de deux"; English and Swedish as `inSentence`), for
 * sentences written "{to} instead of {from}" / "{to} au lieu {from}".
 */
export type ValueForm = "label" | "inSentence" | "afterInsteadOf";

/** A value message in the form asked for; the in-sentence messages select on `after`. */
function valueText(
  t: Translate,
  form: ValueForm,
  key: string,
  params?: Record<string, string | number>,
): string {
  if (form === "label") return t(`Game.values.${key}`, params);
  return t(`Game.valuesInSentence.${key}`, {
    ...params,
    after: form === "afterInsteadOf" ? "insteadOf" : "none",
  });
}

/** A five-card value in words, e.g. "Two pair, kings and tens" (or "two pair, ..." in a sentence). */
export function backWords(t: Translate, value: number, form: ValueForm = "label"): string {
  const text = (key: string, params?: Record<string, string | number>) =>
    valueText(t, form, key, params);
  const category = categoryOf(value);
  const key = `${CATEGORY_KEYS[category]}`;
  const n = (i: number) => nibble(value, i);
  if (category === STRAIGHT || category === STRAIGHT_FLUSH) {
    const flush = category === STRAIGHT_FLUSH;
    if (n(0) === BROADWAY_INDEX) return text(flush ? "royal" : "straight", { top: one(t, 12) });
    if (n(0) === WHEEL_INDEX) return text(flush ? "wheel-flush" : "wheel");
    return text(key, { top: one(t, n(0)) });
  }
  switch (key) {
    case "five-aces":
      return text("five-aces");
    case "quads":
    case "trips":
    case "pair":
      return text(key, { rank: many(t, n(0)) });
    case "full-house":
      return text("full-house", { trips: many(t, n(0)), pair: many(t, n(1)) });
    case "two-pair":
      return text("two-pair", { high: many(t, n(0)), low: many(t, n(1)) });
    default:
      return text(key, { top: one(t, n(0)) });
  }
}

/** A two-card value in words, e.g. "Pair of sevens" or "ace-king" (forms as `backWords`). */
export function frontWords(t: Translate, value: number, form: ValueForm = "label"): string {
  if (value >= FRONT_PAIR_BASE)
    return valueText(t, form, "front-pair", { rank: many(t, value - FRONT_PAIR_BASE) });
  return valueText(t, form, "front-high", {
    high: one(t, Math.floor(value / 13)),
    low: one(t, value % 13),
  });
}

/**
 * "Stronger front: a pair of sevens instead of king-eight." (`Compare.hands.<side>.<change>`):
 * the new value in its in-sentence form, the old one as the object of "instead of". When both
 * backs say the same words, `deciding` names the card that differs ("a pair of threes in both,
 * but with a king kicker instead of an ace").
 */
export function handChangeWords(
  t: Translate,
  side: "front" | "back",
  change: "stronger" | "weaker" | "same",
  to: number,
  from: number,
  deciding?: { kind: "kicker" | "card"; to: number; from: number } | null,
): string {
  const words = side === "front" ? frontWords : backWords;
  if (deciding && change !== "same")
    return t(`Compare.hands.${side}.${change}-${deciding.kind}`, {
      value: words(t, to, "inSentence"),
      to: one(t, deciding.to),
      from: one(t, deciding.from),
    });
  return t(`Compare.hands.${side}.${change}`, {
    to: words(t, to, "inSentence"),
    from: words(t, from, "afterInsteadOf"),
  });
}

/** Rank characters in words: `{name}` the plural, `{nameDef}` the definite plural; others as given. */
function rankParams(
  t: Translate,
  given: Record<string, string | number>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(given)) {
    const r = typeof value === "string" && value.length === 1 ? RANK_CHARS.indexOf(value) : -1;
    if (r < 0) {
      params[name] = value;
      continue;
    }
    params[name] = many(t, r);
    params[`${name}Def`] = definite(t, r);
  }
  return params;
}

/** Why the house way set the hand so, in words (both sentences when rule 2 or 3 sent it on). */
export function reasonWords(t: Translate, reason: Reason): string {
  const main = t(`HouseWay.${reason.key}`, rankParams(t, reason.params));
  return reason.sentFrom ? `${t(`HouseWay.sentOn${reason.sentFrom}`)} ${main}` : main;
}

/** Why the trainer's way set the hand so (`StrategyRules.<key>`), ranks in words as above. */
export function strategyReasonWords(
  t: Translate,
  reason: { key: string; params: Record<string, string | number> },
): string {
  return t(`StrategyRules.${reason.key}`, rankParams(t, reason.params));
}

/** A card's accessible name, e.g. "ace of spades" / "Pik Ass" / "joker". */
export function cardName(t: Translate, card: number): string {
  if (card === JOKER) return t("Game.joker");
  const text = formatCard(card);
  return t("Game.cardName", {
    rank: t(`Game.ranks.${text.charAt(0)}`),
    suit: t(`Game.suits.${SUIT_CHARS.charAt(card & 3)}`),
  });
}

/**
 * A card button's accessible name: the text drawn on the card first ("J", "10", "JK"), then its
 * name ("J, Pik Bube"), so the name contains what a sighted or voice-control user sees
 * (WCAG 2.5.3, label in name). A name that already starts with the drawn text stays as it is.
 */
export function cardButtonName(t: Translate, card: number, drawn: string): string {
  const name = cardName(t, card);
  return name.toLowerCase().startsWith(drawn.toLowerCase()) ? name : `${drawn}, ${name}`;
}
