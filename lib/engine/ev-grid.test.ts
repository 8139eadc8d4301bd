import { describe, expect, it } from "vitest";
import { JOKER, parseHand } from "./cards";
import { countSplits, dealerDistribution, gridCounts } from "./ev";
import { createRng, deal } from "./rng";
import { DEFAULT_RULE_SET, ruleSet, WAYS } from "./rule-set";
import { allSplits } from "./splits";

// The fast counts (ev-grid.ts) against the plain ones (every outcome, then a sweep per split) on
// full decks: every way, variant and role, hands with and without the joker, pairs (splits that
// share a back) and hands whose every split but one fouls.
describe("gridCounts equals countSplits over dealerDistribution", () => {
  it.each(WAYS)("on random hands of the %s way, every variant and role", (way) => {
    const rng = createRng(WAYS.indexOf(way) + 101);
    for (let n = 0; n < 8; n++) {
      const hand = n % 3 === 0 ? [...deal(rng, 6, [JOKER]), JOKER] : deal(rng, 7);
      const splits = allSplits(hand);
      const dist = dealerDistribution(hand, way);
      for (const variant of ["standard", "ez", "cf"] as const) {
        const rules = ruleSet(way, variant);
        const roles =
          variant === "standard" ? (["player", "banker"] as const) : (["player"] as const);
        for (const role of roles)
          expect(gridCounts(splits, hand, role, rules)).toEqual(
            countSplits(splits, dist, role, rules),
          );
      }
    }
  });

  it.each([
    "2c 2d 2h 2s 3c 3d 3h", // quads and trips: most splits share a back
    "As Ks Qs Js Ts 9s Jk", // a straight flush with the joker
    "2c 3d 5h 7s 9c Jd Kh", // no pair: splits foul when the front outranks the back
    "Ac Ad Ah As Kc Kd Jk", // five aces
  ])("on %s", (text) => {
    const hand = parseHand(text);
    const splits = allSplits(hand);
    const dist = dealerDistribution(hand, "seed");
    for (const role of ["player", "banker"] as const)
      expect(gridCounts(splits, hand, role, DEFAULT_RULE_SET)).toEqual(
        countSplits(splits, dist, role, DEFAULT_RULE_SET),
      );
    expect(gridCounts(splits, hand, "player", ruleSet("seed", "cf"))).toEqual(
      countSplits(splits, dist, "player", ruleSet("seed", "cf")),
    );
  });

  it("has no learner bank in the commission-free games", () => {
    const hand = parseHand("6c 7d 8h 9s Tc Ah Ad");
    expect(() => gridCounts(allSplits(hand), hand, "banker", ruleSet("seed", "ez"))).toThrow(
      /no learner bank/,
    );
  });
});
