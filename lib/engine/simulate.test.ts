import { describe, expect, it } from "vitest";
import { FORTUNE_PAYS, fortuneBonus, fortuneHouseEdge } from "./bonus";
import { createRng, deal } from "./rng";
import { DEFAULT_RULE_SET, VARIANTS } from "./rule-set";
import {
  bonusReturn,
  edge,
  emptyTally,
  mergeTally,
  playBankerRounds,
  playHouseWayVariants,
  playRounds,
} from "./simulate";

describe("simulated play against the house-way dealer", () => {
  it("tallies every round once and lands near the published house-way edge", () => {
    const t = emptyTally();
    playRounds(createRng(5), 40_000, "house-way", 0.05, t, "none", DEFAULT_RULE_SET);
    expect(t.rounds).toBe(40_000);
    expect(t.win + t.push + t.loss).toBe(40_000);
    const { mean, halfWidth } = edge(t);
    // Published: about -2.7% with pushes near 41%; 40,000 rounds give a CI of about +-0.9%.
    expect(mean).toBeGreaterThan(-0.045);
    expect(mean).toBeLessThan(-0.01);
    expect(halfWidth).toBeGreaterThan(0.005);
    expect(halfWidth).toBeLessThan(0.012);
    expect(t.push / t.rounds).toBeGreaterThan(0.38);
    expect(t.push / t.rounds).toBeLessThan(0.45);
  });

  it("plays one deal for every variant of a way exactly as playRounds plays each alone", () => {
    const plays = VARIANTS.map((variant) => ({
      variant,
      commission: variant === "cf" ? 0 : 0.05,
      tally: emptyTally(),
    }));
    playHouseWayVariants(createRng(9), 3_000, "foxwoods", plays);
    for (const { variant, commission, tally } of plays) {
      const alone = emptyTally();
      playRounds(createRng(9), 3_000, "house-way", commission, alone, "none", {
        way: "foxwoods",
        variant,
      });
      expect({ variant, ...tally }).toEqual({ variant, ...alone });
    }
    // The variants settle differently: the checks above compare three distinct tallies.
    expect(new Set(plays.map((p) => p.tally.sum)).size).toBe(3);
  });

  it("computes the mean and 95% interval of the units won", () => {
    const t = {
      ...emptyTally(),
      rounds: 4,
      win: 2,
      push: 1,
      loss: 1,
      sum: 0.9,
      sumSquares: 2 * 0.95 ** 2 + 1,
    };
    const { mean, halfWidth } = edge(t);
    expect(mean).toBeCloseTo(0.225, 12);
    const variance = (t.sumSquares - 4 * 0.225 ** 2) / 3;
    expect(halfWidth).toBeCloseTo(1.96 * Math.sqrt(variance / 4), 12);
    const merged = emptyTally();
    mergeTally(merged, t);
    mergeTally(merged, t);
    expect(merged).toMatchObject({ rounds: 8, win: 4, sum: 1.8 });
  });
});

describe("simulated banking against house-way seats (RULES.md 9)", () => {
  const bank = { seats: 1, commission: 0.05, bankCommission: 0.015 };

  it("with one seat replays the player's deals with the sides swapped, less the bank's 1.5%", () => {
    const player = emptyTally();
    playRounds(createRng(9), 20_000, "house-way", 0.05, player, "none", DEFAULT_RULE_SET);
    const banker = emptyTally();
    playBankerRounds(createRng(9), 20_000, bank, banker);
    expect([banker.win, banker.push, banker.loss]).toEqual([player.loss, player.push, player.win]);
    expect(banker.sum).toBeCloseTo(-player.sum - 0.015 * 20_000, 6);
    expect(edge(banker).mean).toBeCloseTo(-edge(player).mean - 0.015, 9);
  });

  it("settles every seat of a round and charges the commission per unit of action", () => {
    const six = emptyTally();
    playBankerRounds(createRng(3), 5_000, { ...bank, seats: 6 }, six);
    expect(six.rounds).toBe(5_000);
    expect(six.win + six.push + six.loss).toBe(30_000);
    const free = emptyTally();
    playBankerRounds(createRng(3), 5_000, { ...bank, seats: 6, bankCommission: 0 }, free);
    expect(edge(free).mean - edge(six).mean).toBeCloseTo(0.015, 9);
    // Per unit of action the bank wins each seat's loss and pays 0.95 of each seat's win.
    expect(edge(free).mean).toBeCloseTo((six.win - 0.95 * six.loss) / 30_000, 9);
    // About +1.2% expected; 5,000 six-seat rounds give a CI of about +-1.2%.
    expect(edge(six).mean).toBeGreaterThan(-0.02);
    expect(edge(six).mean).toBeLessThan(0.045);
  });

  it("refuses a seat count outside 1 to 6", () => {
    expect(() => playBankerRounds(createRng(1), 1, { ...bank, seats: 0 }, emptyTally())).toThrow(
      /seats/,
    );
    expect(() => playBankerRounds(createRng(1), 1, { ...bank, seats: 7 }, emptyTally())).toThrow(
      /seats/,
    );
  });
});

describe("simulated Fortune bonus", () => {
  it("pays each round's bonus on the learner's cards without touching the main bet", () => {
    const plain = emptyTally();
    playRounds(createRng(4), 20_000, "house-way", 0.05, plain, "none", DEFAULT_RULE_SET);
    const withBonus = emptyTally();
    playRounds(createRng(4), 20_000, "house-way", 0.05, withBonus, "fortune", DEFAULT_RULE_SET);
    expect({ ...withBonus, bonusRounds: 0, bonusSum: 0, bonusSumSquares: 0 }).toEqual(plain);
    // Replay the deals: the player's seven cards are the first seven of each round.
    const rng = createRng(4);
    let expected = 0;
    for (let n = 0; n < 20_000; n++) {
      const key = fortuneBonus(deal(rng, 14).slice(0, 7));
      expected += key === "lose" ? -1 : FORTUNE_PAYS[key];
    }
    expect(withBonus.bonusRounds).toBe(20_000);
    expect(withBonus.bonusSum).toBe(expected);
  });

  it("plays the bonus on the bank's cards when banking, and its return nears the exact edge", () => {
    const t = emptyTally();
    playBankerRounds(
      createRng(6),
      100_000,
      { seats: 1, commission: 0.05, bankCommission: 0.015, sideBet: "fortune" },
      t,
    );
    const rng = createRng(6);
    let expected = 0;
    for (let n = 0; n < 100_000; n++) {
      const key = fortuneBonus(deal(rng, 14).slice(7, 14));
      expected += key === "lose" ? -1 : FORTUNE_PAYS[key];
    }
    expect(t.bonusSum).toBe(expected);
    const { mean, halfWidth } = bonusReturn(t);
    // 100,000 hands: an interval of a few percent around the exact -7.77%, rare rows aside.
    expect(Math.abs(mean + fortuneHouseEdge())).toBeLessThan(Math.max(3 * halfWidth, 0.01));
  });
});
