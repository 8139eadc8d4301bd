import { describe, expect, it } from "vitest";
import { formatCard, parseHand } from "@/lib/engine/cards";
import { createRng, deal } from "@/lib/engine/rng";
import { HOUSE_WAY_RULE, STRATEGY_RULES, trainerWay } from "@/lib/engine/strategy";
import type { StrategyPageData } from "./strategy-figures";
import data from "./strategy-page-data.json";
import { handGroup, sortedHand, strategyPath } from "./strategy-path";

const page = data as StrategyPageData;
const path = strategyPath(
  STRATEGY_RULES.map((r) => r.key),
  page.figures,
  page.examples,
);

describe("the decision path", () => {
  it("lists every rule once: in a group, or as the same as the house way", () => {
    const listed = [...path.groups.flatMap((g) => g.rules), ...path.same].map((r) => r.key);
    expect([...listed].sort()).toEqual(STRATEGY_RULES.map((r) => r.key).sort());
  });

  it("puts the most valuable group first and keeps the engine's order inside each group", () => {
    const worth = path.groups.map((g) => g.per1000);
    expect(worth).toEqual([...worth].sort((a, b) => b - a));
    expect(path.groups[0]?.group).toBe("two-pair");
    for (const g of path.groups) {
      const numbers = g.rules.map((r) => r.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it("sends every hand a rule sets to that rule's group (so a learner finds it there)", () => {
    const groupOf = new Map(path.groups.flatMap((g) => g.rules.map((r) => [r.key, g.group])));
    const same = new Set(path.same.map((r) => r.key));
    const rng = createRng(24);
    for (let i = 0; i < 5000; i++) {
      const hand = deal(rng, 7);
      const { rule } = trainerWay(hand);
      if (rule === HOUSE_WAY_RULE || same.has(rule)) continue;
      expect(groupOf.get(rule), `${rule} ${hand}`).toBe(handGroup(hand));
    }
  });

  it("sorts an example hand high to low, the joker as an ace", () => {
    const ranks = sortedHand(parseHand("2d 7s 7d JK 9d 2c Qd")).map((c) => formatCard(c)[0]);
    expect(ranks.join("")).toBe("JQ97722");
  });
});
