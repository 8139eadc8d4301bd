/**
 * The rules of the trainer's way, in order: the first that matches sets the
 * hand; when none does, the house way sets it. Each rule is one sentence a
 * person can apply at the table (messages `StrategyRules.<key>.title` and
 * `.text`) and one function here. A rule that matches returns the front it
 * plays (packed positions, see packFront) and the parameters of its reason
 * (`StrategyRules.<key>.reason`; ranks as rank characters, like the house
 * way's reasons).
 *
 * Derived by scripts/derive-strategy.ts --exact (a greedy search over
 * conditions a person can see, each rule kept only while it gains at least
 * 0.05 units per 1,000 hands) on a seeded 2% of the rank multisets of the
 * exact game, every suit class of each with its weight and exact split
 * scores; scripts/strategy/derived.json holds its output. The rules' worth
 * is then measured exactly over all hands (`paigow exact-edge --rescore`).
 * Counting as in the house way: the joker counts as an ace; a pair is a rank
 * held exactly twice; "a single ace" may be the joker alone.
 */
import { ACE, KING, QUEEN, RANK_CHARS, TEN } from "../cards";
import { frontOfRanks, type HandView, highestFrontKeeping, STRAIGHT } from "./hand";

export interface RuleMatch {
  front: number;
  params: Record<string, string>;
}

export interface StrategyRule {
  key: string;
  /** The front this rule plays, or null when it does not apply. */
  apply(v: HandView): RuleMatch | null;
}

// Rank indices (2 = 0 .. ace = 12) of the thresholds.
const FOUR = 2;
const EIGHT = 6;
const NINE = 7;

const rc = (r: number): string => RANK_CHARS.charAt(r);

const noTripsOrQuads = (v: HandView) => v.trips.length === 0 && v.quads.length === 0;
const twoPairs = (v: HandView) => v.pairs.length === 2 && noTripsOrQuads(v);
const onePair = (v: HandView) => v.pairs.length === 1 && noTripsOrQuads(v);
const noPair = (v: HandView) => v.pairs.length === 0 && noTripsOrQuads(v);
const nothingMade = (v: HandView) => !v.straight && !v.flush && !v.straightFlush;
const single = (v: HandView, nth: number) => v.singles[nth] ?? -1;

const match = (front: number, params: Record<string, string>): RuleMatch | null =>
  front < 0 ? null : { front, params };

/** The pairs as reason parameters. */
const pairParams = (v: HandView): Record<string, string> => ({
  high: rc(v.pairs[0] as number),
  low: rc(v.pairs[1] as number),
});

/** Both pairs in back, the two highest singles in front. */
const keepPairs = (v: HandView) =>
  match(frontOfRanks(v, single(v, 0), single(v, 1)), pairParams(v));

/** The lower pair in front, the higher in back. */
const splitPairs = (v: HandView) => {
  const low = v.pairs[1] as number;
  return match(frontOfRanks(v, low, low), pairParams(v));
};

/** The highest front that leaves a straight or a flush (or better) in the back. */
function keepStraightOrFlush(v: HandView): number {
  return v.straight || v.flush ? highestFrontKeeping(v, STRAIGHT) : -1;
}

export const RULES: readonly StrategyRule[] = [
  {
    // Two pairs and no single ace or king: split them, the lower pair in front.
    key: "S2",
    apply: (v) => (twoPairs(v) && single(v, 0) <= QUEEN ? splitPairs(v) : null),
  },
  {
    // Two pairs, a single ace, the higher pair tens or lower: keep both pairs behind,
    // the ace and the next single in front (also when the joker is the ace).
    key: "S10",
    apply: (v) =>
      twoPairs(v) && single(v, 0) === ACE && (v.pairs[0] as number) <= TEN ? keepPairs(v) : null,
  },
  {
    // No pair, no straight or flush, an ace, third-highest card nine or lower:
    // the second and fifth highest cards in front.
    key: "S6",
    apply: (v) =>
      noPair(v) && nothingMade(v) && single(v, 0) === ACE && single(v, 2) <= NINE
        ? match(frontOfRanks(v, single(v, 1), single(v, 4)), {})
        : null,
  },
  {
    // Any other two pairs whose lower pair is fours or higher: split them.
    key: "S3",
    apply: (v) => (twoPairs(v) && (v.pairs[1] as number) >= FOUR ? splitPairs(v) : null),
  },
  {
    // One pair and a straight or flush: keep a straight or flush with the highest front
    // it leaves (a straight flush is not needed).
    key: "S8",
    apply: (v) =>
      onePair(v) ? match(keepStraightOrFlush(v), { pair: rc(v.pairs[0] as number) }) : null,
  },
  {
    // Two pairs left (the lower deuces or threes), the higher kings or aces: split them.
    key: "S12",
    apply: (v) => (twoPairs(v) && (v.pairs[0] as number) >= KING ? splitPairs(v) : null),
  },
  {
    // Two pairs left, the higher eights or lower: keep both pairs behind.
    key: "S13",
    apply: (v) => (twoPairs(v) && (v.pairs[0] as number) <= EIGHT ? keepPairs(v) : null),
  },
  {
    // No pair, no straight or flush, an ace, third-highest card a ten:
    // the second and fourth highest cards in front.
    key: "S7",
    apply: (v) =>
      noPair(v) && nothingMade(v) && single(v, 0) === ACE && single(v, 2) <= TEN
        ? match(frontOfRanks(v, single(v, 1), single(v, 3)), {})
        : null,
  },
];
