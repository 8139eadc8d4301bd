import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attempts, deals, evCache, reviews } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { insertLearner, setLearnerRuleSetKey } from "@/lib/db/learners";
import { learnerLossSeries, learnerWindowTotals } from "@/lib/db/teach";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { type Card, formatHand, JOKER, parseHand } from "@/lib/engine/cards";
import { handCategory, matchesFilter } from "@/lib/engine/categories";
import { exactEv, type SplitEv } from "@/lib/engine/ev";
import { cacheKey } from "@/lib/engine/ev-cache";
import { classAt } from "@/lib/engine/exact/classes";
import { decodeTrapPool, encodeTrapPool } from "@/lib/engine/exact/trap-pool";
import { houseWay } from "@/lib/engine/house-way";
import { createRng } from "@/lib/engine/rng";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { handEv } from "@/lib/grading/ev";
import { categoryStats } from "./category-stats";
import { DEAL_TTL_MS, dealHand, openDeal, retryAttempt } from "./deal";
import { PracticeError, type PracticeErrorCode } from "./errors";
import { emptyProgress, progressFor } from "./progress";
import { MISS_DELAY_MS } from "./review";
import { submitAnswer } from "./submit";
import { dealTrap, disguise, TRAP_MIN_GAIN } from "./traps";
import type { DealView } from "./views";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";

let db: Db;
let store: TestStore;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  await insertLearner(db, ALICE, NOW);
  await insertLearner(db, BOB, NOW);
});

afterEach(async () => {
  await store.close();
});

const rowCounts = async () => ({
  attempts: (await db.select().from(attempts)).length,
  answered: (await db.select().from(deals)).filter((d) => d.answeredAt !== null).length,
  reviews: (await db.select().from(reviews)).length,
  evCache: (await db.select().from(evCache)).length,
});

async function dealAny(learner = ALICE, seed = 1, now = NOW): Promise<DealView> {
  const outcome = await dealHand(db, learner, { drill: "any" }, { rng: createRng(seed), now });
  if (outcome.status !== "dealt") throw new Error("expected a deal");
  return outcome.deal;
}

/** Answers `deal` as `learner` with the house way's front. */
const answerHouseWay = (learner: string, deal: DealView, now: number) =>
  submitAnswer(
    db,
    learner,
    { dealId: deal.dealId, front: houseWay(deal.hand, deal.ruleSet.way).front, decideMs: 1 },
    { now },
  );

/** Front cards of split `index` of a hand (SPLIT_PAIRS order). */
const frontOf = (hand: Card[], split: SplitEv): [Card, Card] => [
  hand[split.split.frontIndex[0]] as Card,
  hand[split.split.frontIndex[1]] as Card,
];

