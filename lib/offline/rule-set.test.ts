/**
 * Offline practice under a learner's own house way (issue 52 part 3): the device's engine, the
 * deals batch and the sync carry the published ways only, so an own way's learner practises
 * offline under the default way in the same game, and the page says so (offlineRuleSet).
 */
import { describe, expect, it } from "vitest";
import { parseHand, VARIANTS, type Way } from "@/lib/engine";
import { offlineRuleSet } from "./rule-set";
import { syncInput } from "./schemas";

const OWN = "custom-0123456789abcdef" as Way;
const HAND = parseHand("As Kd Qh 9c 7s 4d 2h");

describe("the rule set offline practice grades under", () => {
  it("is the learner's casino when it is a published way", () => {
    for (const variant of VARIANTS)
      expect(offlineRuleSet({ way: "foxwoods", variant })).toEqual({
        ruleSet: { way: "foxwoods", variant },
        ownWay: false,
      });
  });

  it("is the default way in the same game for an own way, and says so", () => {
    for (const variant of VARIANTS)
      expect(offlineRuleSet({ way: OWN, variant })).toEqual({
        ruleSet: { way: "seed", variant },
        ownWay: true,
      });
  });

  it("is what the sync takes: an own way's id is refused there, the fallback is not", () => {
    const attempt = (way: string) => ({
      attempts: [
        {
          id: "00000000-0000-4000-8000-000000000000",
          learnerId: null,
          hand: HAND,
          front: [HAND[0], HAND[1]],
          drill: "any",
          filter: null,
          dealtAt: 1,
          answeredAt: 2,
          houseWay: false,
          ruleSet: { way, variant: "ez" },
        },
      ],
    });
    expect(syncInput.safeParse(attempt(OWN)).success).toBe(false);
    const fallback = offlineRuleSet({ way: OWN, variant: "ez" }).ruleSet;
    expect(syncInput.safeParse(attempt(fallback.way)).success).toBe(true);
  });
});
