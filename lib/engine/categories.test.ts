import { describe, expect, it } from "vitest";
import { canonicalize } from "./canonical";
import { formatHand, JOKER, parseHand } from "./cards";
import {
  DRILL_FILTERS,
  dealFiltered,
  HAND_CATEGORIES,
  handCategory,
  matchesFilter,
} from "./categories";
import { exactEv } from "./ev";
import { createRng, deal } from "./rng";
import { DEFAULT_RULE_SET } from "./rule-set";
import { COUNT_KEYS } from "./seven-card-counts";
import { CATEGORY_KEYS } from "./values";

describe("one vocabulary of hand categories", () => {
  it("drill categories are the five-card categories, learner-named, plus three pair", () => {
    const named = CATEGORY_KEYS.map((k) =>
      k === "high" ? "no-pair" : k === "pair" ? "one-pair" : k,
    );
    const withThreePair = [...named.slice(0, 3), "three-pair", ...named.slice(3)];
    expect([...HAND_CATEGORIES]).toEqual(withThreePair);
  });

  it("the whole-deck tally keys are the five-card categories with royal flushes apart", () => {
    expect(COUNT_KEYS.filter((k) => k !== "royal-flush")).toEqual([...CATEGORY_KEYS]);
    expect(COUNT_KEYS.indexOf("royal-flush")).toBe(CATEGORY_KEYS.indexOf("straight-flush") + 1);
  });
});

describe("hand categories", () => {
  it.each([
    ["As Kd 9h 7s 5c 3d 2h", "no-pair"],
    ["9s 9d Ac Kh 7s 4d 2c", "one-pair"],
    ["Ts Th 3d 3c JK 9h 8c", "two-pair"],
    ["Ks Kh 8s 8d 4c 4h Ac", "three-pair"],
    ["Ks Kh 8s 8d 4c 4h JK", "three-pair"],
    ["2s 2d 2h Ac Kd 4s 5c", "trips"],
    ["6c 7d 8h 9s Tc Ah Ad", "straight"],
    ["JK 2h 7h 9h Qh Ks 3c", "flush"],
    ["7s 7h 7d Qs Qh 4s 4d", "full-house"],
    ["As Ah Ad JK 7s 7d 2c", "quads"],
    ["JK 5s 6s 7s 8s Kd 2c", "straight-flush"],
    ["As Ah Ad Ac JK Ks Kd", "five-aces"],
  ])("%s is %s", (hand, category) => {
    expect(handCategory(parseHand(hand))).toBe(category);
  });

  it.each(DRILL_FILTERS)("deals only %s hands", (filter) => {
    const rng = createRng(42);
    for (let n = 0; n < 20; n++)
      expect(matchesFilter(dealFiltered(rng, filter), filter)).toBe(true);
  });

  it("deals five aces uniformly over its 1,128 hands", () => {
    const rng = createRng(9);
    const seen = new Map<string, number>();
    const draws = 112_800;
    for (let n = 0; n < draws; n++) {
      const key = formatHand(dealFiltered(rng, "five-aces").sort((a, b) => a - b));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(1128);
    // Chi-square with 1,127 degrees of freedom: mean 1127, sd 47.5; 1,400 is over 5 sd.
    const chi = [...seen.values()].reduce((a, n) => a + (n - 100) ** 2 / 100, 0);
    expect(chi).toBeLessThan(1400);
  });
});

describe("suit-canonical hands", () => {
  it("gives every suit relabelling of a hand the same key and the same EVs", () => {
    const a = parseHand("As Kd JK 7c 7h 3s 2d");
    const b = parseHand("Ah Kc JK 7s 7d 3h 2c");
    const ca = canonicalize(a);
    expect(canonicalize(b).key).toBe(ca.key);
    expect(a.map(ca.toCanonical).map(ca.fromCanonical)).toEqual(a);
    const evA = exactEv(a, { ruleSet: DEFAULT_RULE_SET });
    const evB = exactEv(b, { ruleSet: DEFAULT_RULE_SET });
    expect(evA.splits[evA.best]?.ev).toBe(evB.splits[evB.best]?.ev);
  });

  it("tells different hands apart", () => {
    const rng = createRng(1);
    const keys = new Set<string>();
    for (let n = 0; n < 500; n++) keys.add(canonicalize(deal(rng, 7)).key);
    expect(keys.size).toBeGreaterThan(495);
    expect(canonicalize([JOKER, 5, 4, 3, 2, 1, 0]).key).toBe(
      canonicalize([0, 1, 2, 3, 4, 5, JOKER]).key,
    ); // order-free
  });
});

describe("EV cache entries", () => {
  it("round-trips counts through the canonical entry of a relabelled hand", async () => {
    const { toCacheEntry, fromCacheEntry } = await import("./ev-cache");
    const { evFromCounts } = await import("./ev");
    const a = parseHand("As Kd JK 7c 7h 3s 2d");
    const b = parseHand("2c 3h 7s 7d Kc Ah JK"); // same hand, suits relabelled and reordered
    const evA = exactEv(a, { ruleSet: DEFAULT_RULE_SET });
    const entry = toCacheEntry(a, evA.splits);
    const fromCache = evFromCounts(b, fromCacheEntry(b, entry), { ruleSet: DEFAULT_RULE_SET });
    const direct = exactEv(b, { ruleSet: DEFAULT_RULE_SET });
    expect(fromCache.splits.map((s) => [s.value, s.win, s.push, s.loss])).toEqual(
      direct.splits.map((s) => [s.value, s.win, s.push, s.loss]),
    );
    expect(fromCache.best).toBe(direct.best);
    expect(() => fromCacheEntry(parseHand("As Kd JK 7c 7h 3s 4d"), entry)).toThrow(
      /not for this hand/,
    );
  });
});
