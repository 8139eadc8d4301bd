/**
 * Issue 10, item 1: once an account adopts a learner, the anonymous cookie that named it is no
 * key to anything; only the account's session reaches the learner.
 */

import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attempts, deals, learners, users } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { houseWay } from "@/lib/engine/house-way";
import type { DealView } from "@/lib/practice/views";
import { adoptLearner } from "./adopt";
import { LEARNER_COOKIE } from "./cookie";

const state = vi.hoisted(() => ({
  db: null as unknown as Db,
  cookies: new Map<string, string>(),
  user: null as null | { id: string; learnerId: string | null },
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({
  getAuth: async () =>
    state.user
      ? {
          status: "signed-in",
          user: { ...state.user, role: "student", username: "ada", email: null },
        }
      : { status: "signed-out" },
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => state.cookies.set(name, value),
    delete: (name: string) => state.cookies.delete(name),
  }),
  headers: async () => new Headers(),
}));

const { dealAction, submitAction } = await import("@/lib/practice/actions");
const { currentLearnerId } = await import("./identity");
const { resetLimits } = await import("./limits");

async function dealOne(): Promise<DealView> {
  const result = await dealAction({ drill: "any" });
  if (result.status !== "dealt") throw new Error(JSON.stringify(result));
  return result.deal;
}

async function addAda(learnerId: string | null): Promise<string> {
  await state.db.insert(users).values({
    id: "user-ada",
    username: "ada",
    passwordHash: "x",
    role: "student",
    learnerId,
    createdAt: 0,
  });
  return "user-ada";
}

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.cookies.clear();
  state.user = null;
  resetLimits();
});
afterEach(async () => {
  await store.close();
});

describe("a learner adopted by an account", () => {
  it("cannot be read or written through a copy of its old anonymous cookie", async () => {
    const before = await dealOne();
    const stolenCookie = state.cookies.get(LEARNER_COOKIE) as string;
    const anon = (await currentLearnerId(state.db)) as string;
    expect((await adoptLearner(state.db, await addAda(null), anon)).status).toBe("attached"); // as sign-up does

    state.cookies.set(LEARNER_COOKIE, stolenCookie);
    expect(await currentLearnerId(state.db)).toBeNull();
    const answer = await submitAction({
      dealId: before.dealId,
      front: houseWay(before.hand, before.ruleSet.way).front,
      decideMs: 1,
    });
    expect(answer).toEqual({ status: "error", code: "no-learner" });
    expect(await state.db.select().from(attempts)).toHaveLength(0);

    // Dealing with the stale cookie makes a new, separate learner; the account's is untouched.
    const fresh = await dealOne();
    expect(state.cookies.get(LEARNER_COOKIE)).not.toBe(stolenCookie);
    const freshRow = (await state.db.select().from(deals)).find((d) => d.id === fresh.dealId);
    expect(freshRow?.learnerId).not.toBe(anon);
  });

  it("stays unreachable by the old cookie after a merge at sign-in", async () => {
    const own = "00000000-0000-4000-8000-000000000001";
    await insertLearner(state.db, own, 0);
    await dealOne();
    const stolenCookie = state.cookies.get(LEARNER_COOKIE) as string;
    const anon = (await currentLearnerId(state.db)) as string;
    const userId = await addAda(own);
    await state.db.update(learners).set({ userId }).where(eq(learners.id, own));
    expect((await adoptLearner(state.db, userId, anon)).status).toBe("merged");

    state.cookies.set(LEARNER_COOKIE, stolenCookie);
    expect(await currentLearnerId(state.db)).toBeNull();
    // The account's session does reach it.
    state.user = { id: userId, learnerId: own };
    expect(await currentLearnerId(state.db)).toBe(own);
  });
});
