/**
 * Issue 10, item 7: dealing and answering are rate-limited per learner and per address, and so
 * is making anonymous learners; the buckets refill with time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { learners } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

const state = vi.hoisted(() => ({ db: null as unknown as Db, cookies: new Map<string, string>() }));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({ getAuth: async () => ({ status: "signed-out" }) }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => state.cookies.set(name, value),
  }),
  headers: async () => new Headers(),
}));

const { dealAction } = await import("@/lib/practice/actions");
const { NEW_LEARNERS, PER_LEARNER, resetLimits, TokenBuckets } = await import("./limits");

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.cookies.clear();
  resetLimits();
});
afterEach(async () => {
  await store.close();
});

describe("token buckets", () => {
  it("allow a burst of `capacity`, then one per 1/perSecond, per key", () => {
    const buckets = new TokenBuckets({ capacity: 3, perSecond: 2 });
    for (let i = 0; i < 3; i++) expect(buckets.take("a", 0)).toBe(0);
    expect(buckets.take("a", 0)).toBe(500);
    expect(buckets.take("b", 0)).toBe(0);
    expect(buckets.take("a", 500)).toBe(0);
  });
});

describe("drill limits", () => {
  it("stop one learner dealing faster than a person can play", async () => {
    // The clock stands still: on a loaded machine 31 deals may take longer than the half
    // second in which the bucket would earn a deal back.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const answers = [];
      for (let i = 0; i < PER_LEARNER.capacity + 1; i++)
        answers.push(await dealAction({ drill: "any" }));
      expect(answers.slice(0, PER_LEARNER.capacity).every((a) => a.status === "dealt")).toBe(true);
      expect(answers.at(-1)).toMatchObject({ status: "error", code: "rate-limited" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("stop one address making anonymous learners without end", async () => {
    for (let i = 0; i < NEW_LEARNERS.capacity; i++) {
      state.cookies.clear(); // a script throwing its cookie away each time
      expect((await dealAction({ drill: "any" })).status).toBe("dealt");
    }
    state.cookies.clear();
    expect(await dealAction({ drill: "any" })).toMatchObject({
      status: "error",
      code: "rate-limited",
    });
    expect(await state.db.select().from(learners)).toHaveLength(NEW_LEARNERS.capacity);
  });
});
