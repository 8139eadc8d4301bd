/**
 * Offline practice under a learner's own house way (issue 52 part 3): the page carries the
 * way's rules to the device (offlineCasino), whose engine installs them (installOfflineWay),
 * and the sync's schema takes the way's id; whether the learner may use it is the server's
 * check (lib/offline/sync.test.ts).
 */
import { describe, expect, it } from "vitest";
import {
  customWayId,
  installWayDocument,
  parseHand,
  VARIANTS,
  type Way,
  wayDocument,
} from "@/lib/engine";
import { installOfflineWay, offlineCasino } from "./rule-set";
import { syncInput } from "./schemas";

const HAND = parseHand("As Kd Qh 9c 7s 4d 2h");
const OWN_DOC = (() => {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules["five-aces"] = { option: "aces-in-front", kingsInFront: false };
  return doc;
})();

describe("the rule set offline practice grades under", () => {
  it("is the learner's casino when it is a published way, with no document", () => {
    for (const variant of VARIANTS)
      expect(offlineCasino({ way: "foxwoods", variant })).toEqual({
        ruleSet: { way: "foxwoods", variant },
        document: null,
      });
  });

  it("is the learner's own way with its rules, and none of its stored name", () => {
    const way = installWayDocument({ ...OWN_DOC, name: "Someone's private name" });
    for (const variant of VARIANTS) {
      const casino = offlineCasino({ way, variant });
      expect(casino.ruleSet).toEqual({ way, variant });
      expect(casino.document).toEqual({ format: OWN_DOC.format, rules: OWN_DOC.rules });
      expect(JSON.stringify(casino)).not.toContain("private name");
      // What the device installs from it is that very way.
      if (casino.document) expect(customWayId(casino.document)).toBe(way);
    }
    // An own way this process never installed is an error that names it, never the default.
    const unknown = "custom-0123456789abcdef" as Way;
    expect(() => offlineCasino({ way: unknown, variant: "ez" })).toThrow(unknown);
  });

  it("is installed on the device from its document only when the document is that way's", () => {
    const way = customWayId(OWN_DOC) as Way;
    expect(() => installOfflineWay({ way, variant: "ez" }, null)).toThrow(way);
    const other = structuredClone(OWN_DOC);
    other.rules["five-aces"] = { option: "aces-in-front", kingsInFront: true };
    expect(() => installOfflineWay({ way, variant: "ez" }, other)).toThrow("another way");
    expect(() => installOfflineWay({ way, variant: "ez" }, OWN_DOC)).not.toThrow();
    expect(() => installOfflineWay({ way: "foxwoods", variant: "ez" }, null)).not.toThrow();
  });

  it("is what the sync's schema takes: a published way, or an own way's id by its form", () => {
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
    expect(syncInput.safeParse(attempt("foxwoods")).success).toBe(true);
    expect(syncInput.safeParse(attempt(customWayId(OWN_DOC))).success).toBe(true);
    for (const bad of ["custom-xyz", "custom-0123456789ABCDEF", "vegas", ""])
      expect(syncInput.safeParse(attempt(bad)).success, bad).toBe(false);
  });
});
