import { describe, expect, it } from "vitest";
import { FORTUNE_COUNTS, FORTUNE_KEYS, fortuneHouseEdge } from "./bonus";
import { type Card, JOKER } from "./cards";
import { dealerPushCountsOf } from "./dealer-push-counts";
import { EMPERORS_CHALLENGE, emperorsLines, paiGowCount } from "./emperors-challenge";
import { ENVY_SCHEDULES } from "./envy";
import { bestOfSeven } from "./evaluate";
import { rankMultisets } from "./exact/classes";
import { FORTUNE_TABLES } from "./fortune-tables";
import { houseWay } from "./house-way";
import { dealerPushes } from "./rule-set";
import { formatFraction, toNumber } from "./side-bet-edge";
import { listSideBets, SideBetError, sideBet } from "./side-bets";
import { categoryOf, HIGH, nibble } from "./values";

const HANDS = 154_143_080;

describe("Emperor's Challenge (RULES.md 13.2)", () => {
  it("counts the published pai gow hands: 9-high 31,080, 10-high 248,640, J-high 963,480", () => {
    expect(paiGowCount(7)).toBe(31_080);
    expect(paiGowCount(8)).toBe(248_640);
    expect(paiGowCount(9)).toBe(963_480);
  });

  it.each([7, 8])(
    "counts the pai gow hands with top rank %i as the evaluator does, hand by hand",
    (top) => {
      // Every hand of seven distinct ranks up to `top`, holding `top`: the only hands that can be
      // `top`-high pai gow (a pair is no pai gow; with the joker the top card is an ace).
      let found = 0;
      const ranks: number[] = [];
      const pickRanks = (from: number): void => {
        if (ranks.length === 6) {
          const hand: Card[] = new Array(7).fill(0);
          const all = [...ranks, top];
          for (let suits = 0; suits < 4 ** 7; suits++) {
            for (let k = 0; k < 7; k++) hand[k] = (all[k] as number) * 4 + ((suits >> (2 * k)) & 3);
            const v = bestOfSeven(hand).value;
            if (categoryOf(v) === HIGH && nibble(v, 0) === top) found++;
          }
          return;
        }
        for (let r = from; r < top; r++) {
          ranks.push(r);
          pickRanks(r + 1);
          ranks.pop();
        }
      };
      pickRanks(0);
      expect(found).toBe(paiGowCount(top));
    },
    60_000,
  );

  it("has the Wizard of Odds' lines and player return -0.041714", () => {
    const lines = emperorsLines();
    const count = (key: string) => lines.find((l) => l.key === key)?.count;
    expect(count("royal-flush")).toBe(26_092); // the royal plus royal match is paid as a royal here
    const losers = HANDS - lines.reduce((s, l) => s + l.count, 0);
    expect(losers).toBe(123_312_996);
    // Independent sum in floating point, line by line as the published table does.
    const ret = lines.reduce((s, l) => s + (l.count * l.pays) / HANDS, 0) - losers / HANDS;
    expect(ret).toBeCloseTo(-0.041714, 6);
    const bet = sideBet(EMPERORS_CHALLENGE.name);
    expect(formatFraction(bet.edge)).toBe("0.041714");
  });
});

describe("Fortune pay tables", () => {
  it("pay no more down section 10's rows, so the best row is the best-paying one", () => {
    for (const t of FORTUNE_TABLES) {
      const pays = FORTUNE_KEYS.map((k) => t.pays[k]);
      for (let i = 1; i < pays.length; i++)
        expect(pays[i] as number, `${t.name} ${FORTUNE_KEYS[i]}`).toBeLessThanOrEqual(
          pays[i - 1] as number,
        );
    }
  });

  it("keeps today's table as fortune-8000 with bonus.ts's edge", () => {
    expect(toNumber(sideBet("fortune-8000").edge)).toBeCloseTo(fortuneHouseEdge(), 12);
  });

  it("gives the 5000-to-1 table the published 7.8% edge, from an independent sum", () => {
    const pays: Record<string, number> = {
      "sf7-natural": 5000,
      "royal-plus-match": 2000,
      "sf7-joker": 1000,
      "five-aces": 400,
      "royal-flush": 150,
      "straight-flush": 50,
      quads: 25,
      "full-house": 5,
      flush: 4,
      trips: 3,
      straight: 2,
    };
    let ret = -FORTUNE_COUNTS.lose / HANDS;
    for (const [k, p] of Object.entries(pays))
      ret += (FORTUNE_COUNTS[k as keyof typeof FORTUNE_COUNTS] * p) / HANDS;
    const edge = toNumber(sideBet("fortune-5000").edge);
    expect(edge).toBeCloseTo(-ret, 12);
    expect(edge).toBeCloseTo(0.078, 3);
  });
});

