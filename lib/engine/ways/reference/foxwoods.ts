/**
 * Foxwoods' house way (Connecticut), RULES.md 12.2 `foxwoods`.
 */

import type { Card } from "../../cards";
import { eval2 } from "../../evaluate";
import { ACE, JACK, SIX, TEN } from "../ranks";
import {
  aceSingle,
  type CasinoWay,
  type Choice,
  common,
  frontOfRanks,
  kingOrBetterSingle,
  type WayHand,
} from "../shared";

/** One pair of T-K with an ace single: the ace and the highest other single, when that front is higher. */
function straights(h: WayHand): Choice | null {
  const c = common.straights(h);
  if (!c) return c;
  const pair = h.pairs[0] as number;
  if (h.type !== "one-pair" || pair < TEN || pair === ACE || !aceSingle(h)) return c;
  const highestOther = h.singles.find((r) => r !== ACE) as number;
  const front = frontOfRanks(h, ACE, highestOther);
  const value = (f: number) => eval2(h.cards[f & 7] as Card, h.cards[(f >> 3) & 7] as Card);
  return value(front) > value(c.front) ? { front, rule: "straight:ace-in-front" } : c;
}

export const foxwoods: CasinoWay = {
  ...common,
  /** Two pairs by the high pair: J-A split; 7-10 keep with an ace single; 3-6 with a king or better single. */
  twoPair: (h) => {
    const high = h.pairs[0] as number;
    const keep = high >= JACK ? false : high > SIX ? aceSingle(h) : kingOrBetterSingle(h);
    return common.twoPair(h, keep);
  },
  /** Trips with two pairs: the higher pair in front, as the full house (no twos exception). */
  tripsTwoPair: common.tripsTwoPair,
  fullHouse: common.fullHouse,
  /** Quads with three singles: 2-6 keep; 7-10 keep with a king or better single; J-A split. */
  quads: (h) => {
    const q = h.quads;
    return common.quads(h, q <= SIX || (q < JACK && kingOrBetterSingle(h)));
  },
  straights,
};
