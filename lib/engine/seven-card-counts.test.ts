import { describe, expect, it } from "vitest";
import { type Card, JOKER } from "./cards";
import { bestOfSeven } from "./evaluate";
import { referenceEval5 } from "./reference";
import { COUNT_KEYS, countHandsFrom, countIndex } from "./seven-card-counts";

/** Best five of seven by the slow reference evaluator: the obviously-correct tally. */
function referenceIndex(hand: readonly Card[]): number {
  let best = -1;
  for (let i = 0; i < 7; i++)
    for (let j = i + 1; j < 7; j++)
      best = Math.max(best, referenceEval5(hand.filter((_, k) => k !== i && k !== j)));
  return countIndex(best);
}

describe("best-five categories of seven-card hands", () => {
  it("tallies the hands led by cards 38..46 exactly as the reference evaluator does", () => {
    // Lowest card 38 or above: the seven-card hands of the last 15 cards, C(15,7) = 6,435.
    const fast = new Float64Array(COUNT_KEYS.length);
    const slow = new Array<number>(COUNT_KEYS.length).fill(0);
    for (let first = 38; first <= 46; first++) countHandsFrom(first, fast);
    const hand: Card[] = [];
    const walk = (from: number): void => {
      if (hand.length === 7) {
        const k = referenceIndex(hand);
        slow[k] = (slow[k] as number) + 1;
        expect(countIndex(bestOfSeven(hand).value)).toBe(k);
        return;
      }
      for (let c = from; c <= JOKER; c++) {
        hand.push(c);
        walk(c + 1);
        hand.pop();
      }
    };
    for (let first = 38; first <= 46; first++) {
      hand.push(first);
      walk(first + 1);
      hand.pop();
    }
    expect(Array.from(fast)).toEqual(slow);
    expect(slow.reduce((a, b) => a + b, 0)).toBe(6435);
  });

  it("matches the published table over all 154,143,080 hands", () => {
    const tally = new Float64Array(COUNT_KEYS.length);
    let visited = 0;
    for (let first = 0; first <= 46; first++) visited += countHandsFrom(first, tally);
    expect(visited).toBe(154_143_080);
    // Pai Gow Poker, 53 cards with the joker as a bug (e.g. the Wizard of Odds' table).
    expect(Object.fromEntries(COUNT_KEYS.map((k, i) => [k, tally[i]]))).toEqual({
      "five-aces": 1128,
      "royal-flush": 26132,
      "straight-flush": 184832,
      quads: 307472,
      "full-house": 4188528,
      flush: 6172088,
      straight: 11236028,
      trips: 7470676,
      "two-pair": 35553816,
      pair: 64221960,
      high: 24780420,
    });
  });
});
