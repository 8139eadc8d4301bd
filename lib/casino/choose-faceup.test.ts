/**
 * "Your casino" offers Face Up Pai Gow under every published way (issue 54, "Decisions"): the
 * real action, wrapper and store below the HTTP layer (a fake cookie jar for next/headers).
 * Each `way-faceup` is stored as the learner's rule set; a forged value is refused and changes
 * nothing; the learner's pages then read it (yourCasino) as Face Up, never as another game.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { learners } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { faceUpRuleSet, WAYS } from "@/lib/engine";
import { CHOICE_SLUGS, choiceOrDefault, parseChoiceSlug, storedRuleSet } from "./choice";

const state = vi.hoisted(() => ({
  db: null as unknown as Db,
  cookies: new Map<string, string>(),
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({ getAuth: async () => ({ status: "signed-out" }) }));
vi.mock("next/headers", async () =>
  (await import("@/tests/support/next-headers")).fakeNextHeaders(state.cookies),
);

const { chooseCasinoAction } = await import("@/app/[locale]/casino/actions");
const { dealAction } = await import("@/lib/practice/actions");
const { yourCasino } = await import("./current");

const stored = async () => (await state.db.select({ r: learners.ruleSet }).from(learners))[0]?.r;

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.cookies.clear();
});
afterEach(() => store.close());

describe("the picker's slugs", () => {
  it("hold Face Up under every published way, beside the three EV games", () => {
    for (const way of WAYS) {
      expect(CHOICE_SLUGS).toContain(`${way}-faceup`);
      expect(parseChoiceSlug(`${way}-faceup`)).toEqual(faceUpRuleSet(way));
    }
    expect(CHOICE_SLUGS.length).toBe(WAYS.length * 4);
    for (const bad of ["custom-0123456789abcdef-faceup", "atlantis-faceup", "faceup", "-faceup"])
      expect(parseChoiceSlug(bad)).toBeNull();
  });

  it("a stored way/faceup reads as Face Up where a casino may be one, and nowhere else", () => {
    expect(choiceOrDefault("foxwoods/faceup")).toEqual(faceUpRuleSet("foxwoods"));
    // An EV row (an attempt, a deal) never holds Face Up: read strictly, it is an error.
    expect(() => storedRuleSet("foxwoods/faceup")).toThrow(/foxwoods\/faceup/);
  });
});

describe("choosing Face Up as your casino", () => {
  it("stores way/faceup for each published way; the pages read it as Face Up", async () => {
    for (const way of WAYS) {
      expect(await chooseCasinoAction({ casino: `${way}-faceup` })).toEqual({
        status: "saved",
        casino: `${way}-faceup`,
      });
      expect(await stored()).toBe(`${way}/faceup`);
      expect(await yourCasino(state.db)).toEqual(faceUpRuleSet(way));
    }
  });

  it("refuses a forged game and changes nothing", async () => {
    await chooseCasinoAction({ casino: "foxwoods-faceup" });
    for (const casino of [
      "foxwoods-faceups",
      "foxwoods/faceup",
      "atlantis-faceup",
      "custom-0123456789abcdef-faceup",
      "faceup",
      42,
    ]) {
      const result = await chooseCasinoAction({ casino } as never);
      expect(result).toMatchObject({ status: "error", code: "invalid-input" });
    }
    expect(await stored()).toBe("foxwoods/faceup");
  });

  it("has the practice drill refuse to deal (faceup-casino), with the deal stored nowhere", async () => {
    await chooseCasinoAction({ casino: "mgm-grand-faceup" });
    expect(await dealAction({ drill: "any" })).toEqual({ status: "error", code: "faceup-casino" });
    await chooseCasinoAction({ casino: "mgm-grand-ez" });
    expect((await dealAction({ drill: "any" })).status).toBe("dealt");
  });
});
