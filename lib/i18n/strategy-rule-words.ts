/**
 * A rule set's own trainer's rules (lib/engine/strategy/rule-sets/*.json) in words, for any
 * locale: each rule is data in the derivation's vocabulary (vocabulary.ts: a shape, a straight
 * or flush condition, a highest-single condition, at most two rank thresholds and an action),
 * and its sentence is built from those words with the `StrategyWords` messages, so what a
 * learner reads is the rule that was measured. No key or feature name reaches the text.
 *
 * Thresholds on one feature are merged into one range (the highest-single condition counts as
 * a threshold on the highest single), so "a queen or lower" and "a queen or higher" read "a
 * queen"; a one-pair rule whose highest single is one rank leaves that rank out of the pair's
 * range (that rank's pair and single would be three of a kind).
 */

import type { RuleData, Shape } from "@/lib/engine";
import { ACE, KING, QUEEN, RANK_CHARS } from "@/lib/engine";
import type { Translate } from "./game-text";

/** Message slugs of the vocabulary's feature names, per shape. */
const FEATURES: Record<Shape, Record<string, string>> = {
  noPair: {
    "second single": "secondCard",
    "third single": "thirdCard",
    "fourth single": "fourthCard",
    "front kept beside the straight or flush": "keptFront",
  },
  onePair: {
    pair: "pair",
    "highest single": "highestSingle",
    "front kept beside the straight or flush": "keptFront",
    "second single": "secondSingle",
    "card above the pair besides the joker": "aboveThePair",
  },
  twoPairs: { "high pair": "highPair", "low pair": "lowPair", "highest single": "highestSingle" },
  threePairs: { "high pair": "highPair", "low pair": "lowPair", single: "highestSingle" },
  trips: { trips: "trips", "highest single": "highestSingle", "second single": "secondSingle" },
};

/** Message slugs of the actions, per shape. */
const ACTIONS: Record<string, string> = {
  "2nd and 4th highest in front": "secondAndFourth",
  "2nd and 5th highest in front": "secondAndFifth",
  "2nd and lowest in front": "secondAndLowest",
  "two highest in front": "twoHighest",
  "keep the straight or flush": "keepMade",
  "pair behind, two highest singles in front": "pairBehind",
  "pair in front": "pairInFront",
  "both pairs behind, two highest singles in front": "pairsBehind",
  "split: low pair in front": "split",
  "high pair in front": "highPairInFront",
  "low pair in front": "lowPairInFront",
  "one of the trips and the highest single in front": "tripsAndHighest",
  "two highest singles in front": "twoHighestSingles",
};

/** Features whose ranks are a pair's or trips' (plural words), not one card's. */
const PLURAL = new Set(["pair", "highPair", "lowPair", "trips"]);

interface Range {
  lo: number;
  hi: number;
}

/** The rule's thresholds as ranges per message slug, in the order they first appear. */
function ranges(rule: RuleData): Map<string, Range> {
  const slugs = FEATURES[rule.shape];
  const out = new Map<string, Range>();
  const narrow = (slug: string, lo: number, hi: number) => {
    const r = out.get(slug) ?? { lo: 0, hi: ACE };
    out.set(slug, { lo: Math.max(r.lo, lo), hi: Math.min(r.hi, hi) });
  };
  const top = { ace: [ACE, ACE], king: [KING, KING], queenOrLower: [0, QUEEN] } as const;
  if (rule.top in top) {
    const [lo, hi] = top[rule.top as keyof typeof top];
    narrow("highestSingle", lo, hi);
  }
  for (const w of rule.when) {
    const slug = slugs[w.feature];
    if (!slug) throw new Error(`rule ${rule.key}: no words for feature "${w.feature}"`);
    const rank = RANK_CHARS.indexOf(w.rank);
    if (w.op === "le") narrow(slug, 0, rank);
    else narrow(slug, rank, ACE);
  }
  // One pair beside a single of one rank: the pair cannot be that rank.
  const single = out.get("highestSingle");
  const pair = out.get("pair");
  if (rule.shape === "onePair" && single && pair && single.lo === single.hi) {
    if (pair.lo === single.lo) pair.lo++;
    if (pair.hi === single.lo) pair.hi--;
  }
  return out;
}

