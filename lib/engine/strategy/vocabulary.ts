/**
 * The vocabulary of the trainer's rules as data: what a person sees in seven
 * cards (the hand's shape, whether a straight or flush can be made, the
 * highest single, a few rank features) and what they do (the actions). The
 * derivation (scripts/derive-strategy.ts) searches rules in these words, and a
 * rule set's own list (rule-sets/*.json, rule-sets.ts) is stated in them, so
 * the rules a learner is taught are the ones that were measured.
 *
 * A rule: one shape, a straight/flush condition, a highest-single condition,
 * at most two rank thresholds on the shape's features, and an action; it
 * applies when all hold and its action can be played (a front >= 0). Ranks
 * are 0 (two) .. 12 (ace), the joker counted as an ace (hand.ts).
 */
import { ACE, KING, RANK_CHARS } from "../cards";
import { frontOfRanks, type HandView, highestFrontKeeping, STRAIGHT } from "./hand";

export type Shape = "noPair" | "onePair" | "twoPairs" | "threePairs" | "trips";
export const SHAPES: Shape[] = ["noPair", "onePair", "twoPairs", "threePairs", "trips"];
export const shapeOf = (v: HandView): Shape | null => {
  if (v.quads.length) return null;
  if (v.trips.length) return v.trips.length === 1 && v.pairs.length === 0 ? "trips" : null;
  return (["noPair", "onePair", "twoPairs", "threePairs"] as const)[v.pairs.length] ?? null;
};

/** Straight / flush conditions. */
export const MADE = {
  any: (_: HandView) => true,
  none: (v: HandView) => !v.straight && !v.flush && !v.straightFlush,
  natural: (v: HandView) => v.naturalMade && !v.straightFlush,
  jokerOnly: (v: HandView) => (v.straight || v.flush) && !v.naturalMade && !v.straightFlush,
  noStraightFlush: (v: HandView) => !v.straightFlush,
  straightFlush: (v: HandView) => v.straightFlush,
} as const;
export type Made = keyof typeof MADE;

/** Conditions on the highest single and the joker. */
export const TOP = {
  any: (_: HandView) => true,
  ace: (v: HandView) => v.singles[0] === ACE,
  king: (v: HandView) => v.singles[0] === KING,
  queenOrLower: (v: HandView) => (v.singles[0] ?? -1) < KING,
  joker: (v: HandView) => v.joker,
} as const;
export type Top = keyof typeof TOP;

/** The highest rank in the front that keeps a straight or flush (-1: none). */
const keptFrontTop = (v: HandView): number => {
  if (!v.straight && !v.flush && !v.straightFlush) return -1;
  const f = highestFrontKeeping(v, STRAIGHT);
  if (f < 0) return -1;
  const r = (c: number) => (c === 52 ? ACE : c >> 2);
  return Math.max(r(v.cards[f & 7] as number), r(v.cards[(f >> 3) & 7] as number));
};

/** Per shape: up to NF rank features (names, values) and the actions. */
export const NF = 5;
export interface ShapeSpec {
  features: Array<[string, (v: HandView) => number]>;
  actions: Array<[string, (v: HandView) => number]>;
}
const twoTop = (v: HandView) =>
  v.singles.length >= 2 ? frontOfRanks(v, v.singles[0] as number, v.singles[1] as number) : -1;
const lowPair = (v: HandView) => {
  const p = v.pairs[v.pairs.length - 1] as number;
  return frontOfRanks(v, p, p);
};
const highPair = (v: HandView) => frontOfRanks(v, v.pairs[0] as number, v.pairs[0] as number);
const keepMade = (v: HandView) => (v.straight || v.flush ? highestFrontKeeping(v, STRAIGHT) : -1);
const singlesFront = (a: number, b: number) => (v: HandView) =>
  frontOfRanks(v, v.singles[a] as number, v.singles[b] as number);

