/**
 * The Face Up drill's store: deals both hands from one deck under the learner's casino, grades
 * an answer by its outcome against the dealer set by the deal's way, counts it once, and refuses
 * a stale page, forged and replayed answers with a typed code, storing nothing.
 */
import { describe, expect, it } from "vitest";
import { faceUpDeals } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { faceUpTally, insertFaceUpDeal } from "@/lib/db/faceup";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import {
  type Card,
  createRng,
  faceUp,
  faceUpRuleSet,
  houseWay,
  parseCards,
  SPLIT_PAIRS,
} from "@/lib/engine";
import { DEAL_TTL_MS } from "@/lib/practice/deal";
import { PracticeError } from "@/lib/practice/errors";
import { submitAnswer } from "@/lib/practice/submit";
import { eachLearnerStore } from "@/tests/support/learner-store";
import { FaceUpError } from "./errors";
import { answerFaceUpHand, dealFaceUpHand } from "./service";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";

let db: Db;
eachLearnerStore([ALICE, BOB], NOW, (opened) => {
  db = opened;
});

const code = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof PracticeError || e instanceof FaceUpError ? e.code : String(e)),
  );

const answered = async () =>
  (await db.select().from(faceUpDeals)).filter((r) => r.answeredAt !== null);

describe("the Face Up drill", () => {
  it("deals both hands from one deck, the dealer set by the learner's casino", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/ez");
    const rng = createRng(54);
    for (let n = 0; n < 20; n++) {
      const deal = await dealFaceUpHand(db, ALICE, "foxwoods/ez", { rng, now: NOW });
      const dealer = [...deal.dealer.front, ...deal.dealer.back];
      expect(new Set([...deal.hand, ...dealer]).size).toBe(14);
      const way = houseWay(dealer, "foxwoods");
      expect([deal.dealer.backValue, deal.dealer.frontValue]).toEqual([
        way.backValue,
        way.frontValue,
      ]);
      expect(deal.way).toBe("foxwoods");
    }
    expect(await db.select().from(faceUpDeals)).toHaveLength(20);
  });

  it("grades each answer by its outcome, right only at the best, and counts it once", async () => {
    const rng = createRng(7);
    let right = 0;
    for (let n = 0; n < 21; n++) {
      const deal = await dealFaceUpHand(db, ALICE, "seed/standard", { rng, now: NOW });
      const [i, j] = SPLIT_PAIRS[n] as [number, number];
      const front: [Card, Card] = [deal.hand[i] as Card, deal.hand[j] as Card];
      const graded = await answerFaceUpHand(db, ALICE, { dealId: deal.dealId, front }, NOW + 5);
      const dealer = [...deal.dealer.front, ...deal.dealer.back];
      const expected = faceUp(deal.hand, dealer, faceUpRuleSet("seed"));
      expect(graded.outcome).toBe(expected.splits[n]?.outcome);
      expect(graded.best).toBe(expected.best);
      expect(graded.correct).toBe(graded.outcome === expected.best);
      // Every split's outcome is listed once per distinct setting, the learner's marked.
      expect(graded.splits.filter((s) => s.yours)).toHaveLength(1);
      expect(new Set(graded.splits.map((s) => s.outcome))).toEqual(
        new Set(expected.splits.map((s) => s.outcome)),
      );
      if (graded.correct) right++;
    }
    expect(await faceUpTally(db, ALICE)).toEqual({ hands: 21, right });
    expect(await faceUpTally(db, BOB)).toEqual({ hands: 0, right: 0 });
  });

  it("pushes a foul against ace-high pai gow and says why", async () => {
    await insertFaceUpDeal(db, {
      id: "44444444-4444-4444-8444-444444444444",
      learnerId: ALICE,
      way: "seed",
      hand: "Kh Kc 9d 7s 5h 3c 2d",
      dealerHand: "JK Qd 9c 7h 5s 3d 2c",
      dealtAt: NOW,
    });
    const kings = parseCards("Kh Kc", 2) as [Card, Card];
    const graded = await answerFaceUpHand(
      db,
      ALICE,
      { dealId: "44444444-4444-4444-8444-444444444444", front: kings },
      NOW,
    );
    expect(graded).toMatchObject({ outcome: "push", best: "push", correct: true, foul: true });
    expect(graded.explanation).toEqual({ kind: "dealer-pushes" });
  });

  it("grades by the deal's way when the learner changes casino before answering", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/standard");
    const deal = await dealFaceUpHand(db, ALICE, "foxwoods/standard", {
      rng: createRng(3),
      now: NOW,
    });
    await setLearnerRuleSetKey(db, ALICE, "seed/standard");
    const front = deal.hand.slice(0, 2) as [Card, Card];
    const graded = await answerFaceUpHand(db, ALICE, { dealId: deal.dealId, front }, NOW);
    const dealer = [...deal.dealer.front, ...deal.dealer.back];
    expect(graded.outcome).toBe(
      faceUp(deal.hand, dealer, faceUpRuleSet("foxwoods")).splits[0]?.outcome,
    );
  });

  it("refuses a stale page, forged, expired and replayed answers, storing nothing", async () => {
    expect(await code(dealFaceUpHand(db, ALICE, "foxwoods/standard", { now: NOW }))).toBe(
      "casino-changed",
    );
    expect(await db.select().from(faceUpDeals)).toHaveLength(0);

    const deal = await dealFaceUpHand(db, ALICE, "seed/standard", { rng: createRng(2), now: NOW });
    const front = deal.hand.slice(0, 2) as [Card, Card];
    const dealt = [...deal.hand, ...deal.dealer.front, ...deal.dealer.back];
    const notInHand = [deal.dealer.front[0], deal.dealer.front[1]] as [Card, Card];
    expect(await code(answerFaceUpHand(db, BOB, { dealId: deal.dealId, front }, NOW))).toBe(
      "not-your-deal",
    );
    expect(
      await code(answerFaceUpHand(db, ALICE, { dealId: deal.dealId, front: notInHand }, NOW)),
    ).toBe("card-not-in-hand");
    expect(dealt).toHaveLength(14);
    expect(
      await code(
        answerFaceUpHand(db, ALICE, { dealId: "33333333-3333-4333-8333-333333333333", front }, NOW),
      ),
    ).toBe("unknown-deal");
    expect(
      await code(
        answerFaceUpHand(db, ALICE, { dealId: deal.dealId, front }, NOW + DEAL_TTL_MS + 1),
      ),
    ).toBe("expired-deal");
    // The practice drill's submit is not a way in to a Face Up deal.
    expect(await code(submitAnswer(db, ALICE, { dealId: deal.dealId, front }))).toBe(
      "unknown-deal",
    );
    expect(await answered()).toHaveLength(0);

    expect(await code(answerFaceUpHand(db, ALICE, { dealId: deal.dealId, front }, NOW))).toBe("ok");
    expect(await code(answerFaceUpHand(db, ALICE, { dealId: deal.dealId, front }, NOW))).toBe(
      "already-answered",
    );
    expect(await answered()).toHaveLength(1);
  });
});
