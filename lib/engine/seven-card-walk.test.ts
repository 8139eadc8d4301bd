import { describe, expect, it } from "vitest";
import { type Card, JOKER } from "./cards";
import { buildHandTables, type HandKernel, tallyHandsFrom } from "./seven-card-walk";

/**
 * A toy valuation, easy to state hand by hand: 0 a plain hand, 1 a hand with
 * the joker, 2/3 a flush of 5/6 cards (the joker counted in its suit), 4 a
 * seven-card flush, which asks for the whole hand (5 once seen whole).
 * Strength is not the index order: the joker (1) beats a five-card flush (2).
 */
const STRENGTH = [0, 3, 1, 2, 4, 5];
const suitedOf = (hand: readonly Card[]): number => {
  const joker = hand.includes(JOKER) ? 1 : 0;
  let most = 0;
  for (let s = 0; s < 4; s++)
    most = Math.max(most, hand.filter((c) => c < JOKER && c % 4 === s).length);
  return most + joker;
};
const plain = (hand: readonly Card[]): number => (hand.includes(JOKER) ? 1 : 0);
const flushEntry = (n: number): number => (n >= 7 ? 4 : n - 3);

function toyKernel(seen: Card[][]): HandKernel {
  return {
    ...buildHandTables(plain, (suited) => flushEntry(suitedOf(suited))),
    strength: Int8Array.from(STRENGTH),
    recheck: 4,
    resolve: (hand) => {
      seen.push([...hand]);
      return 5;
    },
  };
}

/** The toy value of seven cards, straight from the definition. */
function toyValue(hand: readonly Card[]): number {
  const n = suitedOf(hand);
  const flush = n >= 7 ? 5 : n >= 5 ? flushEntry(n) : -1;
  const base = plain(hand);
  return flush >= 0 && (STRENGTH[flush] as number) > (STRENGTH[base] as number) ? flush : base;
}

describe("the seven-card enumeration shared by the whole-deck counts", () => {
  it("builds flush entries only for masks of a flush's size and rank entries for every multiset", () => {
    const { byRanks, flushNatural, flushJoker } = buildHandTables(plain, (s) => s.length);
    for (let mask = 0; mask < 8192; mask++) {
      let bits = 0;
      for (let r = 0; r < 13; r++) if (mask & (1 << r)) bits++;
      expect(flushNatural[mask]).toBe(bits >= 5 && bits <= 7 ? bits : -1);
      expect(flushJoker[mask]).toBe(bits >= 4 && bits <= 6 ? bits + 1 : -1);
    }
    // Rank multisets of 7 naturals (at most 4 a rank) and of 6 naturals with the joker.
    expect(byRanks.size).toBe(49_205 + 18_395);
  });

  it("tallies the hands led by cards 30..46 as the toy valuation of each hand says", () => {
    const seen: Card[][] = [];
    const kernel = toyKernel(seen);
    const fast = new Float64Array(STRENGTH.length);
    let visited = 0;
    for (let first = 30; first <= 46; first++) visited += tallyHandsFrom(first, kernel, fast);

    const slow = new Array<number>(STRENGTH.length).fill(0);
    const wholeHands: string[] = [];
    const hand: Card[] = [];
    const walk = (from: number): void => {
      if (hand.length === 7) {
        const v = toyValue(hand);
        slow[v] = (slow[v] as number) + 1;
        if (v === 5) wholeHands.push(hand.join(","));
        return;
      }
      for (let c = from; c <= JOKER; c++) {
        hand.push(c);
        walk(c + 1);
        hand.pop();
      }
    };
    walk(30);

    expect(visited).toBe(245_157); // C(23, 7): the last 23 cards of the deck
    expect(Array.from(fast)).toEqual(slow);
    // Every kind of hand occurs, so each rule above is exercised; 4 is always resolved to 5.
    expect(slow.map((n) => n > 0)).toEqual([true, true, true, true, false, true]);
    // `resolve` saw exactly the seven-card flushes, each whole and in order.
    expect(seen.map((h) => h.join(",")).sort()).toEqual(wholeHands.sort());
  });
});
