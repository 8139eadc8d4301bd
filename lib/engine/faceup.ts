/**
 * Face Up Pai Gow (RULES.md 13.1): the dealer's seven cards are shown and set by the house way
 * before the player sets, so every one of the player's 21 splits has a certain outcome. This
 * module gives each split's outcome and the best of them; the drill grades by outcome, not EV.
 *
 * Settlement (13.1): a win pays 1 to 1 with no commission; a dealer back that is ace-high with
 * no pair (the joker plays as that ace) pushes every bet, a fouled player hand included
 * ("whatever the player holds"); otherwise section 4: copies go to the dealer, a foul loses.
 */
import { ACE, assertCards, type Card, CardError, formatCard } from "./cards";
import { type HouseWaySetting, houseWay } from "./house-way";
import { parseRuleSetKey, type RuleSet, type Way } from "./rule-set";
import { type Outcome, payout, settle } from "./settle";
import { allSplits, type Split } from "./splits";
import { categoryOf, HIGH, nibble } from "./values";

/**
 * The Face Up game's rule set: a house way with the `faceup` settlement. Not (yet) one of
 * rule-set.ts's VARIANTS: that list drives the casino picker and every per-variant EV table,
 * which Face Up does not have (issue 54 "Decisions": no EV strategy list).
 */
export interface FaceUpRuleSet {
  way: Way;
  variant: "faceup";
}

export const faceUpRuleSet = (way: Way): FaceUpRuleSet => ({ way, variant: "faceup" });

/**
 * What a casino table plays by: a rule set of section 12, or Face Up (13.1) under a way. Kept
 * apart from RuleSet so every EV table, summary and cache keyed by RuleSet never meets `faceup`.
 */
export type TableRuleSet = RuleSet | FaceUpRuleSet;

export const isFaceUp = (rs: TableRuleSet): rs is FaceUpRuleSet => rs.variant === "faceup";

/**
 * The table rule set of a key (`way/variant`, `way/faceup` too); throws RuleSetError (from
 * parseRuleSetKey) on anything else.
 */
export function parseTableRuleSetKey(key: string): TableRuleSet {
  const [way = "", variant = "", ...rest] = key.split("/");
  if (variant !== "faceup" || rest.length > 0) return parseRuleSetKey(key);
  // The way is checked as any rule set's is (a known way or a custom way's id).
  return faceUpRuleSet(parseRuleSetKey(`${way}/standard`).way);
}

/** Outcomes from worst to best: the order "best outcome" is taken in. */
const OUTCOME_ORDER: readonly Outcome[] = ["loss", "push", "win"];

const outcomeRank = (o: Outcome): number => OUTCOME_ORDER.indexOf(o);

/**
 * "Ace-high pai gow": a no-pair back whose top card is an ace. A joker in a high-card back
 * always plays as the ace (it completes no straight or flush there), so the evaluator's value
 * already has the ace on top.
 */
export const isAceHighPaiGow = (backValue: number): boolean =>
  categoryOf(backValue) === HIGH && nibble(backValue, 0) === ACE;

/** One split of the player against the shown dealer. */
export function faceUpOutcome(
  player: Pick<Split, "backValue" | "frontValue" | "foul">,
  dealer: Pick<Split, "backValue" | "frontValue">,
): Outcome {
  if (isAceHighPaiGow(dealer.backValue)) return "push";
  // Section 4 unchanged: the standard variant has no push hand of its own.
  return settle(player, { ...dealer, foul: false }, "standard");
}

/** Units won per unit bet at Face Up: even money, no commission. */
export const faceUpPayout = (outcome: Outcome): number => payout(outcome, 0);

interface FaceUpSplit extends Split {
  outcome: Outcome;
}

export interface FaceUpResult {
  rules: FaceUpRuleSet;
  /** The dealer's hand as the way set it. */
  dealer: HouseWaySetting;
  /** The dealer's back is ace-high pai gow: every split pushes. */
  dealerPushes: boolean;
  /** The player's 21 splits in SPLIT_PAIRS order (fronts (0,1), (0,2) .. (5,6) of `player`). */
  splits: FaceUpSplit[];
  best: Outcome;
}

/**
 * Every split of the player's seven cards against the dealer's seven, set by `rules.way`.
 * Throws CardError on a bad hand or a card held by both.
 */
export function faceUp(
  player: readonly Card[],
  dealer: readonly Card[],
  rules: FaceUpRuleSet,
): FaceUpResult {
  assertCards(player, 7);
  assertCards(dealer, 7);
  const shared = player.find((c) => dealer.includes(c));
  if (shared !== undefined)
    throw new CardError(
      "duplicate-card",
      `card "${formatCard(shared)}" is in both hands`,
      formatCard(shared),
    );
  const setting = houseWay(dealer, rules.way);
  const splits = allSplits(player).map((s) => ({ ...s, outcome: faceUpOutcome(s, setting) }));
  let best: Outcome = "loss";
  for (const s of splits) if (outcomeRank(s.outcome) > outcomeRank(best)) best = s.outcome;
  return {
    rules,
    dealer: setting,
    dealerPushes: isAceHighPaiGow(setting.backValue),
    splits,
    best,
  };
}
