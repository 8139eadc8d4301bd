import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSummary } from "@/lib/engine/exact/summary";
import { ALL_RULE_SETS, ruleSetKey } from "@/lib/engine/rule-set";
import { STRATEGY_RULES } from "@/lib/engine/strategy";
import { type CasinoStrategyFigures, casinoStrategyFigures, summaryPath } from "./casino-strategy";
import data from "./strategy-casino-data.json";

const root = process.cwd();
const summaryOf = (rs: (typeof ALL_RULE_SETS)[number]) =>
  parseSummary(readFileSync(path.join(root, summaryPath(rs)), "utf8"));
const stored = (data as { ruleSets: CasinoStrategyFigures[] }).ruleSets;
// Rule sets whose exact game is committed; the others are "not computed yet" and have no figures.
const COMPUTED = ALL_RULE_SETS.filter((rs) => existsSync(path.join(root, summaryPath(rs))));

describe("strategy-casino-data.json", () => {
  it("holds every rule set whose exact game is committed, in ALL_RULE_SETS order", () => {
    expect(stored.map((r) => r.key)).toEqual(COMPUTED.map(ruleSetKey));
    // The first five ways' games are always committed.
    expect(COMPUTED.length).toBeGreaterThanOrEqual(15);
  });

  it.each(COMPUTED.map((rs) => [ruleSetKey(rs), rs] as const))(
    "%s equals its committed summary (rerun scripts/strategy-casino-data.ts when not)",
    (key, rs) => {
      const summary = summaryOf(rs);
      const figures = stored.find((r) => r.key === key) as CasinoStrategyFigures;
      expect(figures).toEqual(casinoStrategyFigures(rs, summary));
      // Read straight from the summary's lines, not through the function under test.
      expect(figures.houseWay).toBe(Number(summary.get("house-way")));
      expect(figures.optimal).toBe(Number(summary.get("optimal")));
      expect(figures.trainer).toBe(Number(summary.get("trainer")));
      expect(figures.trainerShare).toBe(Number(summary.get("trainer-share")));
      expect(figures.houseWayPush).toBe(Number(summary.get("house-way-push")));
      const notHolding = STRATEGY_RULES.map((r) => r.key).filter(
        (k) => Number(summary.get(`trainer-rule:${k}:gain-units`)) <= 0,
      );
      expect(figures.notHolding).toEqual(notHolding);
    },
  );

  it("names the trainer's rules that do not hold at Foxwoods, and none in the seed's game", () => {
    const of = (key: string) => stored.find((r) => r.key === key) as CasinoStrategyFigures;
    expect(of("seed/standard").notHolding).toEqual([]);
    expect(of("foxwoods/standard").notHolding).toContain("S3");
    expect(of("foxwoods/standard").rules.find((r) => r.key === "S3")?.gain).toBeLessThan(0);
  });
});
