/**
 * Emperor's Challenge / Pai Gow Insurance (RULES.md 13.2): the Fortune rows
 * (bonus.ts; a royal plus royal match is paid as a royal flush, the table has no
 * row of its own for it) and the pai gow hands: seven cards with no pair, no
 * straight and no flush, the joker as an ace, by their highest card, 9, 10 or J.
 *
 * Counting the pai gow hands: with the joker the highest card is an ace, so
 * only hands of seven naturals of distinct ranks count; their rank set must
 * hold no five in a row (A-2-3-4-5 included), and of the 4^7 suit choices the
 * 4 x (C(7,5) x 9 + C(7,6) x 3 + 1) = 844 with five or more of one suit make a
 * flush. emperors-challenge.test.ts checks the 9- and 10-high counts hand by
 * hand with the evaluator.
 */
import { FORTUNE_COUNTS, type FortuneKey, fortuneBonus } from "./bonus";
import { type Card, JOKER } from "./cards";
import { type PayLine, payTableEdge } from "./side-bet-edge";
import { STRAIGHT_MASK } from "./straight-mask";

const HANDS = 154_143_080;
const NON_FLUSH_SUITINGS = 4 ** 7 - 844;

/** Seven-card pai gow hands (no pair, straight or flush) whose highest card has rank `top` (2 = 0 .. ace = 12). */
export function paiGowCount(top: number): number {
  let sets = 0;
  const below = (1 << top) - 1;
  for (let mask = below; mask > 0; mask = (mask - 1) & below) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    const set = mask | (1 << top);
    if (bits === 6 && ((STRAIGHT_MASK[set] as number) & 1) === 0) sets++;
  }
  return sets * NON_FLUSH_SUITINGS;
}

export const EMPERORS_CHALLENGE = {
  name: "emperors-challenge",
  source:
    "The Wizard of Odds' Fortune Pai Gow page, Emperor's Challenge table (as reproduced at http://www.playpaigow.net/emperors-challenge/): player return -0.041714",
  pays: {
    "sf7-natural": 5000,
    "sf7-joker": 1000,
    "five-aces": 500,
    "royal-flush": 150,
    "straight-flush": 50,
    quads: 25,
    "full-house": 5,
    flush: 4,
    trips: 3,
    straight: 2,
    "pai-gow-9": 40,
    "pai-gow-10": 5,
    "pai-gow-j": 2,
  },
} as const;

const NINE = 7;

/** The table's winning lines with their exact counts over all hands. */
export function emperorsLines(): PayLine[] {
  const counts: Record<keyof typeof EMPERORS_CHALLENGE.pays, number> = {
    "sf7-natural": FORTUNE_COUNTS["sf7-natural"],
    "sf7-joker": FORTUNE_COUNTS["sf7-joker"],
    "five-aces": FORTUNE_COUNTS["five-aces"],
    "royal-flush": FORTUNE_COUNTS["royal-flush"] + FORTUNE_COUNTS["royal-plus-match"],
    "straight-flush": FORTUNE_COUNTS["straight-flush"],
    quads: FORTUNE_COUNTS.quads,
    "full-house": FORTUNE_COUNTS["full-house"],
    flush: FORTUNE_COUNTS.flush,
    trips: FORTUNE_COUNTS.trips,
    straight: FORTUNE_COUNTS.straight,
    "pai-gow-9": paiGowCount(NINE),
    "pai-gow-10": paiGowCount(NINE + 1),
    "pai-gow-j": paiGowCount(NINE + 2),
  };
  return Object.entries(EMPERORS_CHALLENGE.pays).map(([key, pays]) => ({
    key,
    pays,
    count: counts[key as keyof typeof counts],
  }));
}

export const emperorsEdge = () => payTableEdge(emperorsLines(), HANDS);

export type EmperorsKey = keyof typeof EMPERORS_CHALLENGE.pays | "lose";

const PAI_GOW_KEYS: Readonly<Record<number, EmperorsKey>> = {
  [NINE]: "pai-gow-9",
  [NINE + 1]: "pai-gow-10",
  [NINE + 2]: "pai-gow-j",
};

/**
 * The line seven cards make (validated by fortuneBonus): the Fortune rows, a royal plus royal
 * match paid as a royal; else a pai gow hand by its highest card. Seven naturals of distinct ranks
 * that make no Fortune row hold no pair, straight or flush; with the joker the top card is an ace.
 */
export function emperorsKey(hand: readonly Card[]): EmperorsKey {
  const row: FortuneKey = fortuneBonus(hand);
  if (row === "royal-plus-match") return "royal-flush";
  if (row !== "lose") return row;
  if (hand.includes(JOKER)) return "lose";
  const ranks = new Set(hand.map((c) => c >> 2));
  if (ranks.size !== 7) return "lose";
  return PAI_GOW_KEYS[Math.max(...ranks)] ?? "lose";
}

/** What an Emperor's Challenge line pays to 1 (0: the stake is lost). */
export const emperorsPays = (key: EmperorsKey): number =>
  key === "lose" ? 0 : EMPERORS_CHALLENGE.pays[key];