describe("Envy (exact by linearity)", () => {
  it("lowers the edge by each other player's expected amount per 5 units, N times", () => {
    for (const schedule of ENVY_SCHEDULES) {
      const base = toNumber(sideBet(schedule.fortuneTable).edge);
      let perHand = 0;
      for (const [k, a] of Object.entries(schedule.amounts))
        perHand += (FORTUNE_COUNTS[k as keyof typeof FORTUNE_COUNTS] * (a as number)) / HANDS;
      for (let n = 1; n <= 5; n++)
        expect(toNumber(sideBet(`${schedule.fortuneTable}+envy-${n}`).edge)).toBeCloseTo(
          base - (n * perHand) / 5,
          12,
        );
    }
    // Grochowski (Casino City Times, 2015) for the 5000 table: each other player takes 0.92% off.
    const drop =
      toNumber(sideBet("fortune-5000").edge) - toNumber(sideBet("fortune-5000+envy-1").edge);
    expect(drop).toBeCloseTo(0.0092, 4);
  });
});

describe("the dealer-hand bets", () => {
  it("count the dealer's push hands class by class as the checked house way does hand by hand", () => {
    // Multisets with a nine-high or queen-high setting in reach, and some with the joker.
    const all = rankMultisets();
    const picked: number[] = [];
    all.forEach((ms, i) => {
      const distinct = ms.counts.every((n) => n <= 1);
      const top = ms.counts.lastIndexOf(1);
      if (distinct && !ms.joker && (top === 10 || top === 8) && i % 7 === 0) picked.push(i);
      if (ms.joker && ms.counts[7] === 1 && ms.counts[10] === 1 && i % 211 === 0) picked.push(i);
    });
    expect(picked.length).toBeGreaterThan(4);
    let nine = 0;
    let queen = 0;
    for (const way of ["trump-plaza", "foxwoods"] as const)
      for (const i of picked.slice(0, 6)) {
        const ms = all[i] as (typeof all)[number];
        const fast = dealerPushCountsOf(way, i, i + 1);
        const slow = { queenHighBack: 0, nineHighFront: 0, hands: 0 };
        // Every hand of the multiset: each rank's cards over its suit choices.
        const ranks = ms.counts.flatMap((n, r) => (n ? [[r, n] as const] : []));
        const hand: Card[] = [];
        const walk = (d: number): void => {
          if (d === ranks.length) {
            const h = ms.joker ? [...hand, JOKER] : [...hand];
            const s = houseWay(h, way);
            slow.hands++;
            if (dealerPushes("ez", s.backValue, s.frontValue)) slow.queenHighBack++;
            if (dealerPushes("cf", s.backValue, s.frontValue)) slow.nineHighFront++;
            return;
          }
          const [r, n] = ranks[d] as readonly [number, number];
          for (let m = 0; m < 16; m++) {
            let bits = 0;
            for (let x = m; x; x &= x - 1) bits++;
            if (bits !== n) continue;
            for (let s = 0; s < 4; s++) if (m & (1 << s)) hand.push(r * 4 + s);
            walk(d + 1);
            hand.length -= n;
          }
        };
        walk(0);
        expect(fast, `${way} multiset ${i}`).toEqual(slow);
        nine += slow.nineHighFront;
        queen += slow.queenHighBack;
      }
    expect(nine).toBeGreaterThan(0); // the sample holds push hands of both kinds
    expect(queen).toBeGreaterThan(0);
  }, 120_000);

  it("exist only on their variant and need a rule set", () => {
    expect(() => sideBet("tiger-9")).toThrow(SideBetError);
    expect(() => sideBet("tiger-9", { way: "seed", variant: "ez" })).toThrow(/only in the cf game/);
    expect(() => sideBet("nope")).toThrow(/unknown side bet "nope"/);
    const names = listSideBets({ way: "seed", variant: "standard" }).map((b) => b.name);
    expect(names).not.toContain("tiger-9");
    expect(names).not.toContain("queens-dragon");
  });
});
