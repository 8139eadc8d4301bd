import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts, deals, evCache, reviews } from "@/db/schema";
import { type AnswerWrite, answerContext, storeAnswer } from "./answers";
import type { Db } from "./client";
import { insertLearner } from "./learners";
import { insertDeal } from "./practice";
import { openTestStore, type TestStore } from "./test-store";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const DEAL = "33333333-3333-4333-8333-333333333333";
const KEY = "canonical-key";

let store: TestStore;
let db: Db;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  await insertLearner(db, ALICE, NOW);
  await insertDeal(db, {
    id: DEAL,
    learnerId: ALICE,
    hand: "AS KS QS JS TS 9S 8S",
    drill: "any",
    filter: null,
    dealtAt: NOW,
    answeredAt: null,
  });
});

afterEach(async () => {
  await store.close();
});

const answer = (now = NOW + 1000, lapses = 1): AnswerWrite => ({
  attempt: {
    learnerId: ALICE,
    dealId: DEAL,
    hand: "AS KS QS JS TS 9S 8S",
    handKey: KEY,
    front: "9S 8S",
    verdict: "mistake",
    ev: -0.25,
    bestEv: 0.5,
    evLost: 0.75,
    houseWayEv: 0.5,
    category: "straight-flush",
    drill: "any",
    attemptKind: "decision",
    decideMs: 1000,
    createdAt: now,
  },
  review: {
    hand: "AS KS QS JS TS 9S 8S",
    lapses,
    streak: 0,
    lastEvLost: 0.75,
    dueAt: now + 60_000,
    retiredAt: null,
    updatedAt: now,
  },
  evCounts: "[[1,2,3]]",
});

const snapshot = async () => ({
  deals: await db.select().from(deals),
  attempts: await db.select().from(attempts),
  reviews: await db.select().from(reviews),
});

describe("answerContext", () => {
  it("reads one row when the hand is new to the store and the learner", async () => {
    expect(await answerContext(db, ALICE, KEY)).toEqual({
      cachedCounts: undefined,
      seen: false,
      review: undefined,
    });
  });

  it("reads the cached counts, the earlier attempt and the review written with an answer", async () => {
    expect(await storeAnswer(db, answer())).toBe(true);
    const context = await answerContext(db, ALICE, KEY);
    expect(context.cachedCounts).toBe("[[1,2,3]]");
    expect(context.seen).toBe(true);
    expect(context.review).toMatchObject({ learnerId: ALICE, handKey: KEY, lapses: 1 });
    // Another learner shares the cache, not the history.
    expect(await answerContext(db, "someone-else", KEY)).toEqual({
      cachedCounts: "[[1,2,3]]",
      seen: false,
      review: undefined,
    });
  });
});

describe("storeAnswer", () => {
  it("marks the deal answered and stores the attempt, review and EV counts together", async () => {
    expect(await storeAnswer(db, answer())).toBe(true);
    const [deal] = await db.select().from(deals);
    expect(deal?.answeredAt).toBe(NOW + 1000);
    const [attempt] = await db.select().from(attempts);
    expect(attempt).toMatchObject({ dealId: DEAL, handKey: KEY, ev: -0.25, decideMs: 1000 });
    expect(await db.select().from(reviews)).toHaveLength(1);
    expect((await db.select().from(evCache))[0]?.counts).toBe("[[1,2,3]]");
  });

  it("updates an existing review of the hand instead of adding one", async () => {
    await storeAnswer(db, answer());
    await insertDeal(db, {
      id: "44444444-4444-4444-8444-444444444444",
      learnerId: ALICE,
      hand: "AS KS QS JS TS 9S 8S",
      drill: "review",
      filter: null,
      dealtAt: NOW + 2000,
      answeredAt: null,
    });
    const again = answer(NOW + 3000, 2);
    again.attempt.dealId = "44444444-4444-4444-8444-444444444444";
    expect(await storeAnswer(db, again)).toBe(true);
    const rows = await db.select().from(reviews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lapses: 2, updatedAt: NOW + 3000 });
  });

  it("writes no attempt and no review for a deal answered already, and leaves it as it was", async () => {
    await db
      .update(deals)
      .set({ answeredAt: NOW + 1 })
      .where(eq(deals.id, DEAL));
    const before = await snapshot();
    expect(await storeAnswer(db, answer())).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it("stores two simultaneous answers of one deal once", async () => {
    const results = await Promise.allSettled([
      storeAnswer(db, answer(NOW + 10)),
      storeAnswer(db, answer(NOW + 11)),
    ]);
    const stored = results.filter((r) => r.status === "fulfilled" && r.value === true);
    expect(stored).toHaveLength(1);
    expect(await db.select().from(attempts)).toHaveLength(1);
  });

  it("leaves a review alone when the answer has none (a House Way hand)", async () => {
    expect(await storeAnswer(db, { ...answer(), review: null, evCounts: null })).toBe(true);
    expect(await db.select().from(reviews)).toHaveLength(0);
    expect(await db.select().from(evCache)).toHaveLength(0);
  });
});
