/**
 * A casino named inside a sentence, after the noun it belongs to ("the dealer {of}", "House
 * way {of}"): messages CasinoOf.*, one phrase per way and locale with its own preposition and
 * article ("of the online casinos", "der Online-Casinos", "på onlinekasinona", "des casinos en
 * ligne"), where the casino's name as a label ("Online (the default)") cannot stand.
 */
import { isCustomWay, type TableRuleSet, type Way } from "@/lib/engine";
import type { Translate } from "./game-text";

/** `t` is the root translator (CasinoOf.<way>). */
export const casinoOf = (t: Translate, way: Way): string =>
  t(`CasinoOf.${isCustomWay(way) ? "own" : way}`);

/** The `own` argument of a heading that names the learner's own way apart ("Your own house way"). */
export const ownWay = (way: Way): "yes" | "no" => (isCustomWay(way) ? "yes" : "no");

/**
 * A rule set named inside a sentence: `of` and `own` as above and `game`, its settlement's
 * short name (YourCasino.<variant>Short), for "the dealer {of} ({game})". A sentence never
 * takes the casino's label ("Online (the default) · 5% commission"): that is a title.
 */
export const casinoArgs = (
  t: Translate,
  ruleSet: TableRuleSet,
): { of: string; own: "yes" | "no"; game: string } => ({
  of: casinoOf(t, ruleSet.way),
  own: ownWay(ruleSet.way),
  game: t(`YourCasino.${ruleSet.variant}Short`),
});
