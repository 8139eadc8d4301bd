import { describe, expect, it } from "vitest";
import { DEALER_HANDS, exactEv, type SplitEv } from "@/lib/engine/ev";
import { CLASS_COUNT, classAt, classOf } from "@/lib/engine/exact/classes";
import {
  decodeTrapPool,
  drawTrapEntry,
  encodeTrapPool,
  entryAt,
} from "@/lib/engine/exact/trap-pool";
import { createRng } from "@/lib/engine/rng";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { isTrap, TRAP_MIN_GAIN, trapPool } from "./traps";

// A split's exact score as exact-edge counts it: 19 x wins - 20 x losses (5% commission).
const score = (s: SplitEv) => 19 * s.win - 20 * s.loss;

describe("the trap pool (lib/practice/trap-pool.bin)", () => {
  const pool = trapPool(DEFAULT_RULE_SET);

  it("holds every trap class of the game once, in class order, costing at least the minimum", () => {
    expect(pool.count).toBe(444_006);
    expect(pool.minCost).toBe(Math.ceil(TRAP_MIN_GAIN * 20 * DEALER_HANDS));
    let hands = 0;
    let ascending = true;
    for (let i = 0; i < pool.count; i++) {
      hands += pool.weight[i] as number;
      if (i > 0 && (pool.index[i] as number) <= (pool.index[i - 1] as number)) ascending = false;
    }
    expect(ascending).toBe(true);
    expect(pool.index[pool.count - 1]).toBeLessThan(CLASS_COUNT);
    expect(hands).toBe(9_681_630);
  });

  it("gives each of 40 seeded entries its class's weight and the exact cost exactEv finds", () => {
    const rng = createRng(25);
    for (let n = 0; n < 40; n++) {
      const i = Math.floor(rng() * pool.count);
      const cards = classAt(pool.index[i] as number);
      const result = exactEv(cards, { ruleSet: DEFAULT_RULE_SET });
      const best = result.splits[result.best] as SplitEv;
      const house = result.splits[result.houseWay] as SplitEv;
      const where = `entry ${i}, class ${pool.index[i]}`;
      expect(score(best) - score(house), where).toBe(pool.cost[i]);
      expect(classOf(cards).weight, where).toBe(pool.weight[i]);
      expect(isTrap(result), where).toBe(true);
    }
  });

  it("draws an entry with probability weight x cost", () => {
    const small = decodeTrapPool(
      encodeTrapPool(
        [
          { index: 3, weight: 2, cost: 5 }, // mass 10: points 0..9
          { index: 9, weight: 24, cost: 1 }, // mass 24: points 10..33
          { index: 40, weight: 1, cost: 6 }, // mass 6: points 34..39
        ],
        1,
      ),
    );
    expect([0, 9, 10, 33, 34, 39].map((p) => entryAt(small, p))).toEqual([0, 0, 1, 1, 2, 2]);
    const seen = [0, 0, 0];
    const rng = createRng(3);
    for (let n = 0; n < 40_000; n++) {
      const e = drawTrapEntry(small, rng);
      seen[e] = (seen[e] as number) + 1;
    }
    // Expected 10 000, 24 000, 6 000; 4 standard deviations at most.
    [10, 24, 6].forEach((mass, e) => {
      const p = mass / 40;
      expect(Math.abs((seen[e] as number) - 40_000 * p)).toBeLessThan(4 * Math.sqrt(40_000 * p));
    });
  });

  it("deals the committed pool's classes in proportion to weight x cost", () => {
    // Ten bins of equal weight x cost over the pool: each should get a tenth of the draws.
    const total = pool.cumulative[pool.count - 1] as number;
    const bins = new Array<number>(10).fill(0);
    const rng = createRng(2026);
    const draws = 50_000;
    let costSum = 0;
    for (let n = 0; n < draws; n++) {
      const e = drawTrapEntry(pool, rng);
      const before =
        (pool.cumulative[e] as number) - (pool.weight[e] as number) * (pool.cost[e] as number);
      const b = Math.min(
        9,
        Math.floor((10 * (before + (pool.cumulative[e] as number))) / 2 / total),
      );
      bins[b] = (bins[b] as number) + 1;
      costSum += pool.cost[e] as number;
    }
    const chi2 = bins.reduce((s, n) => s + (n - draws / 10) ** 2 / (draws / 10), 0);
    expect(chi2).toBeLessThan(27.9); // 9 degrees of freedom, p = 0.001
    // The mean cost of a drawn hand is the cost-weighted mean, far above the hand-weighted one.
    let wc = 0;
    let wcc = 0;
    let w = 0;
    for (let i = 0; i < pool.count; i++) {
      const wi = pool.weight[i] as number;
      const ci = pool.cost[i] as number;
      w += wi;
      wc += wi * ci;
      wcc += wi * ci * ci;
    }
    expect(costSum / draws / (wcc / wc)).toBeGreaterThan(0.97);
    expect(costSum / draws / (wcc / wc)).toBeLessThan(1.03);
    expect(wcc / wc).toBeGreaterThan(1.5 * (wc / w));
  });
});
