import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { insertDeal } from "@/lib/db/practice";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import {
  type Card,
  DEFAULT_RULE_SET,
  DRILL_FILTERS,
  formatHand,
  matchesFilter,
} from "@/lib/engine";
import { submitAnswer } from "@/lib/practice/submit";
import { answer, dealOnDevice, gradeOnDevice } from "./engine-core";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";

describe("the browser's engine worker", () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore();
    await insertLearner(store.db, ALICE, NOW);
  });
  afterEach(async () => {
    await store.close();
  });

  it("grades a front exactly as the server's answer shows it", async () => {
    for (const seed of [1, 2, 3]) {
      const hand = dealOnDevice(seed, seed === 3 ? "joker" : null);
      const front = [hand[seed], hand[6]] as [Card, Card];
      const dealId = `00000000-0000-4000-8000-00000000000${seed}`;
      await insertDeal(store.db, {
        id: dealId,
        learnerId: ALICE,
        hand: formatHand(hand),
        drill: "any",
        filter: null,
        dealtAt: NOW,
      });
      const server = await submitAnswer(store.db, ALICE, { dealId, front }, { now: NOW + 1000 });
      const device = gradeOnDevice({
        dealId,
        hand,
        front,
        drill: "any",
        ruleSet: DEFAULT_RULE_SET,
      });
      const { cached: _c, review: _r, attemptKind: _k, ...serverView } = server;
      const { cached: _dc, review: _dr, attemptKind: _dk, ...deviceView } = device;
      expect(deviceView).toEqual(serverView);
    }
  });
});

describe("dealing on the device", () => {
  it("deals seven distinct cards, the same for the same seed", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const hand = dealOnDevice(seed, null);
      expect(new Set(hand).size).toBe(7);
      expect(hand.every((c) => c >= 0 && c <= 52)).toBe(true);
      expect(dealOnDevice(seed, null)).toEqual(hand);
    }
  });

  it("deals within the chosen category", () => {
    for (const filter of DRILL_FILTERS)
      expect(matchesFilter(dealOnDevice(7, filter), filter)).toBe(true);
  });

  it("answers a bad request with the engine's error, not a throw", () => {
    const reply = answer(
      {
        id: 4,
        type: "grade",
        dealId: "x",
        hand: [1, 2, 3],
        front: [1, 2],
        drill: "any",
        ruleSet: DEFAULT_RULE_SET,
      },
      () => 0,
    );
    expect(reply).toMatchObject({ id: 4, type: "error" });
  });
});
