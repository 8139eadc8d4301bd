/**
 * The two fronts the house ways and the trainer's way name (RULES.md 5 rules 2-3, 12.1):
 * the highest front that keeps a made hand behind, and the cards of two named ranks that
 * leave the best back. Fronts are packed i | j << 3 (i < j); -1 when there is none.
 * `skipFouls` passes over fronts that foul (the trainer's way; a house way never needs it).
 */
import { type Card, JOKER } from "./cards";
import { eval2, evalBack } from "./evaluate";
import { isFoul } from "./values";

/** The highest front that leaves at least `minCategory` behind; ties to the best back. */
export function highestFrontKeeping(
  cards: ArrayLike<Card>,
  minCategory: number,
  skipFouls = false,
): number {
  let best = -1;
  let bestFront = -1;
  let bestBack = -1;
  for (let i = 0; i < 6; i++) {
    for (let j = i + 1; j < 7; j++) {
      const front = eval2(cards[i] as Card, cards[j] as Card);
      if (front < bestFront) continue; // the back is valued only for a front that could win
      const back = evalBack(cards, i, j);
      if (back >>> 20 < minCategory || (skipFouls && isFoul(back, front))) continue;
      if (front > bestFront || back > bestBack) {
        bestFront = front;
        bestBack = back;
        best = i | (j << 3);
      }
    }
  }
  return best;
}

const rankOf = (c: Card): number => (c === JOKER ? 12 : c >> 2);

/**
 * Two cards of ranks a and b (a pair when a === b; the joker counts as an ace) whose back is
 * the best: the front's value is fixed by its ranks, so the choice between equal cards never
 * costs a value.
 */
export function bestFrontOfRanks(
  cards: ArrayLike<Card>,
  a: number,
  b: number,
  skipFouls = false,
): number {
  let best = -1;
  let bestBack = -1;
  for (let i = 0; i < 6; i++) {
    const ri = rankOf(cards[i] as Card);
    if (ri !== a && ri !== b) continue;
    for (let j = i + 1; j < 7; j++) {
      const rj = rankOf(cards[j] as Card);
      if (!((ri === a && rj === b) || (ri === b && rj === a))) continue;
      const back = evalBack(cards, i, j);
      if (back <= bestBack) continue;
      if (skipFouls && isFoul(back, eval2(cards[i] as Card, cards[j] as Card))) continue;
      bestBack = back;
      best = i | (j << 3);
    }
  }
  return best;
}
