import { describe, expect, it } from "vitest";
import { type FixtureRow, frontKey, readFixture, signed } from "../../tests/support/ev-fixture";
import { JOKER, parseCards, parseHand } from "./cards";
import {
  type Counts,
  countSplits,
  DEALER_HANDS,
  dealerDistribution,
  evTables,
  exactEv,
  gridCounts,
} from "./ev";
import { bruteForceCounts, dealerDeck, forEachDealerOutcome } from "./ev-brute";
import { createRng, deal } from "./rng";
import { ALL_RULE_SETS, type RuleSet, ruleSet, WAYS } from "./rule-set";
import { allSplits } from "./splits";

describe("exact EV under casino rule sets (RULES.md 12)", () => {
  // Three hands of the independent implementation, each under its own rule set (named in the header).
  const text = readFixture("casino-ev-examples.txt", /^evfast player hand: (.+)$/);
  const HEADS: Record<string, RuleSet> = {
    "8h 8c Jh Qc Kh Ah Ac": ruleSet("trump-plaza", "cf"),
    "2d 2c Th Td Jh Qd Qc": ruleSet("foxwoods", "standard"),
    "2c 3h 3c 6h 7h Tc Qc": ruleSet("ballys-ac", "ez"),
  };

  it.each(Object.entries(HEADS))("matches every golden split of %s", (hand, rules) => {
    const rows = text.get(hand) as FixtureRow[];
    expect(rows).toHaveLength(21);
    const result = exactEv(parseHand(hand), { ruleSet: rules });
    for (const row of rows) {
      const k = result.splits.findIndex(
        (s) => frontKey(s.split.front) === frontKey(parseCards(row.front, 2)),
      );
      const s = result.splits[k];
      expect([row.front, s?.value, s?.win, s?.push, s?.loss, signed(s?.ev ?? 0)]).toEqual([
        row.front,
        row.value,
        row.win,
        row.push,
        row.loss,
        row.ev,
      ]);
      expect(row.marks.includes("HW")).toBe(k === result.houseWay);
      expect(row.marks.includes("BEST")).toBe(k === result.best);
    }
  });

  it("pays the commission-free games 1 to 1 and keeps the rule set in the result", () => {
    const hand = parseHand("6c 7d 8h 9s Tc Ah Ad");
    for (const rules of ALL_RULE_SETS) {
      const r = exactEv(hand, { ruleSet: rules });
      expect(r.ruleSet).toEqual(rules);
      expect(r.commission).toBe(rules.variant === "standard" ? 0.05 : 0);
      const s = r.splits[r.best];
      const want =
        ((rules.variant === "standard" ? 0.95 : 1) * (s?.win ?? 0) - (s?.loss ?? 0)) / DEALER_HANDS;
      expect(s?.ev).toBeCloseTo(want, 12);
    }
    expect(() => exactEv(hand, { ruleSet: ruleSet("seed", "ez"), role: "banker" })).toThrow(
      /no learner bank/,
    );
  });

  // Brute force over a 20-card deck (most of one suit kept alive, so flushes are common) for every
  // way: the distribution, then every variant's counts as player (and as banker in the standard game).
  // Two hands a way, one holding the joker (V8's block coverage of the engine is the same as
  // with three: docs/benchmarks.md, CI).
  it.each(WAYS)("equals brute force on small decks for the %s way in every variant", (way) => {
    const rng = createRng(WAYS.indexOf(way) + 31);
    const { outBack, outFront } = evTables(way);
    for (let n = 0; n < 2; n++) {
      const hand = n % 2 === 0 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
      const suit = n % 4;
      const others = deal(rng, 53 - 7, hand).sort(
        (a, b) => Number((a & 3) === suit) - Number((b & 3) === suit) || a - b,
      );
      const dead = [...hand, ...others.slice(0, 26)];
      const deck = dealerDeck(dead);
      const fast = dealerDistribution(dead, way);
      const brute = new Map<number, number>();
      forEachDealerOutcome(
        deck,
        (back, front) => brute.set(back * 256 + front, (brute.get(back * 256 + front) ?? 0) + 1),
        way,
      );
      const fastMap = new Map<number, number>();
      fast.forEach((w, o) => {
        if (w !== 0) fastMap.set((outBack[o] as number) * 256 + (outFront[o] as number), w);
      });
      expect(fastMap).toEqual(brute);
      const splits = allSplits(hand);
      for (const variant of ["standard", "ez", "cf"] as const) {
        const rules = ruleSet(way, variant);
        for (const role of variant === "standard"
          ? (["player", "banker"] as const)
          : (["player"] as const)) {
          const want = bruteForceCounts(splits, deck, 0, role, rules);
          for (let first = 1; first <= deck.length - 7; first++)
            bruteForceCounts(splits, deck, first, role, rules).forEach((c, k) => {
              const b = want[k] as Counts;
              b.win += c.win;
              b.push += c.push;
              b.loss += c.loss;
            });
          expect(countSplits(splits, fast, role, rules)).toEqual(want);
          expect(gridCounts(splits, dead, role, rules)).toEqual(want);
        }
      }
    }
  });
});
