import { describe, expect, it } from "vitest";
import { houseWay } from "@/lib/engine/house-way";
import { createRng } from "@/lib/engine/rng";
import type { RuleSet } from "@/lib/engine/rule-set";
import { HOUSE_WAY_RULE, trainerWay } from "@/lib/engine/strategy";
import { ruleSetStrategy, trainerWayFor } from "@/lib/engine/strategy/rule-sets";
import { BEAT_RULES, beatRulesFor, dealBeat, isBeatRuleKey } from "./beat";

const SEED: RuleSet = { way: "seed", variant: "standard" };
/** A rule set with a list of its own (lib/engine/strategy/rule-sets/foxwoods-standard.json). */
const FOXWOODS: RuleSet = { way: "foxwoods", variant: "standard" };

const differs = (hand: number[]) => {
  const t = trainerWay(hand);
  const h = houseWay(hand, "seed");
  return t.backValue !== h.backValue || t.frontValue !== h.frontValue;
};

/** Against Foxwoods' own dealer, by Foxwoods' own list. */
const differsAtFoxwoods = (hand: number[]) => {
  const t = trainerWayFor(hand, FOXWOODS);
  const h = houseWay(hand, "foxwoods");
  return t.backValue !== h.backValue || t.frontValue !== h.frontValue;
};

describe("dealBeat under the seed's list", () => {
  it("deals only hands the trainer's way sets differently from the house way", () => {
    const rng = createRng(11);
    for (let n = 0; n < 50; n++) {
      const hand = dealBeat(rng, null, SEED);
      expect(differs(hand)).toBe(true);
      expect(trainerWay(hand).rule).not.toBe(HOUSE_WAY_RULE);
    }
  });

  it.each(BEAT_RULES)("deals hands of rule %s only when asked for it", (rule) => {
    const rng = createRng(12);
    for (let n = 0; n < 10; n++) {
      const hand = dealBeat(rng, rule, SEED);
      expect(trainerWay(hand).rule).toBe(rule);
      expect(differs(hand)).toBe(true);
    }
  });

  it("gives up with an error instead of looping when no hand qualifies", () => {
    expect(() => dealBeat(createRng(1), "no-such-rule", SEED, 1000)).toThrow(/unknown rule/);
    expect(() => dealBeat(createRng(1), BEAT_RULES[0] ?? "", SEED, 1)).toThrow(/no hand/);
  });
});

describe("dealBeat under a casino's own list", () => {
  const own = ruleSetStrategy(FOXWOODS);
  const keys = beatRulesFor(FOXWOODS);

  it("offers that list's rules, not the seed's", () => {
    expect(own).not.toBeNull();
    expect(keys).toEqual(own?.rules.map((r) => r.key));
    expect(keys.some((k) => BEAT_RULES.includes(k))).toBe(false);
    expect(beatRulesFor(SEED)).toEqual(BEAT_RULES);
    // A casino without a list of its own drills the seed's rules, as before.
    expect(beatRulesFor({ way: "dealer-school", variant: "ez" })).toEqual(BEAT_RULES);
  });

  it("deals hands the list sets unlike that casino's house way", () => {
    const rng = createRng(21);
    for (let n = 0; n < 40; n++) {
      const hand = dealBeat(rng, null, FOXWOODS);
      expect(trainerWayFor(hand, FOXWOODS).rule).not.toBe(HOUSE_WAY_RULE);
      expect(differsAtFoxwoods(hand)).toBe(true);
    }
  });

  it("deals hands of each rule only when asked for it", () => {
    const rng = createRng(22);
    for (const rule of keys) {
      for (let n = 0; n < 3; n++) {
        const hand = dealBeat(rng, rule, FOXWOODS);
        expect(trainerWayFor(hand, FOXWOODS).rule).toBe(rule);
        expect(differsAtFoxwoods(hand)).toBe(true);
      }
    }
  });

  it("refuses a rule of the seed's list", () => {
    expect(() => dealBeat(createRng(1), BEAT_RULES[0] ?? "", FOXWOODS)).toThrow(/unknown rule/);
  });
});

describe("isBeatRuleKey", () => {
  it("takes the form of any list's keys and nothing else", () => {
    expect(BEAT_RULES.every(isBeatRuleKey)).toBe(true);
    expect(["R1", "R10", "S10"].every(isBeatRuleKey)).toBe(true);
    for (const bad of ["HW", "R0", "R123", "r1", "S1 ", 3, null])
      expect(isBeatRuleKey(bad)).toBe(false);
  });
});
