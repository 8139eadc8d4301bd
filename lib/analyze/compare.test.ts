import { describe, expect, it } from "vitest";
import { exactEv, houseWay, parseHand, type RuleSet, rankOf } from "@/lib/engine";
import { splitViews } from "@/lib/grading/views";
import { compareHouseWays } from "./compare";
import type { AnalysisView } from "./views";

/** An analysis as analyzeHand builds it, from the engine directly (no worker, no memory). */
function analysis(text: string, ruleSet: RuleSet): AnalysisView {
  const hand = parseHand(text);
  const result = exactEv(hand, { ruleSet });
  return {
    hand,
    ruleSet,
    commission: result.commission,
    dealerHands: result.dealerHands,
    category: "two-pair",
    splits: splitViews(result.splits),
    best: result.best,
    houseWay: result.houseWay,
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
    trainer: null,
  };
}

const SEED: RuleSet = { way: "seed", variant: "standard" };
const FOXWOODS: RuleSet = { way: "foxwoods", variant: "standard" };

describe("two casinos' house ways side by side", () => {
  // Jacks and fours with a single ace: the seed's way keeps both pairs (rule 8), Foxwoods splits.
  const HAND = "Js Jh 4d 4c As 8h 2s";

  it("shows each way's own setting, rule and EV against its own dealer and the other's", () => {
    const seed = analysis(HAND, SEED);
    const fox = analysis(HAND, FOXWOODS);
    const view = compareHouseWays(seed, fox);
    expect(view.same).toBe(false);
    const [a, b] = view.sides;
    expect(a.rule).toBe(houseWay(seed.hand, "seed").rule);
    expect(b.rule).toBe("two-pair:split");
    expect(b.reason.key).toBe("casino.twoPairSplit");
    expect(a.evOwn).toBe(seed.splits[seed.houseWay]?.ev);
    expect(b.evOwn).toBe(fox.splits[fox.houseWay]?.ev);
    // Each setting valued against the other casino's dealer too.
    expect(a.evOther).toBe(fox.splits[seed.houseWay]?.ev);
    expect(b.evOther).toBe(seed.splits[fox.houseWay]?.ev);
    // Foxwoods puts the fours in front.
    expect(b.split.frontIndex.map((i) => rankOf(seed.hand[i] as number))).toEqual([2, 2]);
  });

  it("says so when both ways set the hand alike", () => {
    const text = "As Kd 9h 7c 5s 3d 2c";
    const view = compareHouseWays(analysis(text, SEED), analysis(text, FOXWOODS));
    expect(view.same).toBe(true);
  });

  it("refuses analyses of two different hands", () => {
    expect(() =>
      compareHouseWays(
        analysis("As Kd 9h 7c 5s 3d 2c", SEED),
        analysis("As Kd 9h 7c 5s 3d 2h", SEED),
      ),
    ).toThrow(/different hands/);
  });
});
