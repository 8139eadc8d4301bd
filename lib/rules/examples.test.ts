import { describe, expect, it } from "vitest";
import { formatHand, JOKER } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { HOUSE_WAY_RULES, pickExample, ruleExamples } from "./examples";

describe("house-way examples", () => {
  it.each(HOUSE_WAY_RULES)("picks a hand that rule %i sets itself", (rule) => {
    const example = ruleExamples()[rule];
    const setting = houseWay(example.hand, "seed");
    expect(setting.ruleNumber).toBe(rule);
    expect(setting.reason.sentFrom).toBeUndefined();
    // What the page shows is exactly the engine's setting.
    expect(example.reason).toEqual(setting.reason);
    expect(example.backValue).toBe(setting.backValue);
    expect(example.frontValue).toBe(setting.frontValue);
    expect([...example.front].sort()).toEqual([...setting.front].sort());
    expect([...example.back].sort()).toEqual([...setting.back].sort());
    expect(example.hand).toHaveLength(7);
    if (rule !== 1) expect(example.hand).not.toContain(JOKER);
  });

  it("picks the same hands every time, and other hands from another seed", () => {
    const again = HOUSE_WAY_RULES.map((rule) => formatHand(pickExample(rule).hand));
    expect(again).toEqual(HOUSE_WAY_RULES.map((rule) => formatHand(ruleExamples()[rule].hand)));
    expect(ruleExamples()).toBe(ruleExamples());
    expect(formatHand(pickExample(9, 1).hand)).not.toBe(formatHand(pickExample(9).hand));
  });

  it("sorts each hand highest first, the joker leading", () => {
    expect(formatHand(ruleExamples()[1].hand)).toMatch(/^JK As Ah Ad Ac /);
  });
});
