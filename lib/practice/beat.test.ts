import { describe, expect, it } from "vitest";
import { houseWay } from "@/lib/engine/house-way";
import { createRng } from "@/lib/engine/rng";
import { HOUSE_WAY_RULE, trainerWay } from "@/lib/engine/strategy";
import { BEAT_RULES, dealBeat, isBeatRule } from "./beat";

const differs = (hand: number[]) => {
  const t = trainerWay(hand);
  const h = houseWay(hand, "seed");
  return t.backValue !== h.backValue || t.frontValue !== h.frontValue;
};

describe("dealBeat", () => {
  it("deals only hands the trainer's way sets differently from the house way", () => {
    const rng = createRng(11);
    for (let n = 0; n < 50; n++) {
      const hand = dealBeat(rng, null);
      expect(differs(hand)).toBe(true);
      expect(trainerWay(hand).rule).not.toBe(HOUSE_WAY_RULE);
    }
  });

  it.each(BEAT_RULES)("deals hands of rule %s only when asked for it", (rule) => {
    const rng = createRng(12);
    for (let n = 0; n < 10; n++) {
      const hand = dealBeat(rng, rule);
      expect(trainerWay(hand).rule).toBe(rule);
      expect(differs(hand)).toBe(true);
    }
  });

  it("gives up with an error instead of looping when no hand qualifies", () => {
    expect(() => dealBeat(createRng(1), "no-such-rule", 1000)).toThrow(/no hand/);
    expect(() => dealBeat(createRng(1), BEAT_RULES[0] ?? "", 1)).toThrow(/no hand/);
  });

  it("knows the rule keys and nothing else", () => {
    expect(BEAT_RULES.every(isBeatRule)).toBe(true);
    expect(isBeatRule("HW")).toBe(false);
    expect(isBeatRule(3)).toBe(false);
  });
});
