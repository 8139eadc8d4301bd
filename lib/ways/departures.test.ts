import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSummary, wayDocument } from "@/lib/engine";
import { CASINO_RULES } from "@/lib/engine/ways/shared";
import { departuresByHandType, gainingHandTypes, handTypeOfLabel } from "./departures";
import { exactRun } from "./exact-run";

/** A committed summary (the whole game, exact) as the run's figures are: numbers by key. */
function summary(dir: string): Record<string, number> {
  const text = readFileSync(`data-exact/${dir}/summary.tsv`, "utf8");
  return Object.fromEntries([...parseSummary(text)].map(([k, v]) => [k, Number(v)]));
}

describe("departures by hand type", () => {
  it("names a hand type for every rule of every way, and the rule that decided a straight's hand", () => {
    for (const rule of CASINO_RULES) {
      expect(() => handTypeOfLabel(rule)).not.toThrow();
      expect(() => handTypeOfLabel(`straight>${rule}`)).not.toThrow();
    }
    expect(handTypeOfLabel("two-pair:split")).toBe("two-pair");
    expect(handTypeOfLabel("quads+trips")).toBe("quads-pair");
    expect(handTypeOfLabel("straight>full-house")).toBe("full-house");
    expect(handTypeOfLabel("straight:ace-in-front")).toBe("straights");
    expect(() => handTypeOfLabel("no-such-rule")).toThrow(/no hand type/);
  });

  it("adds up to the whole game's figures (Foxwoods' committed exact summary)", () => {
    const f = summary("foxwoods-standard");
    const all = departuresByHandType(f);
    if (!all) throw new Error("the summary has rule lines");
    expect(all.reduce((s, d) => s + d.share, 0)).toBeCloseTo(1, 12);
    // The hand types' gains are the whole game's optimal gain (points of the bet = per 100).
    const gain = all.reduce((s, d) => s + d.gainPer1000, 0);
    expect(gain).toBeCloseTo((f["optimal-gain-points"] ?? 0) * 10, 2);
    const hw = all.reduce((s, d) => s + d.houseWay * d.share, 0);
    expect(hw).toBeCloseTo(f["house-way"] ?? 0, 4);
    // Most gained first; a type where the best play never departs is left out of the rows.
    const rows = gainingHandTypes(all);
    expect(rows.length).toBeGreaterThan(3);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]?.gainPer1000).toBeGreaterThanOrEqual(rows[i]?.gainPer1000 ?? 0);
    expect(rows.every((d) => d.optimal > d.houseWay)).toBe(true);
    expect(new Set(all.map((d) => d.type)).size).toBe(all.length);
  });

  it("comes from an own way's background run, which keeps each rule's lines", () => {
    const run = exactRun(wayDocument("foxwoods"), { multisets: 10 });
    const all = departuresByHandType(run.byVariant.cf);
    expect(all?.length).toBeGreaterThan(0);
    expect(all?.reduce((s, d) => s + d.share, 0)).toBeCloseTo(1, 12);
    // A run stored before the rule lines were kept has none: the page says so.
    expect(departuresByHandType({ "house-way": -2.5, optimal: -2.3 })).toBeNull();
  });
});
