import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { insertDeal } from "@/lib/db/practice";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import {
  type Card,
  DEFAULT_RULE_SET,
  DRILL_FILTERS,
  formatCard,
  formatHand,
  houseWay,
  installedWayDocument,
  matchesFilter,
  parseCards,
  parseHand,
  type Variant,
  type Way,
  type WayDocument,
} from "@/lib/engine";
import { submitAnswer } from "@/lib/practice/submit";
import { answer, dealOnDevice, gradeOnDevice } from "./engine-core";
import ownWayEv from "./fixtures/own-way-ev.json" with { type: "json" };

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";

describe("the browser's engine worker", () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore();
    await insertLearner(store.db, ALICE, NOW);
  });
  afterEach(async () => {
    await store.close();
  });

  it("grades a front exactly as the server's answer shows it", async () => {
    for (const seed of [1, 2, 3]) {
      const hand = dealOnDevice(seed, seed === 3 ? "joker" : null);
      const front = [hand[seed], hand[6]] as [Card, Card];
      const dealId = `00000000-0000-4000-8000-00000000000${seed}`;
      await insertDeal(store.db, {
        id: dealId,
        learnerId: ALICE,
        hand: formatHand(hand),
        drill: "any",
        filter: null,
        dealtAt: NOW,
      });
      const server = await submitAnswer(store.db, ALICE, { dealId, front }, { now: NOW + 1000 });
      const device = gradeOnDevice({
        dealId,
        hand,
        front,
        drill: "any",
        ruleSet: DEFAULT_RULE_SET,
        document: null,
      });
      const { cached: _c, review: _r, attemptKind: _k, ...serverView } = server;
      const { cached: _dc, review: _dr, attemptKind: _dk, ...deviceView } = device;
      expect(deviceView).toEqual(serverView);
    }
  });
});

describe("dealing on the device", () => {
  it("deals seven distinct cards, the same for the same seed", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const hand = dealOnDevice(seed, null);
      expect(new Set(hand).size).toBe(7);
      expect(hand.every((c) => c >= 0 && c <= 52)).toBe(true);
      expect(dealOnDevice(seed, null)).toEqual(hand);
    }
  });

  it("deals within the chosen category", () => {
    for (const filter of DRILL_FILTERS)
      expect(matchesFilter(dealOnDevice(7, filter), filter)).toBe(true);
  });

  it("answers a bad request with the engine's error, not a throw", () => {
    const reply = answer(
      {
        id: 4,
        type: "grade",
        dealId: "x",
        hand: [1, 2, 3],
        front: [1, 2],
        drill: "any",
        ruleSet: DEFAULT_RULE_SET,
        document: null,
      },
      () => 0,
    );
    expect(reply).toMatchObject({ id: 4, type: "error" });
  });
});

describe("the worker under a learner's own house way (issue 52 part 3)", () => {
  const golden = ownWayEv as unknown as {
    wayId: string;
    variant: Variant;
    document: WayDocument;
    hands: {
      hand: string;
      houseWayFront: string[];
      houseWay: number;
      best: number;
      ev: number[];
    }[];
  };
  const ruleSet = { way: golden.wayId as Way, variant: golden.variant };

  it("grades as `paigow ev --way-file` does, from the document the page sends it", () => {
    // The worker starts knowing no own way: only the document it is sent can make it one.
    expect(installedWayDocument(ruleSet.way)).toBeUndefined();
    expect(
      answer({ id: 1, type: "warm", ruleSet, document: golden.document }, () => 0),
    ).toMatchObject({ type: "warm" });
    for (const [n, g] of golden.hands.entries()) {
      const hand = parseHand(g.hand);
      const houseWayFront = parseCards(g.houseWayFront.join(" "), 2) as [Card, Card];
      const reply = answer(
        {
          id: 2 + n,
          type: "grade",
          dealId: `00000000-0000-4000-8000-00000000010${n}`,
          hand,
          front: houseWayFront,
          drill: "any",
          ruleSet,
          document: golden.document,
        },
        () => 0,
      );
      if (reply.type !== "graded") throw new Error(`${g.hand}: ${JSON.stringify(reply)}`);
      expect(reply.grade.ruleSet).toEqual(ruleSet);
      expect(reply.grade.houseWay, g.hand).toBe(g.houseWay);
      expect(reply.grade.best, g.hand).toBe(g.best);
      expect(reply.grade.chosen, g.hand).toBe(g.houseWay);
      expect(
        reply.grade.splits.map((s) => s.ev),
        g.hand,
      ).toEqual(g.ev);
    }
    // Foxwoods splits the three aces; this way keeps them behind (the hand the way changes).
    const aces = parseHand(golden.hands[0]?.hand ?? "");
    const fox = houseWay(aces, "foxwoods").front.map(formatCard).sort();
    expect(fox).not.toEqual([...(golden.hands[0]?.houseWayFront ?? [])].sort());
  });

  it("refuses to grade an own way without its document, or with another way's", () => {
    const request = (document: WayDocument | null) =>
      answer(
        {
          id: 9,
          type: "grade",
          dealId: "00000000-0000-4000-8000-000000000109",
          hand: parseHand("As Kd Qh 9c 7s 4d 2h"),
          front: parseCards("Kd Qh", 2) as [Card, Card],
          drill: "any",
          ruleSet,
          document,
        },
        () => 0,
      );
    expect(request(null)).toMatchObject({
      type: "error",
      message: expect.stringContaining(ruleSet.way),
    });
    const other = structuredClone(golden.document);
    other.rules["no-pair"] = { option: "singles-in-front", positions: [1, 2] };
    expect(request(other)).toMatchObject({
      type: "error",
      message: expect.stringContaining("another way"),
    });
    // A published way needs no document.
    expect(
      answer(
        { id: 10, type: "warm", ruleSet: { way: "foxwoods", variant: "ez" }, document: null },
        () => 0,
      ),
    ).toMatchObject({ type: "warm" });
  });
});
