import { describe, expect, it } from "vitest";
import { createRng } from "./rng";
import { edge, emptyTally, mergeTally, playRounds } from "./simulate";

describe("simulated play against the house-way dealer", () => {
  it("tallies every round once and lands near the published house-way edge", () => {
    const t = emptyTally();
    playRounds(createRng(5), 40_000, "house-way", 0.05, t);
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
