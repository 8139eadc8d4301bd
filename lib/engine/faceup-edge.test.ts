import { describe, expect, it } from "vitest";
import { type Card, DECK_SIZE, JOKER } from "./cards";
import { DEALER_HANDS } from "./ev";
import { dealerDeck } from "./ev-brute";
import { classCards, HAND_COUNT, rankMultisets, suitClasses } from "./exact/classes";
import { faceUpBatchCounts } from "./exact/faceup-batch";
import { faceUp, faceUpRuleSet } from "./faceup";
import {
  bestFaceUpOutcome,
  emptySums,
  evaluateFaceUpMultisets,
  faceUpBruteCounts,
  faceUpHandCounts,
  faceUpSummary,
  fraction,
  fractionDecimal,
  simulateFaceUp,
  simulationEdge,
} from "./faceup-edge";
import { createRng } from "./rng";
import type { Way } from "./rule-set";

/** `n` distinct cards drawn from the 53 by the seeded rng. */
function draw(rng: () => number, n: number, without: readonly Card[] = []): Card[] {
  const out: Card[] = [];
  while (out.length < n) {
    const c = Math.floor(rng() * DECK_SIZE);
    if (!out.includes(c) && !without.includes(c)) out.push(c);
  }
  return out;
}

describe("Face Up counts on reduced decks: the distribution method equals brute force", () => {
  // The dealer draws 7 of 17 cards left (19,448 hands), so every dealer hand is visited and
  // settled split by split with faceup.ts; the distribution path must give the same counts.
  // Two hands a way, one of each kind of deck (V8's block coverage of faceup.ts, faceup-edge.ts
  // and the engine is the same as with four: docs/benchmarks.md, CI).
  it.each(["seed", "foxwoods", "mgm-grand"] as const)(
    "every dealer hand, %s way",
    (way) => {
      const rng = createRng(54 + way.length);
      for (let t = 0; t < 2; t++) {
        const hand = draw(rng, 7);
        // Half the decks keep the joker and one suit's cards for the dealer: flushes, joker hands.
        const keep: Card[] = t % 2 ? [JOKER, 48, 44, 40, 36, 32, 28] : [];
        const left = [...keep.filter((c) => !hand.includes(c))];
        while (left.length < 17) {
          const c = Math.floor(rng() * DECK_SIZE);
          if (!hand.includes(c) && !left.includes(c)) left.push(c);
        }
        const dead = dealerDeck([...hand, ...left]);
        const deck = dealerDeck([...hand, ...dead]);
        expect(deck.length).toBe(17);
        const brute = faceUpBruteCounts(hand, deck, way);
        expect(brute.win + brute.push + brute.loss).toBe(19_448);
        expect(faceUpHandCounts(hand, way, dead)).toEqual(brute);
      }
    },
    300_000,
  );
});

describe("Face Up batch counts: every class of a multiset equals the per-hand count", () => {
  const all = rankMultisets();
  const check = (m: number, way: Way, step = 1) => {
    const ms = all[m] as (typeof all)[number];
    const sc = suitClasses(ms);
    const counts = faceUpBatchCounts(ms, sc, way);
    let checked = 0;
    for (let c = 0; c < sc.count; c += step) {
      const ref = faceUpHandCounts(classCards(sc, c), way);
      expect([counts.win[c], counts.push[c], counts.loss[c]]).toEqual([
        ref.win,
        ref.push,
        ref.loss,
      ]);
      expect(ref.win + ref.push + ref.loss).toBe(DEALER_HANDS);
      checked++;
    }
    return checked;
  };

  it("all classes of small multisets (quads and trips, with and without the joker) under two ways", () => {
    // Multisets with few classes, found by their counts: every class checked. Each under one
    // way (the seed's without the joker, the dealer school's with it): the seeded classes below
    // check both ways again, and each per-hand count is a few seconds of CPU.
    const small = all
      .map((ms, m) => ({ m, n: suitClasses(ms).count, joker: ms.joker }))
      .filter((x) => x.n <= 2);
    const picks = [small[0], small.find((x) => x.joker)].filter((x) => x !== undefined);
    expect(picks.length).toBe(2);
    const ways = ["seed", "dealer-school"] as const;
    for (const [k, p] of picks.entries()) expect(check(p.m, ways[k] as Way)).toBe(p.n);
  }, 300_000);

  it("seeded classes of seeded multisets (flush and straight hands, the joker) under every published way", () => {
    const rng = createRng(5401);
    let checked = 0;
    for (const way of [
      "seed",
      "trump-plaza",
      "claridge",
      "ballys-ac",
      "foxwoods",
      "mgm-grand",
      "british-columbia",
      "dealer-school",
    ] as const) {
      const m = Math.floor(rng() * all.length);
      const ms = all[m] as (typeof all)[number];
      const sc = suitClasses(ms);
      // One class of each, by turns the first (suits spread) and the last (suits bunched: flushes).
      const c = checked % 2 ? sc.count - 1 : 0;
      const counts = faceUpBatchCounts(ms, sc, way);
      const ref = faceUpHandCounts(classCards(sc, c), way);
      expect([counts.win[c], counts.push[c], counts.loss[c]]).toEqual([
        ref.win,
        ref.push,
        ref.loss,
      ]);
      checked++;
    }
    expect(checked).toBe(8);
  }, 600_000);
});

