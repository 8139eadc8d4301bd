/**
 * The slow, obviously-correct evaluator the fast one is checked against
 * (RULES.md sections 2-3). It shares nothing with evaluate.ts but the value
 * encoding: naturals are ranked by sorting and counting; the joker is tried
 * as an ace, and as every card not in the hand, where that card makes a
 * straight, a flush or a straight flush; the best result wins.
 */
import { ACE, type Card, JOKER } from "./cards";
import {
  BROADWAY_INDEX,
  FIVE_ACES,
  FLUSH,
  FULL_HOUSE,
  HIGH,
  makeValue,
  PAIR,
  QUADS,
  STRAIGHT,
  STRAIGHT_FLUSH,
  TRIPS,
  TWO_PAIR,
  WHEEL_INDEX,
} from "./values";

interface Plain {
  rank: number;
  suit: number; // -1: the joker playing as an ace of no suit
}

function rankPlain(cards: readonly Plain[]): number {
  const count = new Array<number>(13).fill(0);
  for (const c of cards) count[c.rank] = (count[c.rank] as number) + 1;
  const suit = cards[0]?.suit ?? -1;
  const flush = suit >= 0 && cards.every((c) => c.suit === suit);
  // Ranks grouped by how often they occur, most often first, then highest first.
  const grouped: number[] = [];
  for (let n = 5; n >= 1; n--) for (let r = 12; r >= 0; r--) if (count[r] === n) grouped.push(r);
  const shape = grouped.map((r) => count[r] as number);
  const is = (...s: number[]) => s.length === shape.length && s.every((n, i) => n === shape[i]);

  let straight = -1;
  if (grouped.length === 5) {
    const [top, second, , , bottom] = grouped as [number, number, number, number, number];
    if (top === ACE && second === 3)
      straight = WHEEL_INDEX; // A 5 4 3 2
    else if (top - bottom === 4) straight = top === ACE ? BROADWAY_INDEX : top;
  }

  if (is(5)) return makeValue(FIVE_ACES, []);
  if (flush && straight >= 0) return makeValue(STRAIGHT_FLUSH, [straight]);
  if (is(4, 1)) return makeValue(QUADS, grouped);
  if (is(3, 2)) return makeValue(FULL_HOUSE, grouped);
  if (flush) return makeValue(FLUSH, grouped);
  if (straight >= 0) return makeValue(STRAIGHT, [straight]);
  if (is(3, 1, 1)) return makeValue(TRIPS, grouped);
  if (is(2, 2, 1)) return makeValue(TWO_PAIR, grouped);
  if (is(2, 1, 1, 1)) return makeValue(PAIR, grouped);
  return makeValue(HIGH, grouped);
}

const plain = (c: Card): Plain => ({ rank: c >> 2, suit: c & 3 });

export function referenceEval5(cards: readonly Card[]): number {
  const naturals = cards.filter((c) => c !== JOKER).map(plain);
  if (naturals.length === 5) return rankPlain(naturals);
  let best = rankPlain([...naturals, { rank: ACE, suit: -1 }]);
  for (let card = 0; card < 52; card++) {
    if (cards.includes(card)) continue;
    const value = rankPlain([...naturals, plain(card)]);
    const category = value >>> 20;
    const completes = category === STRAIGHT || category === FLUSH || category === STRAIGHT_FLUSH;
    if (completes && value > best) best = value;
  }
  return best;
}