async function expectRefused(run: () => Promise<unknown>, code: PracticeErrorCode) {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(PracticeError);
    expect((error as PracticeError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}, nothing was thrown`);
}

describe("dealing", () => {
  it("records every deal for its learner, seven distinct cards in dealt order", async () => {
    const deal = await dealAny();
    expect(new Set(deal.hand).size).toBe(7);
    const row = (await db.select().from(deals).where(eq(deals.id, deal.dealId)).limit(1))[0];
    expect(row).toMatchObject({
      learnerId: ALICE,
      hand: formatHand(deal.hand),
      drill: "any",
      filter: null,
      dealtAt: NOW,
      answeredAt: null,
    });
  });

  it.each(["two-pair", "straight-flush", "five-aces", "joker"] as const)(
    "deals only %s hands in that category drill",
    async (filter) => {
      for (let seed = 0; seed < 5; seed++) {
        const outcome = await dealHand(
          db,
          ALICE,
          { drill: "category", filter },
          { rng: createRng(seed) },
        );
        if (outcome.status !== "dealt") throw new Error("expected a deal");
        expect(matchesFilter(outcome.deal.hand, filter)).toBe(true);
        expect(outcome.deal.filter).toBe(filter);
      }
    },
  );

  it("deals house-way traps from the exact pool, each one a real trap", async () => {
    for (let seed = 0; seed < 3; seed++) {
      const outcome = await dealHand(db, ALICE, { drill: "traps" }, { rng: createRng(seed) });
      if (outcome.status !== "dealt") throw new Error("expected a deal");
      const result = exactEv(outcome.deal.hand, { ruleSet: DEFAULT_RULE_SET });
      expect(result.best).not.toBe(result.houseWay);
      const gain =
        (result.splits[result.best] as SplitEv).ev - (result.splits[result.houseWay] as SplitEv).ev;
      expect(gain).toBeGreaterThanOrEqual(TRAP_MIN_GAIN);
    }
  });

  it("prefers traps the learner has not played yet", async () => {
    // A pool of two equally likely classes: once one is played, the other comes (eight draws
    // pass over a played hand, so only 1 in 256 deals would fall back to it).
    const pool = decodeTrapPool(
      encodeTrapPool(
        [
          { index: 100, weight: 2, cost: 3 },
          { index: 5_000_000, weight: 1, cost: 6 },
        ],
        1,
      ),
    );
    const first = await dealTrap(db, ALICE, createRng(1), pool);
    expect([classAt(100), classAt(5_000_000)].map(cacheKey)).toContain(cacheKey(first));
    // Play it: a deal of that hand, answered.
    const deal = await dealAny();
    await db
      .update(deals)
      .set({ hand: formatHand(first) })
      .where(eq(deals.id, deal.dealId));
    const ev = exactEv(first, { ruleSet: DEFAULT_RULE_SET });
    await submitAnswer(
      db,
      ALICE,
      { dealId: deal.dealId, front: frontOf(first, ev.splits[ev.best] as SplitEv), decideMs: 1 },
      { now: NOW },
    );
    // Ten deals: a drill that ignored what was played would deal it again about five times.
    for (let seed = 2; seed < 12; seed++) {
      const next = await dealTrap(db, ALICE, createRng(seed), pool);
      expect(cacheKey(next)).not.toBe(cacheKey(first));
    }
  });

  it("disguises a hand without changing what it is worth", async () => {
    const hand = parseHand("As Ah Kd Qc 7s 7h JK");
    const other = disguise(hand, createRng(9));
    expect(cacheKey(other)).toBe(cacheKey(hand));
    expect(other).toContain(JOKER);
    expect(handCategory(other)).toBe(handCategory(hand));
  });

  it("reopens an unanswered deal of the same learner only", async () => {
    const deal = await dealAny();
    expect((await openDeal(db, ALICE, deal.dealId, NOW + 1000))?.hand).toEqual(deal.hand);
    expect(await openDeal(db, BOB, deal.dealId, NOW + 1000)).toBeNull();
    expect(await openDeal(db, ALICE, deal.dealId, NOW + DEAL_TTL_MS + 1)).toBeNull();
    expect(await openDeal(db, ALICE, randomUUID(), NOW)).toBeNull();
  });
});

describe("grading a submission", () => {
  it("grades with the exact EV and stores one complete attempt", async () => {
    const deal = await dealAny();
    const result = exactEv(deal.hand, { ruleSet: DEFAULT_RULE_SET });
    const house = result.splits[result.houseWay] as SplitEv;
    const grade = await submitAnswer(
      db,
      ALICE,
      { dealId: deal.dealId, front: frontOf(deal.hand, house), decideMs: 4200 },
      { now: NOW + 5000 },
    );
    const best = result.splits[result.best] as SplitEv;
    expect(grade.chosen).toBe(result.houseWay);
    expect(grade.best).toBe(result.best);
    expect(grade.houseWay).toBe(result.houseWay);
    expect(grade.evLost).toBeCloseTo(best.ev - house.ev, 12);
    expect(grade.splits).toHaveLength(21);
    expect(grade.splits.map((s) => s.ev)).toEqual(result.splits.map((s) => s.ev));
    expect(grade.cached).toBe(false);

    const stored = await db.select().from(attempts);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      learnerId: ALICE,
      dealId: deal.dealId,
      hand: formatHand(deal.hand),
      handKey: cacheKey(deal.hand),
      front: formatHand(frontOf(deal.hand, house)),
      verdict: grade.verdict,
      ev: house.ev,
      bestEv: best.ev,
      houseWayEv: house.ev,
      category: handCategory(deal.hand),
      drill: "any",
      attemptKind: "decision",
      decideMs: 5000,
      createdAt: NOW + 5000,
    });
    expect((await db.select().from(deals).limit(1))[0]?.answeredAt).toBe(NOW + 5000);
  });

  it("grades a suit-relabelled repeat from the cache, with the same numbers", async () => {
    const hand = parseHand("Ks Kd Tc Th 9s 4d 2c");
    const first = await handEv(db, hand, NOW, DEFAULT_RULE_SET);
    const twin = parseHand("Kh Kc Td Ts 9h 4c 2d"); // hearts<->spades, diamonds<->clubs
    const second = await handEv(db, twin, NOW, DEFAULT_RULE_SET);
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.key).toBe(first.key);
    expect(second.result.splits.map((s) => s.ev)).toEqual(
      exactEv(twin, { ruleSet: DEFAULT_RULE_SET }).splits.map((s) => s.ev),
    );
    expect(await db.select().from(evCache)).toHaveLength(1);
  });

  it.each([0, 99_999_999])(
    "measures the decision time on the server, whatever the client says (%d)",
    async (claimed) => {
      const deal = await dealAny();
      const front = houseWay(deal.hand, deal.ruleSet.way).front;
      await submitAnswer(
        db,
        ALICE,
        { dealId: deal.dealId, front, decideMs: claimed },
        { now: NOW + 3000 },
      );
      expect((await db.select().from(attempts).orderBy(attempts.id).limit(1))[0]?.decideMs).toBe(
        3000,
      );
    },
  );

  it("refuses a replayed submission and stores nothing more", async () => {
    const deal = await dealAny();
    const front = houseWay(deal.hand, deal.ruleSet.way).front;
    await submitAnswer(db, ALICE, { dealId: deal.dealId, front, decideMs: 10 }, { now: NOW + 10 });
    const before = await rowCounts();
    await expectRefused(
      () =>
        submitAnswer(db, ALICE, { dealId: deal.dealId, front, decideMs: 10 }, { now: NOW + 20 }),
      "already-answered",
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("grades two simultaneous submissions of one deal once (the other is already-answered)", async () => {
    const deal = await dealAny();
    const front = houseWay(deal.hand, deal.ruleSet.way).front;
    const results = await Promise.allSettled(
      [10, 11].map((t) =>
        submitAnswer(db, ALICE, { dealId: deal.dealId, front, decideMs: 1 }, { now: NOW + t }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(PracticeError);
    expect(((refused as PromiseRejectedResult).reason as PracticeError).code).toBe(
      "already-answered",
    );
    expect(await db.select().from(attempts)).toHaveLength(1);
  });

  it("refuses a deal answered between the check and the write (a double submit)", async () => {
    const deal = await dealAny();
    // The other request won the race: the deal is answered, its attempt not yet visible here.
    await db
      .update(deals)
      .set({ answeredAt: NOW + 1 })
      .where(eq(deals.id, deal.dealId));
    await expectRefused(() => answerHouseWay(ALICE, deal, NOW + 2), "already-answered");
    expect(await db.select().from(attempts)).toHaveLength(0);
  });

  it("refuses a hand dealt to another learner and stores nothing", async () => {
    const deal = await dealAny(ALICE);
    const before = await rowCounts();
    await expectRefused(() => answerHouseWay(BOB, deal, NOW), "not-your-deal");
    expect(await rowCounts()).toEqual(before);
    // Alice can still answer it.
    await answerHouseWay(ALICE, deal, NOW);
    expect(await db.select().from(attempts)).toHaveLength(1);
  });

  it("refuses a deal the server never made", async () => {
    await expectRefused(
      () =>
        submitAnswer(db, ALICE, { dealId: randomUUID(), front: [0, 1], decideMs: 1 }, { now: NOW }),
      "unknown-deal",
    );
    expect(await rowCounts()).toEqual({ attempts: 0, answered: 0, reviews: 0, evCache: 0 });
  });

  it("refuses a table round's deal: it is answered at its table only", async () => {
    const deal = await dealAny();
    // What a forged call naming the learner's open table round would reach.
    await db.update(deals).set({ drill: "table" }).where(eq(deals.id, deal.dealId));
    await expectRefused(() => answerHouseWay(ALICE, deal, NOW + 1), "unknown-deal");
    expect(await rowCounts()).toEqual({ attempts: 0, answered: 0, reviews: 0, evCache: 0 });
  });

  it("refuses front cards that are not in the dealt hand, leaving the deal open", async () => {
    const deal = await dealAny();
    const outside = [...Array(53).keys()].find((c) => !deal.hand.includes(c)) as Card;
    await expectRefused(
      () =>
        submitAnswer(
          db,
          ALICE,
          { dealId: deal.dealId, front: [deal.hand[0] as Card, outside], decideMs: 1 },
          { now: NOW },
        ),
      "card-not-in-hand",
    );
    await expectRefused(
      () =>
        submitAnswer(
          db,
          ALICE,
          { dealId: deal.dealId, front: [deal.hand[0] as Card, deal.hand[0] as Card], decideMs: 1 },
          { now: NOW },
        ),
      "invalid-input",
    );
    expect(await rowCounts()).toEqual({ attempts: 0, answered: 0, reviews: 0, evCache: 0 });
    expect(await openDeal(db, ALICE, deal.dealId, NOW)).not.toBeNull();
  });

  it("refuses a stale deal", async () => {
    const deal = await dealAny();
    await expectRefused(() => answerHouseWay(ALICE, deal, NOW + DEAL_TTL_MS + 1), "expired-deal");
    expect(await rowCounts()).toEqual({ attempts: 0, answered: 0, reviews: 0, evCache: 0 });
  });
});

describe("review and try again", () => {
  /** A deal whose worst non-foul split is at least a mistake, answered with it. */
  async function missOne(seed: number, now = NOW) {
    for (let s = seed; ; s++) {
      const deal = await dealAny(ALICE, s, now);
      const result = exactEv(deal.hand, { ruleSet: DEFAULT_RULE_SET });
      const worst = [...result.splits]
        .filter((x) => !x.split.foul)
        .sort((x, y) => x.ev - y.ev)[0] as SplitEv;
      const best = result.splits[result.best] as SplitEv;
      if (best.ev - worst.ev < 0.05) continue;
      const grade = await submitAnswer(
        db,
        ALICE,
        { dealId: deal.dealId, front: frontOf(deal.hand, worst), decideMs: 1 },
        { now },
      );
      return { deal, grade, result };
    }
  }

  it("schedules a blunder for review and deals it back once due", async () => {
    const { deal, grade, result } = await missOne(1);
    expect(grade.verdict).toBe("blunder");
    expect(grade.review).toEqual({ dueAt: NOW + MISS_DELAY_MS.blunder, lapses: 1, retired: false });

    const early = await dealHand(db, ALICE, { drill: "review" }, { now: NOW + 1000 });
    expect(early).toEqual({
      status: "review-empty",
      queue: { pending: 1, due: 0, nextDueAt: NOW + MISS_DELAY_MS.blunder },
    });

    const due = await dealHand(
      db,
      ALICE,
      { drill: "review" },
      { now: NOW + MISS_DELAY_MS.blunder, rng: createRng(3) },
    );
    if (due.status !== "dealt") throw new Error("expected a review deal");
    expect([...due.deal.hand].sort()).toEqual([...deal.hand].sort());
    expect(due.deal).toMatchObject({ drill: "review", lapses: 1 });

    // Answered well now: it is spaced out, not forgotten.
    const best = result.splits[result.best] as SplitEv;
    const front = frontOf(deal.hand, best);
    const again = await submitAnswer(
      db,
      ALICE,
      { dealId: due.deal.dealId, front, decideMs: 1 },
      { now: NOW + MISS_DELAY_MS.blunder },
    );
    expect(again.verdict).toBe("optimal");
    expect(again.review).toMatchObject({ lapses: 1, retired: false });
    // Bob's queue is his own.
    expect(
      (await dealHand(db, BOB, { drill: "review" }, { now: NOW + 10 * DEAL_TTL_MS })).status,
    ).toBe("review-empty");
  });

  it("deals the hand of an earlier attempt again as a new deal", async () => {
    const { deal } = await missOne(5);
    const attempt = (await db.select().from(attempts).orderBy(attempts.id).limit(1))[0];
    const retry = await retryAttempt(db, ALICE, attempt?.id ?? 0, { now: NOW + 1 });
    expect(retry.hand).toEqual(deal.hand);
    expect(retry.dealId).not.toBe(deal.dealId);
    expect(retry.drill).toBe("retry");
    await expectRefused(() => retryAttempt(db, BOB, attempt?.id ?? 0), "unknown-attempt");
  });

  it("deals a retry under the missed attempt's casino, not the one chosen since", async () => {
    await missOne(5);
    const attempt = (await db.select().from(attempts).orderBy(attempts.id).limit(1))[0];
    expect(attempt?.ruleSet).toBe("seed/standard");
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/ez");
    const retry = await retryAttempt(db, ALICE, attempt?.id ?? 0, { now: NOW + 1 });
    expect(retry.ruleSet).toEqual({ way: "seed", variant: "standard" });
    // A fresh deal follows the casino chosen since.
    expect((await dealAny(ALICE, 9, NOW + 2)).ruleSet).toEqual({ way: "foxwoods", variant: "ez" });
  });
});

describe("progress", () => {
  it("is empty before the first hand", async () => {
    expect(await progressFor(db, ALICE, NOW)).toEqual(emptyProgress());
  });

  it("counts hands, optimal share, EV lost, categories, trend and costly mistakes", async () => {
    const evLost: number[] = [];
    let optimal = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const deal = await dealAny(ALICE, seed, NOW + seed);
      const result = exactEv(deal.hand, { ruleSet: DEFAULT_RULE_SET });
      const pick =
        seed % 2 === 0
          ? (result.splits[result.best] as SplitEv)
          : ([...result.splits].sort((a, b) => a.ev - b.ev)[0] as SplitEv);
      const grade = await submitAnswer(
        db,
        ALICE,
        { dealId: deal.dealId, front: frontOf(deal.hand, pick), decideMs: seed * 1000 },
        { now: NOW + seed + 60_000 },
      );
      evLost.push(grade.evLost);
      if (grade.verdict === "optimal") optimal++;
    }
    await dealAny(BOB, 99); // Bob's deals and attempts are not Alice's.

    const progress = await progressFor(db, ALICE, NOW + 120_000);
    const total = evLost.reduce((a, b) => a + b, 0);
    expect(progress.summary).toMatchObject({ hands: 6, optimal, medianDecideMs: 60_000 });
    expect(progress.summary.streak).toBe(1); // the last hand was set best, the one before worst
    expect(progress.summary.optimalShare).toBeCloseTo(optimal / 6, 12);
    expect(progress.summary.avgEvLost).toBeCloseTo(total / 6, 12);
    expect(progress.categories.reduce((n, c) => n + c.hands, 0)).toBe(6);
    expect(progress.trend.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress.trend.map((p) => p.evLost)).toEqual(evLost);
    const mistakes = progress.mistakes.map((m) => m.evLost);
    expect(mistakes).toEqual([...mistakes].sort((a, b) => b - a));
    expect(mistakes[0]).toBe(Math.max(...evLost));
    expect(progress.mistakes.every((m) => m.verdict !== "optimal")).toBe(true);
  });
});

describe("what counts as a decision (issue 10)", () => {
  /** A non-foul split losing 0.05 units or more (a blunder), on the first hand that has one. */
  const blunderFront = (hand: Card[]) => {
    const result = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
    const worst = [...result.splits]
      .filter((x) => !x.split.foul)
      .sort((a, b) => a.ev - b.ev)[0] as SplitEv;
    const best = result.splits[result.best] as SplitEv;
    return best.ev - worst.ev >= 0.05 ? frontOf(hand, worst) : null;
  };
  const dealBlunderable = async (seed: number, now = NOW) => {
    for (let s = seed; ; s++) {
      const deal = await dealAny(ALICE, s, now);
      const front = blunderFront(deal.hand);
      if (front) return { deal, front };
    }
  };
  const bestFront = (hand: Card[]) => {
    const result = exactEv(hand, { ruleSet: DEFAULT_RULE_SET });
    return frontOf(hand, result.splits[result.best] as SplitEv);
  };

  it("records retries of a revealed hand as retries, and progress counts only the decision", async () => {
    const { deal: first, front } = await dealBlunderable(7);
    await submitAnswer(db, ALICE, { dealId: first.dealId, front }, { now: NOW + 1 });
    // The same hand dealt again by another drill (review) is no new decision.
    const later = NOW + 1 + MISS_DELAY_MS.blunder;
    const review = await dealHand(db, ALICE, { drill: "review" }, { now: later });
    if (review.status !== "dealt") throw new Error("expected the hand back for review");
    const again = await submitAnswer(
      db,
      ALICE,
      { dealId: review.deal.dealId, front: bestFront(review.deal.hand) },
      { now: later + 1 },
    );
    expect(again.attemptKind).toBe("retry");
    const attemptId = (await db.select().from(attempts).orderBy(attempts.id).limit(1))[0]?.id ?? 0;
    for (let i = 0; i < 30; i++) {
      const retry = await retryAttempt(db, ALICE, attemptId, { now: later + 10 + i });
      const grade = await submitAnswer(
        db,
        ALICE,
        { dealId: retry.dealId, front: bestFront(retry.hand) },
        { now: later + 20 + i },
      );
      expect(grade.attemptKind).toBe("retry");
    }

    expect(await db.select().from(attempts)).toHaveLength(32);
    const progress = await progressFor(db, ALICE, later + 100);
    expect(progress.summary).toMatchObject({ hands: 1, optimal: 0, optimalShare: 0 });
    expect(progress.trend).toHaveLength(1);
  });

  it("records a House Way button hand as house-way: never optimal in the statistics", async () => {
    const deal = await dealAny(ALICE, 8);
    const grade = await submitAnswer(
      db,
      ALICE,
      { dealId: deal.dealId, front: houseWay(deal.hand, deal.ruleSet.way).front, houseWay: true },
      { now: NOW + 1 },
    );
    expect(grade.attemptKind).toBe("house-way");
    expect(grade.review).toBeNull();
    expect((await db.select().from(attempts).orderBy(attempts.id).limit(1))[0]?.attemptKind).toBe(
      "house-way",
    );
    expect((await progressFor(db, ALICE, NOW + 2)).summary.hands).toBe(0);
  });

  it("counts only decisions on the teacher's side too", async () => {
    const { deal, front } = await dealBlunderable(9);
    await submitAnswer(db, ALICE, { dealId: deal.dealId, front }, { now: NOW + 1 });
    const attemptId = (await db.select().from(attempts).orderBy(attempts.id).limit(1))[0]?.id ?? 0;
    for (let i = 0; i < 5; i++) {
      const retry = await retryAttempt(db, ALICE, attemptId, { now: NOW + 10 + i });
      await submitAnswer(
        db,
        ALICE,
        { dealId: retry.dealId, front: bestFront(retry.hand) },
        { now: NOW + 20 + i },
      );
    }
    const hw = await dealAny(ALICE, 10, NOW + 30);
    await submitAnswer(
      db,
      ALICE,
      { dealId: hw.dealId, front: houseWay(hw.hand, hw.ruleSet.way).front, houseWay: true },
      { now: NOW + 31 },
    );
    const window = { drill: "any" as const, filter: null, from: NOW, to: null };
    expect(await learnerWindowTotals(db, ALICE, window)).toMatchObject({ hands: 1, optimal: 0 });
    expect((await categoryStats(db, ALICE)).hands).toBe(1);
    expect(await learnerLossSeries(db, ALICE)).toHaveLength(1);
  });
});
