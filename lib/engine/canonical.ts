/**
 * Suit-canonical form of a hand: suits carry no rank, so the 24 relabellings
 * of the suits give hands with identical EVs. The canonical form is the
 * smallest sorted card list over all relabellings; it keys the EV cache.
 */
import { type Card, formatHand, JOKER } from "./cards";

const PERMUTATIONS: number[][] = [];
(function permute(prefix: number[]): void {
  if (prefix.length === 4) PERMUTATIONS.push(prefix);
  for (let s = 0; s < 4; s++) if (!prefix.includes(s)) permute([...prefix, s]);
})([]);

/** The card with its suit s renamed perm[s] (the joker has no suit). */
export const relabelSuit = (card: Card, perm: readonly number[]): Card =>
  card === JOKER ? JOKER : (card & ~3) | (perm[card & 3] as number);

export interface Canonical {
  /** The canonical cards, ascending. */
  cards: Card[];
  /** Text key, e.g. `2s 2h 7s ...`. */
  key: string;
  /** Suit relabelling taking the hand to its canonical form: toCanonical(card). */
  toCanonical: (card: Card) => Card;
  fromCanonical: (card: Card) => Card;
}

export function canonicalize(hand: readonly Card[]): Canonical {
  let best: Card[] | null = null;
  let bestPerm = PERMUTATIONS[0] as number[];
  for (const perm of PERMUTATIONS) {
    const cards = hand.map((c) => relabelSuit(c, perm)).sort((a, b) => a - b);
    if (best === null || lexLess(cards, best)) {
      best = cards;
      bestPerm = perm;
    }
  }
  const inverse = [0, 0, 0, 0];
  bestPerm.forEach((to, from) => {
    inverse[to] = from;
  });
  const cards = best as Card[];
  return {
    cards,
    key: formatHand(cards),
    toCanonical: (c) => relabelSuit(c, bestPerm),
    fromCanonical: (c) => relabelSuit(c, inverse),
  };
}

function lexLess(a: readonly Card[], b: readonly Card[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}
