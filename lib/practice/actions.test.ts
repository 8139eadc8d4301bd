/**
 * The drill's learner actions (lib/practice/actions.ts, served by app/api/practice/*) end to
 * end below the HTTP layer: a temporary database, a fake cookie jar in place of
 * next/headers, and the real wrapper, services and engine.
 */

import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attempts, deals, learners } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { dialectOf, sqliteClient } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { houseWay } from "@/lib/engine/house-way";
import { LEARNER_COOKIE, newLearnerId, signLearnerId } from "@/lib/learner/cookie";
import type { DealView } from "@/lib/practice/views";

interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  path?: string;
  maxAge?: number;
}

const state = vi.hoisted(() => ({
  db: null as unknown as Db,
  cookies: new Map<string, string>(),
  setCalls: [] as Array<{ name: string; value: string; options: CookieOptions }>,
  proto: "http",
  /** What lib/auth's hook reports: no one signed in, unless a test says otherwise. */
  account: { signedIn: false } as
    | { signedIn: false }
    | { signedIn: true; learnerId: string | null },
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/db", () => ({ getDb: () => state.db }));
vi.mock("@/lib/auth/current", () => ({
  getAuth: async () =>
    state.account.signedIn
      ? {
          status: "signed-in",
          user: {
            id: "user-1",
            role: "student",
            username: "u",
            email: null,
            learnerId: state.account.learnerId,
          },
        }
      : { status: "signed-out" },
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = state.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string, options: CookieOptions) => {
      state.cookies.set(name, value);
      state.setCalls.push({ name, value, options });
    },
  }),
  headers: async () => new Headers({ "x-forwarded-proto": state.proto }),
}));

const { dealAction, retryAction, submitAction } = await import("./actions");
const { resetLimits } = await import("@/lib/learner/limits");

const counts = async () => ({
  learners: (await state.db.select().from(learners)).length,
  deals: (await state.db.select().from(deals)).length,
  attempts: (await state.db.select().from(attempts)).length,
});

async function dealOne(): Promise<DealView> {
  const result = await dealAction({ drill: "any" });
  if (result.status !== "dealt") throw new Error(`expected a deal, got ${JSON.stringify(result)}`);
  return result.deal;
}

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  state.db = store.db;
  state.cookies.clear();
  state.setCalls.length = 0;
  state.proto = "http";
  state.account = { signedIn: false };
  resetLimits();
});

afterEach(async () => {
  await store.close();
});

