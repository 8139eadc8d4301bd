/**
 * handEv computes a hand's EV once: a second caller while it runs (Done pressed before the
 * deal's warm-up finished), or soon after (a live settle inside the table's transaction),
 * gets the same computation; a failed one is not kept.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { evCache } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { DEFAULT_RULE_SET, exactEv, parseHand } from "@/lib/engine";
import { evKept, evReady, handEv } from "./ev";

const NOW = 1_750_000_000_000;
let store: TestStore;

beforeEach(async () => {
  store = await openTestStore();
});
afterEach(async () => {
  await store.close();
});

describe("handEv", () => {
  it("joins a computation that is running and keeps it for the next caller", async () => {
    const hand = parseHand("Qs Jd 9c 7h 5s 3d 2c");
    expect(evKept(hand, DEFAULT_RULE_SET)).toBe(false);
    const first = handEv(store.db, hand, NOW, DEFAULT_RULE_SET);
    const second = handEv(store.db, hand, NOW, DEFAULT_RULE_SET);
    // Kept while it runs, ready (asking waits for nothing) once it is done.
    expect([evKept(hand, DEFAULT_RULE_SET), evReady(hand, DEFAULT_RULE_SET)]).toEqual([
      true,
      false,
    ]);
    expect(await second).toBe(await first);
    expect([evKept(hand, DEFAULT_RULE_SET), evReady(hand, DEFAULT_RULE_SET)]).toEqual([true, true]);
    const done = await first;
    expect(done.result.splits.map((s) => s.ev)).toEqual(
      exactEv(hand, { ruleSet: DEFAULT_RULE_SET }).splits.map((s) => s.ev),
    );
    expect(await handEv(store.db, hand, NOW, DEFAULT_RULE_SET)).toBe(done);
    // Computed once, so stored once.
    expect(await store.db.select().from(evCache)).toHaveLength(1);
  });

  it("does not keep a computation that failed: the next caller tries again", async () => {
    const hand = parseHand("Ks Td 8c 6h 4s 3d 2h");
    const broken = {} as Queryable; // every query on it throws
    await expect(handEv(broken, hand, NOW, DEFAULT_RULE_SET)).rejects.toThrow();
    expect([evKept(hand, DEFAULT_RULE_SET), evReady(hand, DEFAULT_RULE_SET)]).toEqual([
      false,
      false,
    ]);
    const retried = await handEv(store.db, hand, NOW, DEFAULT_RULE_SET);
    expect(retried.result.splits).toHaveLength(21);
    expect(await store.db.select().from(evCache)).toHaveLength(1);
  });
});
