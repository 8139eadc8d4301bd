/**
 * A house-way rule's name in words (messages WayRules.*), from the label the engine reports
 * (lib/engine/house-way.ts `rule`): the online way's `9`, `3>8` ("rule 9 (one pair)", rule 8
 * for a hand rule 3 sent on, as the house-way page numbers them) or a casino way's
 * `straight>two-pair:split` ("two pairs split": the rule that chose the front). The label is
 * an id for tools and data; only this name reaches the screen. Client-safe and pure.
 */
import type { CasinoRule } from "@/lib/engine";
import type { Translate } from "./game-text";

/** Every casino rule's message key: a Record, so a rule added to the engine fails the typecheck here. */
const CASINO_RULE_KEYS: Record<CasinoRule, string> = {
  "five-aces": "fiveAces",
  "five-aces:kings": "fiveAcesKings",
  "quads+pair": "quadsPair",
  "quads+trips": "quadsTrips",
  "quads:keep": "quadsKeep",
  "quads:split": "quadsSplit",
  "two-trips": "twoTrips",
  "trips+two-pair": "tripsTwoPair",
  "full-house": "fullHouse",
  "full-house:ace-king": "fullHouseAceKing",
  trips: "trips",
  "trips:aces": "tripAces",
  "three-pair": "threePair",
  "two-pair:keep": "twoPairKeep",
  "two-pair:split": "twoPairSplit",
  "one-pair": "onePair",
  "no-pair": "noPair",
  "straight:no-pair": "straightNoPair",
  "straight:one-pair": "straightOnePair",
  "straight:trips": "straightTrips",
  "straight:ace-joker-behind": "straightAceJokerBehind",
  "straight:ace-in-front": "straightAceInFront",
  "quads+pair:split-aces": "quadAcesSplit",
  "straight:two-pair": "straightTwoPair",
  "straight:ace-in-front-keeping": "straightAceInFrontKeeping",
  "straight:ace-in-front-given-up": "straightAceInFrontGivenUp",
  "straight:pair-and-ace": "straightPairAndAce",
};

/** Where the name stands: on its own ("Rule 9 (one pair)") or inside a sentence ("rule 9 (one pair)"). */
export type RuleNameForm = "label" | "inSentence";

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The name of a house-way rule label; a label no way reports gets a generic name, never itself. */
export function wayRuleName(t: Translate, rule: string, form: RuleNameForm): string {
  const seed = /^(?:[23]>)?(\d{1,2})$/.exec(rule);
  const number = seed ? Number(seed[1]) : 0;
  const casinoKey = Object.hasOwn(CASINO_RULE_KEYS, rule.replace(/^straight>/, ""))
    ? CASINO_RULE_KEYS[rule.replace(/^straight>/, "") as CasinoRule]
    : null;
  const name =
    number >= 1 && number <= 10
      ? t("WayRules.seed", { number, name: t(`WayRules.seedRules.r${number}`) })
      : casinoKey
        ? t(`WayRules.casino.${casinoKey}`)
        : t("WayRules.unknown");
  return form === "label" ? capitalised(name) : name;
}
