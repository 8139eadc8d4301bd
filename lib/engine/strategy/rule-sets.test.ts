/**
 * A rule set's own trainer's way (rule-sets.ts): rules as data in the derivation's words, set
 * by the first that applies, else by the rule set's own house way; the seed's rule set keeps
 * rules.ts. The shares in the files are measured by scripts/derive-strategy.ts, which also
 * checks that this reading of a file gains exactly what its search counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseHand } from "../cards";
import { eval2, evalBack } from "../evaluate";
import { houseWay } from "../house-way";
import { createRng, deal } from "../rng";
import { DEFAULT_RULE_SET } from "../rule-set";
import { isFoul } from "../values";
import { HOUSE_WAY_RULE, trainerFront } from ".";
import { packFront } from "./hand";
import {
  EXAMPLE_SEED,
  frontOfList,
  ownRuleExamplesOf,
  ownTrainerPercent,
  RULE_SETS_WITH_OWN_LIST,
  type RuleSetStrategyFile,
  ruleSetStrategy,
  ruleSetStrategyOf,
  searchOwnRuleExamples,
  trainerFrontFor,
  trainerWayFor,
} from "./rule-sets";
import { compileRule, type RuleData } from "./vocabulary";

// Every file on disk, so a file the engine does not import (rule-sets.ts FILES) is caught.
const DIR = path.join(import.meta.dirname, "rule-sets");
const RULE_SET_FILES = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(path.join(DIR, f), "utf8")) as RuleSetStrategyFile);

const keepWithAce: RuleData = {
  key: "R1",
  rule: "twoPairs, top single: ace, high pair <= Q -> both pairs behind, two highest singles in front",
  shape: "twoPairs",
  made: "any",
  top: "ace",
  when: [{ feature: "high pair", op: "le", rank: "Q" }],
  action: "both pairs behind, two highest singles in front",
};
const list = (rules: RuleData[]): RuleSetStrategyFile => ({
  way: "foxwoods",
  variant: "cf",
  derivedFrom: "test",
  sharePercent: "0.00",
  optimalGainPer1000: "0.000",
  gainPer1000: "0.000000",
  rules,
  examples: {},
});

/** The front's two ranks and the back, as text, of a packed front. */
const setting = (hand: string, front: number) => {
  const cards = parseHand(hand);
  const i = front & 7;
  const j = (front >> 3) & 7;
  return [evalBack(cards, i, j), eval2(cards[i] as number, cards[j] as number)];
};

describe("a rule set's own trainer's way", () => {
  it("plays a rule's action where all its conditions hold", () => {
    const s = ruleSetStrategyOf(list([keepWithAce]));
    // Queens and fives with an ace: both pairs behind, ace and king in front.
    const hand = "Qh Qd 5c 5s Ad Kc 2h";
    const t = frontOfList(parseHand(hand), s);
    expect(t.rule).toBe("R1");
    const cards = parseHand(hand);
    expect(setting(hand, t.front)).toEqual([
      evalBack(cards, 4, 5),
      eval2(cards[4] as number, cards[5] as number),
    ]);
  });

  it("falls back to the rule set's own house way when no rule applies", () => {
    const s = ruleSetStrategyOf(list([keepWithAce]));
    // Kings are above the threshold; no ace: two cases for the house way.
    for (const hand of ["Kh Kd 5c 5s Ad Qc 2h", "Qh Qd 5c 5s Jd 9c 2h"]) {
      const t = frontOfList(parseHand(hand), s);
      const hw = houseWay(parseHand(hand), "foxwoods");
      expect([hand, t.rule]).toEqual([hand, HOUSE_WAY_RULE]);
      expect(setting(hand, t.front)).toEqual([hw.backValue, hw.frontValue]);
    }
  });

  it("refuses a file with an unknown word, naming the rule and the word", () => {
    expect(() => compileRule({ ...keepWithAce, action: "split the aces" })).toThrow(
      'rule R1: unknown action "split the aces" for twoPairs',
    );
    expect(() =>
      compileRule({ ...keepWithAce, when: [{ feature: "high pair", op: "le", rank: "1" }] }),
    ).toThrow('rule R1: unknown rank "1"');
    expect(() => compileRule({ ...keepWithAce, shape: "quads" as never })).toThrow(
      'rule R1: unknown shape "quads"',
    );
  });

  it("keeps the seed's list for the seed's rule set and for rule sets without a file", () => {
    expect(ruleSetStrategy(DEFAULT_RULE_SET)).toBeNull();
    const rng = createRng(52);
    for (let n = 0; n < 2000; n++) {
      const hand = deal(rng);
      const t = trainerFront(hand);
      expect(trainerFrontFor(hand, DEFAULT_RULE_SET).front).toBe(t.front);
    }
  });

  it.each(RULE_SETS_WITH_OWN_LIST.map((rs) => [`${rs.way}-${rs.variant}`, rs] as const))(
    "%s: its list loads, never fouls and falls back to its own house way",
    (_, rs) => {
      const s = ruleSetStrategy(rs);
      expect(s?.rules.length).toBeLessThanOrEqual(10);
      const rng = createRng(7);
      for (let n = 0; n < 5000; n++) {
        const hand = deal(rng);
        const t = trainerFrontFor(hand, rs);
        const i = t.front & 7;
        const j = (t.front >> 3) & 7;
        const back = evalBack(hand, i, j);
        const front = eval2(hand[i] as number, hand[j] as number);
        const hw = houseWay(hand, rs.way);
        expect(isFoul(back, front)).toBe(false);
        if (t.rule === HOUSE_WAY_RULE) expect([back, front]).toEqual([hw.backValue, hw.frontValue]);
        else expect(packFront(i, j)).toBe(t.front);
      }
    },
  );
});

