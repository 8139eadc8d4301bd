import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSummary } from "@/lib/engine/exact/summary";
import { splitIndex } from "@/lib/engine/splits";
import { STRATEGY_RULES, trainerWay } from "@/lib/engine/strategy";
import { departs } from "./departs";
import { type StrategyPageData, strategyFigures } from "./strategy-figures";
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

  it("quotes the exact figures of the committed whole-game summary (paigow exact-edge)", () => {
    const summary = parseSummary(
      readFileSync(new URL("../../data-exact/summary.tsv", import.meta.url), "utf8"),
    );
    expect(page.figures).toEqual(strategyFigures(summary));
    expect(page.figures.hands).toBe(154_143_080);
    expect(page.figures.classes).toBe(6_972_147);
    // Every hand is set by one rule or by the house way.
    const fires = page.figures.rules.reduce((s, r) => s + r.fires, 0);
    expect(fires + Number(summary.get("trainer-rule:HW:hands"))).toBe(page.figures.hands);
    for (const r of page.figures.rules) expect(r.departs).toBeLessThanOrEqual(r.fires);
    expect(page.figures.edges.optimal).toBeGreaterThan(page.figures.edges.trainer);
    expect(page.figures.edges.trainer).toBeGreaterThan(page.figures.edges.houseWay);
  });
});
