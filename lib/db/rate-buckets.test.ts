import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { takeStoredToken } from "./rate-buckets";
import { openTestStore, type TestStore } from "./test-store";

const NOW = 1_750_000_000_000;
let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe("token buckets in the store (shared by instances)", () => {
  it("allows a burst of the capacity, then says how long until the next token", async () => {
    const spec = { capacity: 3, perSecond: 2 };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await takeStoredToken(store.db, "k", spec, NOW));
    expect(answers).toEqual([0, 0, 0, 500]);
    // Half a token back after 250 ms: still refused, 250 ms to go; a whole one after 500 ms.
    expect(await takeStoredToken(store.db, "k", spec, NOW + 250)).toBe(250);
    expect(await takeStoredToken(store.db, "k", spec, NOW + 500)).toBe(0);
    expect(await takeStoredToken(store.db, "k", spec, NOW + 500)).toBeGreaterThan(0);
    // Other keys have buckets of their own; a long pause refills only up to the capacity.
    expect(await takeStoredToken(store.db, "other", spec, NOW)).toBe(0);
    const later = [];
    for (let i = 0; i < 4; i++)
      later.push(await takeStoredToken(store.db, "k", spec, NOW + 3_600_000));
    expect(later).toEqual([0, 0, 0, 500]);
  });

  it("gives out no more than the capacity to many takers at once", async () => {
    const spec = { capacity: 5, perSecond: 0.001 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => takeStoredToken(store.db, "race", spec, NOW)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it("does not refill backwards when another instance's clock runs ahead", async () => {
    const spec = { capacity: 2, perSecond: 1 };
    expect(await takeStoredToken(store.db, "skew", spec, NOW + 10_000)).toBe(0);
    expect(await takeStoredToken(store.db, "skew", spec, NOW)).toBe(0);
    expect(await takeStoredToken(store.db, "skew", spec, NOW)).toBeGreaterThan(0);
  });
});
