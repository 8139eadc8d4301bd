/**
 * The rules of the trainer's way, in order: the first that matches sets the
 * hand; when none does, the house way sets it. Each rule is one sentence a
 * person can apply at the table (messages `StrategyRules.<key>.title` and
 * `.text`) and one function here. A rule that matches returns the front it
 * plays (packed positions, see packFront) and the parameters of its reason
 * (`StrategyRules.<key>.reason`; ranks as rank characters, like the house
 * way's reasons).
 *
 * Derived by scripts/derive-strategy.ts, a greedy search over conditions a
 * person can see, each rule kept only while removing it would cost at least
 * 0.05 units per 1,000 hands: first on 100,000 seeded hands, then on the
 * exact game (`--exact --sample 0.15`: nine rules).
 * Then, over all 6,972,147 classes, two places where the gain those rules
 * left could be taken with one sentence (one pair with a straight or flush
 * that needs the joker; three kings) gave S7 and S10, and the two "split two
 * pairs" rules became one sentence (S2); S7's weak-front condition came from
 * a second derivation with two thresholds. Ten rules take 86.97% of the
 * optimal gain. Each rule's worth (what removing it costs, exact over all
 * hands) is printed by scripts/strategy-worth.ts; the figures are in the README.
 * Counting as in the house way: the joker counts as an ace; a pair is a rank
 * held exactly twice; "a single ace" may be the joker alone.
 */
import { ACE, JACK, KING, QUEEN, RANK_CHARS, TEN } from "../cards";
import { frontOfRanks, type HandView, highestFrontKeeping, STRAIGHT } from "./hand";

interface RuleMatch {
  front: number;
  params: Record<string, string>;
}

export interface StrategyRule {
  key: string;
  /** The front this rule plays, or null when it does not apply. */
  apply(v: HandView): RuleMatch | null;
}

// Rank indices (2 = 0 .. ace = 12) of the thresholds.
const SEVEN = 5;
const NINE = 7;

const rc = (r: number): string => RANK_CHARS.charAt(r);

const noTripsOrQuads = (v: HandView) => v.trips.length === 0 && v.quads.length === 0;
const twoPairs = (v: HandView) => v.pairs.length === 2 && noTripsOrQuads(v);
const onePair = (v: HandView) => v.pairs.length === 1 && noTripsOrQuads(v);
const noPair = (v: HandView) => v.pairs.length === 0 && noTripsOrQuads(v);
/** A straight or flush can be made, but only with the joker, and no straight flush. */
const onlyWithJoker = (v: HandView) =>
  (v.straight || v.flush) && !v.naturalMade && !v.straightFlush;
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

/** The highest rank in the front that keeps a straight or flush (-1: none). */
function frontBesideStraightOrFlush(v: HandView): number {
  const f = keepStraightOrFlush(v);
  if (f < 0) return -1;
  const rank = (c: number) => (c === 52 ? ACE : c >> 2);
  return Math.max(rank(v.cards[f & 7] as number), rank(v.cards[(f >> 3) & 7] as number));
}

export const RULES: readonly StrategyRule[] = [
  {
    // Two pairs, sevens or lower, and a single king (no ace): keep both pairs behind.
    key: "S1",
    apply: (v) =>
      twoPairs(v) && single(v, 0) === KING && (v.pairs[0] as number) <= SEVEN ? keepPairs(v) : null,
  },
  {
    // Two pairs: split them, the lower pair in front, unless a single ace sits beside pairs
    // no higher than jacks (then the house way decides). The earlier S2 and S3 in one sentence.
    key: "S2",
    apply: (v) =>
      twoPairs(v) && (single(v, 0) <= KING || (v.pairs[0] as number) >= QUEEN)
        ? splitPairs(v)
        : null,
  },
  {
    // Two pairs and a straight or flush only with the joker (lower pair nines or lower):
    // keep both pairs behind, the joker and the highest single in front.
    key: "S3",
    apply: (v) =>
      twoPairs(v) && onlyWithJoker(v) && (v.pairs[1] as number) <= NINE ? keepPairs(v) : null,
  },
  {
    // Aces made with the joker, a king, a straight or flush only with the joker whose
    // front would be jack-high or lower: keep the aces behind, king and next single in front.
    key: "S4",
    apply: (v) => {
      if (!onePair(v) || !onlyWithJoker(v) || single(v, 0) !== KING) return null;
      const kept = frontBesideStraightOrFlush(v);
      if (kept < 0 || kept > JACK) return null;
      return match(frontOfRanks(v, single(v, 0), single(v, 1)), { pair: rc(v.pairs[0] as number) });
    },
  },
  {
    // No pair, no straight or flush, an ace, third-highest card nine or lower:
    // the second and fifth highest cards in front.
    key: "S5",
    apply: (v) =>
      noPair(v) && nothingMade(v) && single(v, 0) === ACE && single(v, 2) <= NINE
        ? match(frontOfRanks(v, single(v, 1), single(v, 4)), {})
        : null,
  },
  {
    // No pair, no straight or flush, an ace, third-highest card a ten:
    // the second and fourth highest cards in front.
    key: "S6",
    apply: (v) =>
      noPair(v) && nothingMade(v) && single(v, 0) === ACE && single(v, 2) <= TEN
        ? match(frontOfRanks(v, single(v, 1), single(v, 3)), {})
        : null,
  },
  {
    // One pair, nines or better, a straight or flush only with the joker that would leave
    // queen-high or worse in front, and a card above the pair besides the joker: the joker is
    // worth more as an ace in front. With no natural ace the joker is the highest single, so
    // that card is the second single.
    key: "S7",
    apply: (v) => {
      if (!onePair(v) || !onlyWithJoker(v)) return null;
      const pair = v.pairs[0] as number;
      if (pair < NINE || pair === ACE || single(v, 1) <= pair) return null;
      if (frontBesideStraightOrFlush(v) > QUEEN) return null;
      return match(frontOfRanks(v, single(v, 0), single(v, 1)), { pair: rc(pair) });
    },
  },
  {
    // One pair and a straight or flush: keep a straight or flush with the highest
    // front it leaves (a straight flush is not needed).
    key: "S8",
    apply: (v) =>
      onePair(v) ? match(keepStraightOrFlush(v), { pair: rc(v.pairs[0] as number) }) : null,
  },
  {
    // No pair and a straight or flush that leaves a jack or better in front:
    // keep a straight or flush with the highest front (a straight flush is not needed).
    key: "S9",
    apply: (v) =>
      noPair(v) && frontBesideStraightOrFlush(v) >= JACK ? match(keepStraightOrFlush(v), {}) : null,
  },
  {
    // Three kings and four singles, none above a ten: a king goes in front with the
    // highest single (the pair of kings stays behind) instead of the two highest singles.
    key: "S10",
    apply: (v) =>
      v.trips.length === 1 &&
      v.trips[0] === KING &&
      v.pairs.length === 0 &&
      v.quads.length === 0 &&
      single(v, 0) <= TEN
        ? match(frontOfRanks(v, KING, single(v, 0)), {})
        : null,
  },
];
