/**
 * The 21 ways to set seven cards (RULES.md sections 4 and 6): every choice of
 * two front cards, with both values and the foul flag.
 */
import { type Card, formatCard } from "./cards";
import { eval2, evalBack } from "./evaluate";
import { isFoul, setText } from "./values";

export interface Split {
  /** Positions of the two front cards in the hand, ascending. */
  frontIndex: [number, number];
  front: [Card, Card];
  back: Card[];
  backValue: number;
  frontValue: number;
  foul: boolean;
}

/** Front positions of the 21 splits, in order (0,1), (0,2) .. (5,6). */
export const SPLIT_PAIRS: ReadonlyArray<readonly [number, number]> = (() => {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < 6; i++) for (let j = i + 1; j < 7; j++) pairs.push([i, j]);
  return pairs;
})();

/** Index (0..20) of the split whose front is positions i and j. */
export function splitIndex(i: number, j: number): number {
  const [a, b] = i < j ? [i, j] : [j, i];
  return SPLIT_PAIRS.findIndex(([x, y]) => x === a && y === b);
}

export function makeSplit(hand: readonly Card[], i: number, j: number): Split {
  const [a, b] = i < j ? [i, j] : [j, i];
  const backValue = evalBack(hand, a, b);
  const frontValue = eval2(hand[a] as Card, hand[b] as Card);
  return {
    frontIndex: [a, b],
    front: [hand[a] as Card, hand[b] as Card],
    back: hand.filter((_, k) => k !== a && k !== b),
    backValue,
    frontValue,
    foul: isFoul(backValue, frontValue),
  };
}

export const allSplits = (hand: readonly Card[]): Split[] =>
  SPLIT_PAIRS.map(([i, j]) => makeSplit(hand, i, j));

/** `BACK | FRONT` canonical text of a split. */
export const splitText = (s: Split): string => setText(s.backValue, s.frontValue);

export const frontCardsText = (s: Split): string => s.front.map(formatCard).join(" ");
