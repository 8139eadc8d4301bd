/**
 * Bally's house way (Atlantic City), RULES.md 12.2 `ballys-ac`: Trump
 * Plaza's for every hand but quads with three singles (2-9 keep, 10-K keep
 * with an ace single, aces split) and one exception to the straights: an
 * ace-high straight that needs the joker is given up for the ace and the
 * joker behind when the hand holds a natural ace.
 */
import { ACE, type Card, JOKER } from "../../cards";
import { evalBack } from "../../evaluate";
import { BROADWAY_INDEX, categoryOf, nibble, STRAIGHT, STRAIGHT_FLUSH } from "../../values";
import { NINE } from "../ranks";
import { aceSingle, type CasinoWay, type Choice, common, type WayHand } from "../shared";
import { trumpPlaza } from "./trump-plaza";

/** Ranks A K Q J T as a mask. */
const BROADWAY = 0b1111100000000;

/** True when the five back cards make an ace-high straight (or straight flush) only with the joker. */
function broadwayNeedsJoker(h: WayHand, front: number): boolean {
  const i = front & 7;
  const j = (front >> 3) & 7;
  const back = evalBack(h.cards, i, j);
  const category = categoryOf(back);
  if ((category !== STRAIGHT && category !== STRAIGHT_FLUSH) || nibble(back, 0) !== BROADWAY_INDEX)
    return false;
  // Made without the joker: the hand's naturals hold A K Q J T (of one suit, for a straight flush).
  const masks = [0, 0, 0, 0, 0];
  for (let k = 0; k < 7; k++) {
    const c = h.cards[k] as Card;
    if (c === JOKER) continue;
    masks[4] = (masks[4] as number) | (1 << (c >> 2));
    masks[c & 3] = (masks[c & 3] as number) | (1 << (c >> 2));
  }
  const made = (m: number) => (m & BROADWAY) === BROADWAY;
  return category === STRAIGHT ? !made(masks[4] as number) : !masks.slice(0, 4).some(made);
}

function straights(h: WayHand): Choice | null {
  const c = common.straights(h);
  if (!c) return c;
  if (h.type === "trips" || !broadwayNeedsJoker(h, c.front)) return c;
  let natural = -1;
  let joker = -1;
  for (let k = 0; k < 7; k++) {
    const card = h.cards[k] as Card;
    if (card === JOKER) joker = k;
    else if (card >> 2 === ACE) natural = k;
  }
  if (natural < 0 || joker < 0) return c;
  // The two highest of the other five cards in front.
  const others = [0, 1, 2, 3, 4, 5, 6]
    .filter((k) => k !== natural && k !== joker)
    .sort((a, b) => (h.cards[b] as number) - (h.cards[a] as number));
  const a = others[0] as number;
  const b = others[1] as number;
  return { front: Math.min(a, b) | (Math.max(a, b) << 3), rule: "straight:ace-joker-behind" };
}

export const ballysAc: CasinoWay = {
  ...trumpPlaza,
  quads: (h) => {
    const q = h.quads;
    return common.quads(h, q <= NINE || (q < ACE && aceSingle(h)));
  },
  straights,
};
