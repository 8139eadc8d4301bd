import { describe, expect, it } from "vitest";
import { houseWay } from "@/lib/engine/house-way";
import { createRng, deal } from "@/lib/engine/rng";
import { splitIndex } from "@/lib/engine/splits";
import { STRATEGY_RULES, trainerWay } from "@/lib/engine/strategy";
import { departs } from "./departs";
import { FIGURES_SAMPLE, type StrategyPageData } from "./strategy-figures";
import data from "./strategy-page-data.json";

const page = data as StrategyPageData;

describe("the Strategy page's data (rerun `npm run strategy:page-data` when these fail)", () => {
  it("names the engine's rules in the engine's order", () => {
    expect(page.rules).toEqual(STRATEGY_RULES.map((r) => r.key));
  });

  it("shows for each rule a hand that the rule sets, unlike the house way", () => {
    for (const example of page.examples) {
      const t = trainerWay(example.hand);
      expect(t.rule, example.key).toBe(example.key);
      expect(departs(example.hand).departs, example.key).toBe(true);
      expect(splitIndex(t.frontIndex[0], t.frontIndex[1])).toBe(example.trainer);
      expect(example.trainerSplit.ev).toBeGreaterThan(example.houseWaySplit.ev);
    }
  });

  it("counts how often each rule sets and departs as the engine does on the same sample", () => {
    const rng = createRng(FIGURES_SAMPLE.seed);
    const counted = new Map(STRATEGY_RULES.map((r) => [r.key, { fires: 0, departs: 0 }]));
    for (let n = 0; n < FIGURES_SAMPLE.hands; n++) {
      const hand = deal(rng, 7);
      const t = trainerWay(hand);
      const row = counted.get(t.rule);
      if (!row) continue;
      row.fires++;
      const h = houseWay(hand);
      if (t.backValue !== h.backValue || t.frontValue !== h.frontValue) row.departs++;
    }
    expect(page.figures.hands).toBe(FIGURES_SAMPLE.hands);
    expect(
      page.figures.rules.map((r) => ({ key: r.key, fires: r.fires, departs: r.departs })),
    ).toEqual([...counted].map(([key, c]) => ({ key, ...c })));
  });
});