describe("the fast best outcome (the simulation's) equals faceup.ts's best split", () => {
  it.each(["seed", "ballys-ac", "british-columbia"] as const)("on seeded deals, %s way", (way) => {
    const rng = createRng(99 + way.length);
    const seen = { win: 0, push: 0, loss: 0 };
    for (let t = 0; t < 3000; t++) {
      const cards = draw(rng, 14);
      const player = cards.slice(0, 7);
      const dealer = cards.slice(7);
      const r = faceUp(player, dealer, faceUpRuleSet(way));
      const fast = bestFaceUpOutcome(player, r.dealer.backValue, r.dealer.frontValue);
      expect(fast).toBe(r.best);
      seen[fast]++;
    }
    // All three outcomes occur, so each branch was compared.
    expect(Math.min(seen.win, seen.push, seen.loss)).toBeGreaterThan(100);
  });
});

describe("sums, fractions and the simulation", () => {
  it("weights a multiset's classes by their hands", () => {
    const s = evaluateFaceUpMultisets(0, 2, "seed");
    const all = rankMultisets();
    const hands = [0, 1].reduce(
      (a, m) =>
        a +
        Array.from(suitClasses(all[m] as (typeof all)[number]).weight).reduce((x, y) => x + y, 0),
      0,
    );
    expect(s.hands).toBe(hands);
    expect(s.win + s.push + s.loss).toBe(hands * DEALER_HANDS);
  });

  it("prints fractions in lowest terms and refuses an incomplete pass", () => {
    expect(fraction(6n, 8n)).toBe("3/4");
    expect(fraction(-6n, 8n)).toBe("-3/4");
    expect(fractionDecimal(1n, 3n, 4)).toBe("0.3333");
    expect(fractionDecimal(-2n, 3n, 4)).toBe("-0.6667");
    expect(fractionDecimal(1n, 200n, 2)).toBe("0.01");
    expect(() => faceUpSummary("seed", emptySums())).toThrow(/hands/);
    const d = HAND_COUNT * DEALER_HANDS;
    const lines = Object.fromEntries(
      faceUpSummary("seed", {
        classes: 1,
        hands: HAND_COUNT,
        win: d / 4,
        push: d / 4,
        loss: d / 2,
      }),
    );
    expect(lines["house-edge"]).toBe("1/4");
    expect(lines.win).toBe("1/4");
    expect(lines.loss).toBe("1/2");
  });

  it("plays seeded rounds reproducibly", () => {
    const a = simulateFaceUp(20_000, 7, "foxwoods");
    expect(a).toEqual(simulateFaceUp(20_000, 7, "foxwoods"));
    expect(a.win + a.push + a.loss).toBe(20_000);
    const e = simulationEdge(a);
    expect(e.se).toBeGreaterThan(0);
    expect(Math.abs(e.edge)).toBeLessThan(0.2);
  });
});