/** One rank in the forms the messages choose from. */
function rankWords(t: Translate, r: number, suffix = ""): Record<string, string> {
  const c = RANK_CHARS.charAt(r);
  return {
    [`r${suffix}`]: c,
    [`a${suffix}`]: t(`StrategyWords.rankA.${c}`),
    [`one${suffix}`]: t(`Game.ranks.${c}`),
    [`many${suffix}`]: t(`Game.ranksPlural.${c}`),
  };
}

/** A range in words: `{v}` of the feature's message (one card, or a pair's ranks). */
const cmpOf = (range: Range): "eq" | "le" | "ge" | "range" =>
  range.lo === range.hi ? "eq" : range.lo === 0 ? "le" : range.hi === ACE ? "ge" : "range";

function rangeWords(t: Translate, range: Range, plural: boolean): string {
  const cmp = cmpOf(range);
  const at = cmp === "le" ? range.hi : range.lo;
  return t(`StrategyWords.${plural ? "ranks" : "card"}`, {
    cmp,
    ...rankWords(t, at),
    ...rankWords(t, range.hi, "To"),
  });
}

/** The rule's conditions as clauses, the shape first. */
function clauses(t: Translate, rule: RuleData): string[] {
  const all = ranges(rule);
  for (const [slug, range] of all)
    if (range.lo > range.hi) throw new Error(`rule ${rule.key}: no rank fits ${slug}`);
  const whole = (r: Range | undefined) => !r || (r.lo === 0 && r.hi === ACE);
  // The one pair's or the trips' ranks go with the shape: "One pair of kings or higher".
  const shapeSlug = rule.shape === "onePair" ? "pair" : rule.shape === "trips" ? "trips" : "";
  const shapeRange = all.get(shapeSlug);
  const out = [
    whole(shapeRange)
      ? t(`StrategyWords.shape.${rule.shape}`)
      : t(`StrategyWords.shapeOf.${rule.shape}`, {
          v: rangeWords(t, shapeRange as Range, true),
        }),
  ];
  // A straight or flush that a threshold names carries the rule's condition on it instead.
  const kept = all.get("keptFront");
  if (rule.made !== "any" && !(kept && !whole(kept) && rule.made !== "none"))
    out.push(t(`StrategyWords.made.${rule.made}`));
  if (rule.top === "joker") out.push(t("StrategyWords.joker"));
  for (const [slug, range] of all) {
    if (slug === shapeSlug || whole(range)) continue;
    const single = range.lo === range.hi ? range.lo : -1;
    out.push(
      t(`StrategyWords.feature.${rule.shape}.${slug}`, {
        v: rangeWords(t, range, PLURAL.has(slug)),
        eq: single < 0 ? "no" : RANK_CHARS.charAt(single),
        a: single < 0 ? "" : t(`StrategyWords.rankA.${RANK_CHARS.charAt(single)}`),
        made: rule.made,
        cmp: cmpOf(range),
        ...rankWords(t, range.lo, "Lo"),
        ...rankWords(t, range.hi, "Hi"),
      }),
    );
  }
  return out;
}

/** The action's `made`: a rule whose thresholds name a kept straight or flush has one. */
const madeOf = (rule: RuleData): string =>
  rule.when.some((w) => FEATURES[rule.shape][w.feature] === "keptFront") ? "kept" : rule.made;

const actionOf = (rule: RuleData): string => {
  const slug = ACTIONS[rule.action];
  if (!slug) throw new Error(`rule ${rule.key}: no words for action "${rule.action}"`);
  return slug;
};

/** The rule's title: its conditions, then what it does, in short. */
export function ownRuleTitle(t: Translate, rule: RuleData): string {
  return t("StrategyWords.sentence", {
    conditions: clauses(t, rule).join(t("StrategyWords.and")),
    action: t(`StrategyWords.action.${actionOf(rule)}.short`, { made: madeOf(rule) }),
  });
}

/** The rule as a sentence: its conditions, then what it does and what stays where. */
export function ownRuleText(t: Translate, rule: RuleData): string {
  return t("StrategyWords.textSentence", {
    conditions: clauses(t, rule).join(t("StrategyWords.and")),
    action: t(`StrategyWords.action.${actionOf(rule)}.long`, { made: madeOf(rule) }),
  });
}