export const SPECS: Record<Shape, ShapeSpec> = {
  noPair: {
    features: [
      ["second single", (v) => v.singles[1] as number],
      ["third single", (v) => v.singles[2] as number],
      ["fourth single", (v) => v.singles[3] as number],
      ["front kept beside the straight or flush", keptFrontTop],
    ],
    actions: [
      ["2nd and 4th highest in front", singlesFront(1, 3)],
      ["2nd and 5th highest in front", singlesFront(1, 4)],
      ["2nd and lowest in front", singlesFront(1, 6)],
      ["two highest in front", singlesFront(0, 1)],
      ["keep the straight or flush", keepMade],
    ],
  },
  onePair: {
    features: [
      ["pair", (v) => v.pairs[0] as number],
      ["highest single", (v) => v.singles[0] as number],
      ["front kept beside the straight or flush", keptFrontTop],
      ["second single", (v) => v.singles[1] as number],
      // Beside the joker (the highest single when the pair is not aces), a card above the pair.
      [
        "card above the pair besides the joker",
        (v) =>
          v.joker && (v.pairs[0] as number) < ACE && (v.singles[1] ?? -1) > (v.pairs[0] as number)
            ? (v.singles[1] as number)
            : -1,
      ],
    ],
    actions: [
      ["pair behind, two highest singles in front", twoTop],
      ["pair in front", highPair],
      ["keep the straight or flush", keepMade],
    ],
  },
  twoPairs: {
    features: [
      ["high pair", (v) => v.pairs[0] as number],
      ["low pair", (v) => v.pairs[1] as number],
      ["highest single", (v) => v.singles[0] as number],
    ],
    actions: [
      ["both pairs behind, two highest singles in front", twoTop],
      ["split: low pair in front", lowPair],
      ["high pair in front", highPair],
      ["keep the straight or flush", keepMade],
    ],
  },
  threePairs: {
    features: [
      ["high pair", (v) => v.pairs[0] as number],
      ["low pair", (v) => v.pairs[2] as number],
      ["single", (v) => v.singles[0] as number],
    ],
    actions: [
      ["high pair in front", highPair],
      ["low pair in front", lowPair],
      ["keep the straight or flush", keepMade],
    ],
  },
  trips: {
    features: [
      ["trips", (v) => v.trips[0] as number],
      ["highest single", (v) => v.singles[0] as number],
      ["second single", (v) => v.singles[1] as number],
    ],
    actions: [
      [
        "one of the trips and the highest single in front",
        (v) => frontOfRanks(v, v.trips[0] as number, v.singles[0] as number),
      ],
      ["two highest singles in front", twoTop],
      ["keep the straight or flush", keepMade],
    ],
  },
};

export const MADE_KEYS = Object.keys(MADE) as Made[];
export const TOP_KEYS = Object.keys(TOP) as Top[];

/** A rank threshold: the feature's value (-1 when the hand lacks it) `le` / `ge` the rank. */
interface Threshold {
  feature: string;
  op: "le" | "ge";
  /** A rank character, 2..A (T for ten). */
  rank: string;
}

/** One rule as data, in the vocabulary's words (names, not indices: the files stay readable). */
export interface RuleData {
  /** The rule's key in its list (`R1`, ...). */
  key: string;
  /** The rule in words, as the derivation printed it. */
  rule: string;
  shape: Shape;
  made: Made;
  top: Top;
  when: Threshold[];
  action: string;
}

/** A rule ready to apply: its words resolved to functions once. */
export interface CompiledRule {
  key: string;
  apply(v: HandView): number;
}

/**
 * Resolves a rule's words; throws an error naming the rule and the word when one is unknown,
 * so a bad file fails when it is loaded, not while hands are set.
 */
export function compileRule(r: RuleData): CompiledRule {
  const bad = (what: string) => new Error(`rule ${r.key}: unknown ${what}`);
  const spec = SPECS[r.shape];
  if (!spec) throw bad(`shape "${r.shape}"`);
  const made = MADE[r.made];
  if (!made) throw bad(`straight/flush condition "${r.made}"`);
  const top = TOP[r.top];
  if (!top) throw bad(`highest-single condition "${r.top}"`);
  const act = spec.actions.find(([name]) => name === r.action)?.[1];
  if (!act) throw bad(`action "${r.action}" for ${r.shape}`);
  if (r.when.length > 2) throw new Error(`rule ${r.key}: at most two thresholds`);
  const conds = r.when.map((t) => {
    const f = spec.features.find(([name]) => name === t.feature)?.[1];
    if (!f) throw bad(`feature "${t.feature}" for ${r.shape}`);
    const rank = RANK_CHARS.indexOf(t.rank);
    if (rank < 0 || t.rank.length !== 1) throw bad(`rank "${t.rank}"`);
    if (t.op !== "le" && t.op !== "ge") throw bad(`comparison "${t.op}"`);
    // As the derivation counts: a missing feature (-1) is never >= a rank, nor "le" one.
    return t.op === "le"
      ? (v: HandView) => {
          const x = f(v);
          return x >= 0 && x <= rank;
        }
      : (v: HandView) => f(v) >= rank;
  });
  return {
    key: r.key,
    apply(v) {
      if (shapeOf(v) !== r.shape || !made(v) || !top(v)) return -1;
      for (const c of conds) if (!c(v)) return -1;
      return act(v);
    },
  };
}
