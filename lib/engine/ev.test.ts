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
import { GRADE_THRESHOLDS, grade, verdictFor } from "./grade";
import { createRng, deal } from "./rng";
import { DEFAULT_RULE_SET } from "./rule-set";
import { allSplits } from "./splits";

describe("exact EV (RULES.md section 4)", () => {
  const fixture = readFixture();
  const bankerFixture = readFixture("ev-banker-example.txt", /^evfast-banker player hand: (.+)$/);
  const cases = [
    ...[...fixture.keys()].map((hand) => ({ hand, role: "player" as const, rows: fixture })),
    ...[...bankerFixture.keys()].map((hand) => ({
      hand,
      role: "banker" as const,
      rows: bankerFixture,
    })),
  ];

  it.each(cases)(
    "matches the golden counts of every split of $hand as $role",
    ({ hand: handText, role, rows: table }) => {
      const rows = table.get(handText) as FixtureRow[];
      expect(rows).toHaveLength(21);
      const result = exactEv(parseHand(handText), { role, ruleSet: DEFAULT_RULE_SET });
      for (const row of rows) {
        const k = result.splits.findIndex(
          (s) => frontKey(s.split.front) === frontKey(parseCards(row.front, 2)),
        );
        const s = result.splits[k];
        expect({
          front: row.front,
          value: s?.value,
          foul: s?.split.foul,
          win: s?.win,
          push: s?.push,
          loss: s?.loss,
          ev: signed(s?.ev ?? 0),
        }).toEqual({
          front: row.front,
          value: row.value,
          foul: row.foul,
          win: row.win,
          push: row.push,
          loss: row.loss,
          ev: row.ev,
        });
        expect(row.marks.includes("HW")).toBe(k === result.houseWay);
        expect(row.marks.includes("BEST")).toBe(k === result.best);
      }
    },
  );

  it("spreads exactly C(46,7) dealer hands over the outcomes, none negative", () => {
    const rng = createRng(11);
    for (let n = 0; n < 20; n++) {
      const dist = dealerDistribution(
        n % 2 ? deal(rng, 7) : [...deal(rng, 6, [JOKER]), JOKER],
        "seed",
      );
      expect(dist.reduce((a, b) => a + b, 0)).toBe(DEALER_HANDS);
      expect(dist.every((w) => w >= 0)).toBe(true);
    }
  });

  it("leaves the player's EV alone by default and refuses a bank commission for the player", () => {
    const hand = parseHand("2s 2h 7d 8h 9c Tc JK");
    const player = exactEv(hand, { role: "player", ruleSet: DEFAULT_RULE_SET });
    expect(exactEv(hand, { ruleSet: DEFAULT_RULE_SET }).splits).toEqual(player.splits);
    expect(player.bankCommission).toBe(0);
    expect(() => exactEv(hand, { bankCommission: 0.015, ruleSet: DEFAULT_RULE_SET })).toThrow(
      /banker only/,
    );
    expect(() => exactEv(hand, { role: "dealer" as "banker", ruleSet: DEFAULT_RULE_SET })).toThrow(
      /role/,
    );
  });

  it("charges the bank its commission per unit of action and counts copies for the bank", () => {
    const hand = parseHand("2s 2h 7d 8h 9c Tc JK");
    const at = (bankCommission: number) =>
      exactEv(hand, { role: "banker", bankCommission, ruleSet: DEFAULT_RULE_SET }).splits.map(
        (s) => s.ev,
      );
    const free = at(0);
    for (const [k, ev] of at(0.015).entries())
      expect(ev).toBeCloseTo((free[k] as number) - 0.015, 12);
    // Against the same hands, a split wins more as the bank (copies) and loses less.
    const asBank = exactEv(hand, { role: "banker", ruleSet: DEFAULT_RULE_SET });
    const asPlayer = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
    let copies = 0;
    for (const [k, s] of asBank.splits.entries()) {
      const p = asPlayer.splits[k] as (typeof asPlayer.splits)[number];
      if (s.split.foul) {
        expect(s.loss).toBe(DEALER_HANDS);
        continue;
      }
      expect(s.win).toBeGreaterThanOrEqual(p.win);
      expect(s.loss).toBeLessThanOrEqual(p.loss);
      copies += s.win - p.win;
    }
    expect(copies).toBeGreaterThan(0);
  });

  it("agrees with brute force on small dealer decks, outcome by outcome and split by split", () => {
    // With 26 more cards dead the dealer draws from 20 (77,520 hands), so brute
    // force is instant; flush-rich decks exercise the pattern corrections.
    const rng = createRng(7);
    const { outBack, outFront } = evTables("seed");
    for (let n = 0; n < 24; n++) {
      const hand = n % 3 === 0 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
      const suit = n % 4;
      // Keep most of one suit alive: kill other-suit cards first.
      const others = deal(rng, 53 - 7, hand).sort(
        (a, b) => Number((a & 3) === suit) - Number((b & 3) === suit) || a - b,
      );
      const dead = [...hand, ...others.slice(0, 26)];
      const deck = dealerDeck(dead);
      expect(deck).toHaveLength(20);

      const fast = dealerDistribution(dead, "seed");
      const brute = new Map<number, number>();
      forEachDealerOutcome(
        deck,
        (back, front) => brute.set(back * 256 + front, (brute.get(back * 256 + front) ?? 0) + 1),
        "seed",
      );
      const fastMap = new Map<number, number>();
      fast.forEach((w, o) => {
        if (w !== 0) fastMap.set((outBack[o] as number) * 256 + (outFront[o] as number), w);
      });
      expect(fastMap).toEqual(brute);

      const splits = allSplits(hand);
      for (const role of ["player", "banker"] as const) {
        const bruteCounts = bruteForceCounts(splits, deck, 0, role, DEFAULT_RULE_SET);
        for (let first = 1; first <= deck.length - 7; first++) {
          bruteForceCounts(splits, deck, first, role, DEFAULT_RULE_SET).forEach((c, k) => {
            const b = bruteCounts[k] as Counts;
            b.win += c.win;
            b.push += c.push;
            b.loss += c.loss;
          });
        }
        expect(countSplits(splits, fast, role, DEFAULT_RULE_SET)).toEqual(bruteCounts);
        expect(gridCounts(splits, dead, role, DEFAULT_RULE_SET)).toEqual(bruteCounts);
      }
    }
  });

  it("pays nothing for the commission when it is zero", () => {
    const hand = parseHand("6c 7d 8h 9s Tc Ah Ad");
    const free = exactEv(hand, { commission: 0, ruleSet: DEFAULT_RULE_SET });
    const best = free.splits[free.best];
    expect(best?.ev).toBeCloseTo(((best?.win ?? 0) - (best?.loss ?? 0)) / DEALER_HANDS, 12);
    expect(() => exactEv(hand, { commission: 1.5, ruleSet: DEFAULT_RULE_SET })).toThrow(
      /commission/,
    );
  });

  it("rejects a malformed hand with a typed error instead of a number", () => {
    expect(() => exactEv([1, 2, 3], { ruleSet: DEFAULT_RULE_SET })).toThrow(/expected 7 cards/);
    expect(() => exactEv([1, 1, 2, 3, 4, 5, 6], { ruleSet: DEFAULT_RULE_SET })).toThrow(
      /duplicate/,
    );
    expect(() => exactEv([1, 2, 3, 4, 5, 6, 99], { ruleSet: DEFAULT_RULE_SET })).toThrow(
      /unknown card/,
    );
  });
});

