/**
 * Trump Plaza's house way (Atlantic City), RULES.md 12.2 `trump-plaza`: the
 * base the Claridge and Bally's ways vary.
 */
import { ACE, KING, SIX, TEN, TWO_RANK } from "../ranks";
import {
  aceSingle,
  type CasinoWay,
  common,
  frontOfRanks,
  kingOrBetterSingle,
  pairClass,
} from "../shared";

/** Two pairs: L+L, L+M keep with a king or better single; L+H, M+M with an ace single; the rest split. */
function keepTwoPair(high: number, low: number, ace: boolean, kingOrBetter: boolean): boolean {
  const pair = `${pairClass(low)}${pairClass(high)}`;
  if (pair === "LL" || pair === "LM") return kingOrBetter;
  if (pair === "LH" || pair === "MM") return ace;
  return false; // M+H, H+H, aces with any pair
}

export const trumpPlaza: CasinoWay = {
  ...common,
  twoPair: (h) =>
    common.twoPair(
      h,
      keepTwoPair(h.pairs[0] as number, h.pairs[1] as number, aceSingle(h), kingOrBetterSingle(h)),
    ),
  /** Quads with three singles: 2-6 keep; 7-10 with a king or better single; J-K with an ace single; aces split. */
  quads: (h) => {
    const q = h.quads;
    const keep = q <= SIX || (q <= TEN ? kingOrBetterSingle(h) : q < ACE ? aceSingle(h) : false);
    return common.quads(h, keep);
  },
  /** Full house: the pair in front, except twos with an ace and a king single: ace-king in front. */
  fullHouse: (h) =>
    h.pairs[0] === TWO_RANK && h.singles[0] === ACE && h.singles[1] === KING
      ? { front: frontOfRanks(h, ACE, KING), rule: "full-house:ace-king" }
      : common.fullHouse(h),
};
