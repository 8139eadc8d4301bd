/**
 * A stored rule set key is read strictly (an unreadable one is an error that names it); only
 * "never chose a casino" (no key at all) becomes the default game, in one named place.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RULE_SET, RuleSetError } from "@/lib/engine";
import { ruleSetOrDefault, storedRuleSet, UnreadableRuleSetError } from "./choice";

describe("storedRuleSet (a row's key)", () => {
  it("reads every key the code writes", () => {
    expect(storedRuleSet("foxwoods/ez")).toEqual({ way: "foxwoods", variant: "ez" });
    expect(storedRuleSet("seed/standard")).toEqual(DEFAULT_RULE_SET);
  });

  it.each(["atlantis/ez", "foxwoods/zero", "foxwoods-ez", "seed/standard/extra", ""])(
    "throws on %j, naming the key, never reading it as the default",
    (key) => {
      let thrown: unknown;
      try {
        storedRuleSet(key);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(UnreadableRuleSetError);
      expect(thrown).toBeInstanceOf(RuleSetError);
      expect((thrown as UnreadableRuleSetError).key).toBe(key);
      expect((thrown as Error).message).toContain(`"${key}"`);
    },
  );
});

describe("ruleSetOrDefault (the edge: never chose a casino)", () => {
  it("resolves no key to the default game", () => {
    expect(ruleSetOrDefault(null)).toBe(DEFAULT_RULE_SET);
    expect(ruleSetOrDefault(undefined)).toBe(DEFAULT_RULE_SET);
  });

  it("reads a key strictly: an unreadable one is still an error", () => {
    expect(ruleSetOrDefault("claridge/cf")).toEqual({ way: "claridge", variant: "cf" });
    expect(() => ruleSetOrDefault("atlantis/ez")).toThrow(/"atlantis\/ez"/);
    expect(() => ruleSetOrDefault("")).toThrow(UnreadableRuleSetError);
  });
});