describe("grading", () => {
  const hand = parseHand("2d 3s 7h 7c Kd As JK");

  it("calls the best split optimal and an equal-EV twin optimal too", () => {
    expect(grade(hand, parseCards("7h 7c", 2), { ruleSet: DEFAULT_RULE_SET }).verdict).toBe(
      "optimal",
    );
    const twin = parseHand("6c 7d 8h 9s Tc Ah Ad");
    const g = grade(twin, parseCards("Ah 9s", 2), { ruleSet: DEFAULT_RULE_SET });
    expect(g.evLost).toBeGreaterThan(1); // a poor split ...
    expect(grade(twin, parseCards("Ad 9s", 2), { ruleSet: DEFAULT_RULE_SET }).chosen.score).toBe(
      g.chosen.score,
    ); // ... with an exact twin
  });

  it("grades by EV lost at the thresholds and calls a foul a foul", () => {
    const g = grade(hand, parseCards("Kd 3s", 2), { ruleSet: DEFAULT_RULE_SET });
    expect(g.evLost).toBeCloseTo(0.624551249 - 0.221622568, 8);
    expect(g.verdict).toBe("blunder");
    expect(grade(hand, parseCards("As JK", 2), { ruleSet: DEFAULT_RULE_SET }).verdict).toBe("foul");
    const best = g.best;
    const at = (lost: number) =>
      verdictFor({ ...best, score: best.score - 1, ev: best.ev - lost }, best);
    expect(at(GRADE_THRESHOLDS.close / 2)).toBe("close");
    expect(at(GRADE_THRESHOLDS.close)).toBe("mistake");
    expect(at(GRADE_THRESHOLDS.mistake)).toBe("blunder");
  });

  it("refuses a front that is not in the hand", () => {
    expect(() => grade(hand, parseCards("Qs 3s", 2), { ruleSet: DEFAULT_RULE_SET })).toThrow(
      /not in the hand/,
    );
    expect(() => grade(hand, parseCards("3s", 1), { ruleSet: DEFAULT_RULE_SET })).toThrow(
      /2 different cards/,
    );
  });
});
