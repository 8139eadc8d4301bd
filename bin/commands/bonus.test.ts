import { describe, expect, it } from "vitest";
import { paiGowCount } from "../../lib/engine/emperors-challenge";
import { UsageError } from "../cli-support";
import { sideBetReport } from "./bonus";

const lines = (text: string) => text.trimEnd().split("\n");

describe("paigow bonus --list / --table", () => {
  it("lists the player-hand bets as NAME<TAB>HOUSE-EDGE without a rule set", () => {
    const out = lines(sideBetReport({ list: true }));
    for (const line of out) expect(line).toMatch(/^[a-z0-9+-]+\t-?\d\.\d{6}$/);
    expect(out).toContain("fortune-8000\t0.077656");
    expect(out).toContain("emperors-challenge\t0.041714");
    expect(out).toContain("fortune-5000+envy-5\t0.032352");
    expect(out.filter((l) => l.includes("+envy-"))).toHaveLength(10);
    expect(out.some((l) => l.startsWith("tiger-9") || l.startsWith("queens-dragon"))).toBe(false);
  });

  it("adds the dealer-hand bet of the named game only: Tiger 9 under trump-plaza/cf", () => {
    const out = lines(sideBetReport({ list: true, way: "trump-plaza", variant: "cf" }));
    // 3,853,596 nine-high dealer fronts in 154,143,080 hands (0.025000; the Wizard of Odds
    // prints 0.025007 for its reading of the Trump Plaza way): 1 - 31 x p.
    expect(out).toContain("tiger-9\t0.224996");
    expect(out.some((l) => l.startsWith("queens-dragon"))).toBe(false);
    const table = lines(sideBetReport({ table: "tiger-9", way: "trump-plaza", variant: "cf" }));
    expect(table).toContain("tiger-9\t30\t3853596");
    expect(table).toContain("rule-set\ttrump-plaza/cf");
    expect(table.at(-1)).toBe("house-edge\t0.224996");
    // Same way, the EZ game (the pass is cached per way): a queen-high dealer back is exactly a
    // queen-high pai gow hand, 2,719,500 of them, counted apart by paiGowCount.
    expect(paiGowCount(10)).toBe(2_719_500);
    const ez = lines(sideBetReport({ table: "queens-dragon", way: "trump-plaza", variant: "ez" }));
    expect(ez).toContain("queens-dragon\t50\t2719500");
    expect(ez.at(-1)).toBe("house-edge\t0.100222");
  }, 120_000);

  it("prints Emperor's Challenge's table with the published counts", () => {
    const table = lines(sideBetReport({ table: "emperors-challenge" }));
    expect(table).toContain("pai-gow-9\t40\t31080");
    expect(table).toContain("pai-gow-10\t5\t248640");
    expect(table).toContain("pai-gow-j\t2\t963480");
    expect(table).toContain("hands\t154143080");
    expect(table.at(-1)).toBe("house-edge\t0.041714");
    expect(table.find((l) => l.startsWith("source\t"))).toMatch(/https?:\/\//);
  });

  it("refuses bad input with a one-line usage error", () => {
    const bad: [Record<string, string | boolean>, RegExp][] = [
      [{ table: "nope" }, /unknown side bet "nope"/],
      [{ table: "tiger-9" }, /dealer's hand: name the game with --way W --variant cf/],
      [{ table: "tiger-9", way: "seed", variant: "standard" }, /only in the cf game/],
      [{ table: "queens-dragon", way: "seed", variant: "cf" }, /only in the ez game/],
      [{ list: true, way: "seed" }, /both --way W \(or --way-file FILE\) and --variant V/],
      [{ list: true, way: "custom-0123456789abcdef", variant: "cf" }, /or --way-file FILE/],
      [{ list: true, way: "nope", variant: "cf" }, /unknown house way "nope"/],
      [{ list: true, table: "fortune-8000" }, /not both/],
    ];
    for (const [flags, message] of bad) {
      let error: unknown;
      try {
        sideBetReport(flags);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(flags)).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(message);
      expect(
        error instanceof UsageError || (error as Error).constructor.name === "RuleSetError",
      ).toBe(true);
    }
  });
});
