/**
 * The dealer's drill: dealt under the learner's casino, graded against that casino's house way
 * as the `paigow house-way --way W` command sets it (200 seeded hands per way, right and
 * wrong), never regraded when the learner changes casino, and every forged answer refused.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dealerAttempts, deals } from "@/db/schema";
import type { Db } from "@/lib/db/client";
import { dealerTallies } from "@/lib/db/dealer";
import { setLearnerRuleSetKey } from "@/lib/db/learners";
import {
  type Card,
  createRng,
  deal,
  formatHand,
  houseWay,
  makeSplit,
  SPLIT_PAIRS,
  WAYS,
  type Way,
} from "@/lib/engine";
import { backText, frontText } from "@/lib/engine/values";
import { PracticeError } from "@/lib/practice/errors";
import { submitAnswer } from "@/lib/practice/submit";
import { eachLearnerStore } from "@/tests/support/learner-store";
import { storeSample } from "@/tests/support/store-dialect";
import { pickDealerHand, sameSetting } from "./pick";
import { answerDealerHand, dealDealerHand } from "./service";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const HANDS = 200;
const root = path.resolve(import.meta.dirname, "..", "..");

let db: Db;
eachLearnerStore([ALICE, BOB], NOW, (opened) => {
  db = opened;
});

/** The CLI's setting of each hand as value text (`HAND<TAB>RULE<TAB>BACK | FRONT`). */
function cliSettings(hands: string[], way: Way): string[] {
  const run = spawnSync(process.execPath, ["bin/run.mjs", "house-way", "--way", way], {
    cwd: root,
    input: `${hands.join("\n")}\n`,
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const lines = run.stdout.trim().split("\n");
  expect(lines).toHaveLength(hands.length);
  return lines.map((line, i) => {
    const [hand, , setting] = line.split("\t");
    expect(hand).toBe(hands[i]);
    return setting as string;
  });
}

/** The value text of the setting with `front` in front, as the CLI prints it. */
function settingText(hand: Card[], front: readonly Card[]): string {
  const s = makeSplit(hand, hand.indexOf(front[0] as Card), hand.indexOf(front[1] as Card));
  return `${backText(s.backValue)} | ${frontText(s.frontValue)}`;
}

/** A front whose setting the CLI printed (one of the hand's 21). */
function frontOf(hand: Card[], text: string): [Card, Card] {
  for (const [i, j] of SPLIT_PAIRS) {
    const front: [Card, Card] = [hand[i] as Card, hand[j] as Card];
    if (settingText(hand, front) === text) return front;
  }
  throw new Error(`no setting of ${formatHand(hand)} reads ${text}`);
}

/** A front of `hand` that leaves different hands from `front` (there always is one). */
function otherFront(hand: Card[], front: Card[]): [Card, Card] {
  const mine = makeSplit(hand, hand.indexOf(front[0] as Card), hand.indexOf(front[1] as Card));
  for (const [i, j] of SPLIT_PAIRS) {
    const s = makeSplit(hand, i, j);
    if (s.backValue !== mine.backValue || s.frontValue !== mine.frontValue)
      return [hand[i] as Card, hand[j] as Card];
  }
  throw new Error("no other setting");
}

describe("the dealer's drill", () => {
  it.each(storeSample(WAYS))(
    "grades %s like `paigow house-way --way` on 200 seeded hands, right and wrong",
    async (way) => {
      await setLearnerRuleSetKey(db, ALICE, `${way}/standard`);
      const rng = createRng(31);
      const dealt = [];
      for (let n = 0; n < HANDS; n++)
        dealt.push(await dealDealerHand(db, ALICE, "all", { rng, now: NOW }));
      const settings = cliSettings(
        dealt.map((d) => formatHand(d.hand)),
        way,
      );
      let right = 0;
      for (const [n, deal] of dealt.entries()) {
        expect(deal.ruleSet).toEqual({ way, variant: "standard" });
        // The CLI's setting, found among the hand's 21 by its value text.
        const front = frontOf(deal.hand, settings[n] as string);
        // Every even hand answered as the CLI sets it, every odd one with another setting.
        const answer = n % 2 === 0 ? front : otherFront(deal.hand, front);
        const graded = await answerDealerHand(
          db,
          ALICE,
          { dealId: deal.dealId, front: answer },
          NOW + 1000,
        );
        expect(graded.correct).toBe(n % 2 === 0);
        expect(formatHand(graded.wayFront)).toBe(formatHand(houseWay(deal.hand, way).front));
        if (graded.correct) right++;
      }
      expect(right).toBe(HANDS / 2);
      expect(await dealerTallies(db, ALICE)).toEqual([
        { ruleSet: `${way}/standard`, hands: HANDS, right: HANDS / 2 },
      ]);
    },
    120_000,
  );

  it("keeps the deal's casino when the learner changes theirs before answering", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/standard");
    const deal = await dealDealerHand(db, ALICE, "differs", { rng: createRng(5), now: NOW });
    expect(sameSetting(deal.hand, "foxwoods", "seed")).toBe(false);
    await setLearnerRuleSetKey(db, ALICE, "seed/standard");
    const fox = houseWay(deal.hand, "foxwoods").front;
    const graded = await answerDealerHand(db, ALICE, { dealId: deal.dealId, front: fox }, NOW);
    expect(graded.correct).toBe(true);
    expect(graded.ruleSet).toEqual({ way: "foxwoods", variant: "standard" });
    expect(graded.rule).toBe(houseWay(deal.hand, "foxwoods").rule);
  });

  it("deals only hands where the casino differs from the online way in `differs` mode", () => {
    const rng = createRng(9);
    for (const way of WAYS.filter((w) => w !== "seed"))
      for (let n = 0; n < 50; n++)
        expect(sameSetting(pickDealerHand(rng, way, "differs"), way, "seed")).toBe(false);
  });

  it("weights toward hands the ways set differently", () => {
    const rng = createRng(3);
    const differs = (hand: Card[]) => WAYS.some((w) => !sameSetting(hand, "seed", w));
    let drill = 0;
    let uniform = 0;
    for (let n = 0; n < 1000; n++) {
      if (differs(pickDealerHand(rng, "trump-plaza", "all"))) drill++;
      if (differs(deal(rng, 7))) uniform++;
    }
    // About 5% of uniform hands are set differently by some way; the drill's mix about 30%.
    expect(uniform / 1000).toBeLessThan(0.1);
    expect(drill).toBeGreaterThan(4 * uniform);
  });

  it("refuses `differs` for the online way, forged deals, other learners and replays", async () => {
    await expect(dealDealerHand(db, ALICE, "differs", { now: NOW })).rejects.toThrow(PracticeError);
    const deal = await dealDealerHand(db, ALICE, "all", { rng: createRng(2), now: NOW });
    const front = houseWay(deal.hand, deal.ruleSet.way).front;
    const code = (p: Promise<unknown>) =>
      p.then(
        () => "ok",
        (e: unknown) => (e instanceof PracticeError ? e.code : String(e)),
      );
    expect(await code(answerDealerHand(db, BOB, { dealId: deal.dealId, front }, NOW))).toBe(
      "not-your-deal",
    );
    const notInHand = [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .filter((c) => !deal.hand.includes(c))
      .slice(0, 2) as [Card, Card];
    expect(
      await code(answerDealerHand(db, ALICE, { dealId: deal.dealId, front: notInHand }, NOW)),
    ).toBe("card-not-in-hand");
    expect(
      await code(
        answerDealerHand(db, ALICE, { dealId: "33333333-3333-4333-8333-333333333333", front }, NOW),
      ),
    ).toBe("unknown-deal");
    // The practice drill's submit is not a way in to a dealer's deal.
    expect(
      await code(submitAnswer(db, ALICE, { dealId: deal.dealId, front: [front[0], front[1]] })),
    ).toBe("unknown-deal");
    expect(await code(answerDealerHand(db, ALICE, { dealId: deal.dealId, front }, NOW))).toBe("ok");
    expect(await code(answerDealerHand(db, ALICE, { dealId: deal.dealId, front }, NOW))).toBe(
      "already-answered",
    );
    expect((await db.select().from(dealerAttempts)).length).toBe(1);
    expect((await db.select().from(deals)).filter((d) => d.answeredAt !== null)).toHaveLength(1);
  });
});
