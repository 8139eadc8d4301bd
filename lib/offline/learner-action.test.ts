/**
 * The offline drill's "who am I" call never makes a learner. It did: on a slow server it could
 * answer after the drill's first deal, and its new cookie replaced the one that deal set, so the
 * dealt hand was refused as someone else's (seen in the browser tests under load).
 */

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { learners } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

const state = vi.hoisted(() => ({
  db: null as unknown as Db,
  cookies: new Map<string, string>(),
  sets: 0,
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({ getAuth: async () => ({ status: "signed-out" }) }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => {
      state.cookies.set(name, value);
      state.sets++;
    },
  }),
  headers: async () => new Headers({ "x-forwarded-proto": "http" }),
}));

const { offlineLearnerAction } = await import("./actions");
const { dealAction } = await import("@/lib/practice/actions");
const { resetLimits } = await import("@/lib/learner/limits");

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.cookies.clear();
  state.sets = 0;
  resetLimits();
});
afterEach(async () => {
  await store.close();
});

describe("the offline drill's learner", () => {
  it("is not made by asking: no learner, no cookie, until the drill deals", async () => {
    expect(await offlineLearnerAction({})).toEqual({ status: "error", code: "no-learner" });
    expect(state.sets).toBe(0);
    expect(await state.db.select().from(learners)).toHaveLength(0);

    const dealt = await dealAction({ drill: "any" });
    expect(dealt.status).toBe("dealt");
    const asked = await offlineLearnerAction({});
    const [row] = await state.db.select().from(learners);
    expect(asked).toEqual({ status: "learner", learnerId: row?.id });
    // The deal's cookie stands: asking set none.
    expect(state.sets).toBe(1);
  });
});