describe("the strategy page's examples of a rule set's own rules", () => {
  it("the engine reads every list file there is", () => {
    const key = (r: { way: string; variant: string }) => `${r.way}/${r.variant}`;
    expect(RULE_SETS_WITH_OWN_LIST.map(key).sort()).toEqual(RULE_SET_FILES.map(key).sort());
  });

  it("one stored hand per rule, set by that rule (the first that applies) unlike the house way", () => {
    for (const rs of RULE_SETS_WITH_OWN_LIST) {
      const own = ruleSetStrategy(rs);
      const examples = ownRuleExamplesOf(rs);
      const keys = (own?.rules ?? []).map((r) => r.key);
      // A rule may keep the house way's setting where a later rule would not (an exception:
      // Trump Plaza's R5, R6 and R9 keep a straight or a pair where its dealer does, ahead of
      // R10); it has no example (none in the 3M hands searched) and no drill. Such a rule
      // never sets a hand unlike the house way in 100,000 other hands either.
      const keeping = keys.filter((k) => !(k in examples));
      expect(keys.length - keeping.length).toBeGreaterThanOrEqual(7);
      const rng = createRng(7);
      for (let n = 0; n < 100_000 && keeping.length > 0 && own; n++) {
        const hand = deal(rng, 7);
        const t = trainerWayFor(hand, rs);
        if (!keeping.includes(t.rule)) continue;
        const hw = houseWay(hand, rs.way);
        expect([t.backValue, t.frontValue]).toEqual([hw.backValue, hw.frontValue]);
      }
      for (const [key, hand] of Object.entries(examples)) {
        const t = trainerWayFor(hand, rs);
        expect(t.rule).toBe(key);
        expect(t.own?.key).toBe(key);
        const hw = houseWay(hand, rs.way);
        expect([t.backValue, t.frontValue]).not.toEqual([hw.backValue, hw.frontValue]);
      }
    }
  });

  it("are the search's: the first 20,000 of its hands find the same examples", () => {
    for (const file of RULE_SET_FILES) {
      const found = searchOwnRuleExamples(ruleSetStrategyOf(file), createRng(EXAMPLE_SEED), 20_000);
      expect(Object.keys(found).length).toBeGreaterThanOrEqual(3);
      for (const [rule, text] of Object.entries(found)) expect(file.examples[rule]).toBe(text);
    }
  });
});

describe("a rule set's own list's EV beside its house way", () => {
  it("is the house way plus the measured gain, and unknown without one", () => {
    expect(ownTrainerPercent({ gainPer1000: "1.661797" }, -2.723)).toBeCloseTo(-2.5568203, 12);
    expect(ownTrainerPercent({ gainPer1000: null }, -2.723)).toBeNull();
    // A file measured before gainPer1000 was written has none; its share stays.
    for (const rs of RULE_SETS_WITH_OWN_LIST) {
      const own = ruleSetStrategy(rs);
      const file = RULE_SET_FILES.find(
        (f) => f.way === rs.way && f.variant === rs.variant,
      ) as RuleSetStrategyFile;
      expect(own?.gainPer1000).toBe(file.gainPer1000 ?? null);
      if (own?.gainPer1000 == null) continue;
      // The share is rounded to 0.01 points, the optimal gain to 0.001 units per 1,000 hands.
      const share = (100 * Number(own.gainPer1000)) / Number(file.optimalGainPer1000);
      expect(Math.abs(share - Number(own.sharePercent))).toBeLessThan(0.06);
    }
  });
});