describe("practice actions", () => {
  it("makes a learner with a signed, httpOnly, SameSite=Lax cookie on the first deal", async () => {
    const deal = await dealOne();
    expect(deal.hand).toHaveLength(7);
    expect(state.setCalls).toHaveLength(1);
    const [call] = state.setCalls;
    expect(call?.name).toBe(LEARNER_COOKIE);
    expect(call?.options).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: false,
      path: "/",
    });
    expect(await counts()).toMatchObject({ learners: 1, deals: 1 });

    // The same visitor keeps their identity: no new learner, no new cookie.
    await dealOne();
    expect(state.setCalls).toHaveLength(1);
    expect(await counts()).toMatchObject({ learners: 1, deals: 2 });
  });

  it("marks the cookie Secure behind https", async () => {
    state.proto = "https";
    await dealOne();
    expect(state.setCalls[0]?.options.secure).toBe(true);
  });

  it("deals, grades and refuses the replay", async () => {
    const deal = await dealOne();
    const front = houseWay(deal.hand, deal.ruleSet.way).front;
    const graded = await submitAction({ dealId: deal.dealId, front, decideMs: 1234 });
    expect(graded.status).toBe("graded");
    if (graded.status !== "graded") return;
    expect(graded.grade.splits).toHaveLength(21);
    expect(graded.grade.chosen).toBe(graded.grade.houseWay);

    const replay = await submitAction({ dealId: deal.dealId, front, decideMs: 1234 });
    expect(replay).toEqual({ status: "error", code: "already-answered" });
    expect((await counts()).attempts).toBe(1);
  });

  it.each([
    ["no front at all", { dealId: "x" }],
    ["a malformed deal id", { dealId: "not-a-uuid", front: [0, 1], decideMs: 1 }],
    ["one card twice", { dealId: newLearnerId(), front: [5, 5], decideMs: 1 }],
    ["a card that does not exist", { dealId: newLearnerId(), front: [0, 53], decideMs: 1 }],
    ["three cards", { dealId: newLearnerId(), front: [0, 1, 2], decideMs: 1 }],
    ["a negative time", { dealId: newLearnerId(), front: [0, 1], decideMs: -5 }],
  ])("refuses %s as invalid input and stores nothing", async (_name, input) => {
    await dealOne();
    const before = await counts();
    // @ts-expect-error: forged input on purpose
    expect(await submitAction(input)).toEqual({ status: "error", code: "invalid-input" });
    expect(await counts()).toEqual(before);
  });

  it("refuses a submission without a learner cookie and makes no learner", async () => {
    const deal = await dealOne();
    state.cookies.clear();
    const before = await counts();
    const result = await submitAction({
      dealId: deal.dealId,
      front: houseWay(deal.hand, deal.ruleSet.way).front,
      decideMs: 1,
    });
    expect(result).toEqual({ status: "error", code: "no-learner" });
    expect(await counts()).toEqual(before);
  });

  it("refuses a forged cookie", async () => {
    const deal = await dealOne();
    state.cookies.set(
      LEARNER_COOKIE,
      signLearnerId(newLearnerId(), "a-secret-the-server-never-had-0123456789"),
    );
    const result = await submitAction({
      dealId: deal.dealId,
      front: houseWay(deal.hand, deal.ruleSet.way).front,
      decideMs: 1,
    });
    expect(result).toEqual({ status: "error", code: "no-learner" });
    expect((await counts()).attempts).toBe(0);
  });

  it("refuses a deal made for another learner, and a deal that does not exist", async () => {
    const aliceDeal = await dealOne();
    const aliceCookie = state.cookies.get(LEARNER_COOKIE);
    state.cookies.clear();
    await dealOne(); // Bob arrives and gets his own cookie.
    expect(state.cookies.get(LEARNER_COOKIE)).not.toBe(aliceCookie);

    const stolen = await submitAction({
      dealId: aliceDeal.dealId,
      front: houseWay(aliceDeal.hand, aliceDeal.ruleSet.way).front,
      decideMs: 1,
    });
    expect(stolen).toEqual({ status: "error", code: "not-your-deal" });
    const invented = await submitAction({ dealId: newLearnerId(), front: [0, 1], decideMs: 1 });
    expect(invented).toEqual({ status: "error", code: "unknown-deal" });
    expect((await counts()).attempts).toBe(0);
  });

  it("refuses cards that were not dealt", async () => {
    const deal = await dealOne();
    const outside = [...Array(53).keys()].filter((c) => !deal.hand.includes(c)).slice(0, 2) as [
      number,
      number,
    ];
    expect(await submitAction({ dealId: deal.dealId, front: outside, decideMs: 1 })).toEqual({
      status: "error",
      code: "card-not-in-hand",
    });
    expect((await counts()).attempts).toBe(0);
  });

  it("deals an earlier hand again through try again, for its own learner only", async () => {
    const deal = await dealOne();
    await submitAction({
      dealId: deal.dealId,
      front: houseWay(deal.hand, deal.ruleSet.way).front,
      decideMs: 1,
    });
    const attemptId =
      (await state.db.select().from(attempts).orderBy(attempts.id).limit(1))[0]?.id ?? 0;

    const retry = await retryAction({ attemptId });
    expect(retry.status).toBe("dealt");
    if (retry.status === "dealt") expect(retry.deal.hand).toEqual(deal.hand);

    state.cookies.clear();
    expect(await retryAction({ attemptId })).toEqual({ status: "error", code: "unknown-attempt" });
  });

  it("deals to a signed-in account's learner without a learner cookie", async () => {
    const accountLearnerId = newLearnerId();
    await state.db.insert(learners).values({ id: accountLearnerId, createdAt: 0 });
    state.account = { signedIn: true, learnerId: accountLearnerId };
    const deal = await dealOne();
    expect(state.setCalls).toHaveLength(0);
    expect((await state.db.select().from(deals).limit(1))[0]?.learnerId).toBe(accountLearnerId);
    const graded = await submitAction({
      dealId: deal.dealId,
      front: houseWay(deal.hand, deal.ruleSet.way).front,
      decideMs: 1,
    });
    expect(graded.status).toBe("graded");
    expect(
      (await state.db.select().from(attempts).orderBy(attempts.id).limit(1))[0]?.learnerId,
    ).toBe(accountLearnerId);
  });

  it("hides unexpected failures behind unexpected", async () => {
    const deal = await dealOne();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    if (dialectOf(state.db) === "pg") {
      await (state.db as unknown as { execute(q: unknown): Promise<unknown> }).execute(
        sql`DROP TABLE attempts CASCADE`,
      );
    } else {
      sqliteClient(state.db).exec("DROP TABLE attempts");
    }
    const result = await submitAction({
      dealId: deal.dealId,
      front: houseWay(deal.hand, deal.ruleSet.way).front,
      decideMs: 1,
    });
    expect(result).toEqual({ status: "error", code: "unexpected" });
    expect(JSON.stringify(result)).not.toMatch(/attempts|SQL/i);
    spy.mockRestore();
  });
});
