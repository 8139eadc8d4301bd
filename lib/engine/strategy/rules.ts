/**
 * The rules of the trainer's way, in order: the first that matches sets the
 * hand; when none does, the house way sets it. Each rule is one sentence a
 * person can apply at the table (messages `StrategyRules.<key>.title` and
 * `.text`) and one function here. A rule that matches returns the front it
 * plays (packed positions, see packFront) and the parameters of its reason
 * (`StrategyRules.<key>.reason`; ranks as rank characters, like the house
 * way's reasons).
 *
 * The list and its thresholds come from scripts/derive-strategy.ts: exact
 * EV labels of seeded hands, a greedy search over the candidate rules of
 * candidates.ts, each rule kept only for what it gains over the house way.
 */
import { ACE, KING, RANK_CHARS } from "../cards";
import { frontOfRanks, type HandView } from "./hand";

export interface RuleMatch {
  front: number;
  params: Record<string, string>;
}

export interface StrategyRule {
  key: string;
  /** The front this rule plays, or null when it does not apply. */
  apply(v: HandView): RuleMatch | null;
}

const rc = (r: number): string => RANK_CHARS.charAt(r);

/** Exactly two pairs and no trips or quads (the joker an ace). */
const twoPairsOnly = (v: HandView): boolean =>
  v.pairs.length === 2 && v.trips.length === 0 && v.quads.length === 0;

const match = (front: number, params: Record<string, string> = {}): RuleMatch | null =>
  front < 0 ? null : { front, params };

/** Both pairs in back, the two highest singles in front. */
const keepPairs = (v: HandView) =>
  match(frontOfRanks(v, v.singles[0] as number, v.singles[1] as number), {
    high: rc(v.pairs[0] as number),
    low: rc(v.pairs[1] as number),
  });

export const RULES: readonly StrategyRule[] = [
  {
    // Two pairs, a single ace, high pair jacks or lower: keep both pairs behind.
    key: "S1",
    apply: (v) =>
      twoPairsOnly(v) && !v.straightFlush && v.singles[0] === ACE && (v.pairs[0] as number) <= 9
        ? keepPairs(v)
        : null,
  },
  {
    // Two pairs, a single king (no ace), high pair sevens or lower: keep both pairs behind.
    key: "S2",
    apply: (v) =>
      twoPairsOnly(v) && !v.straightFlush && v.singles[0] === KING && (v.pairs[0] as number) <= 5
        ? keepPairs(v)
        : null,
  },
  {
    // Any other two pairs: split them, the lower pair in front (a straight or flush does not matter).
    key: "S3",
    apply: (v) => {
      if (!twoPairsOnly(v) || v.straightFlush) return null;
      const low = v.pairs[1] as number;
      return match(frontOfRanks(v, low, low), { high: rc(v.pairs[0] as number), low: rc(low) });
    },
  },
];
