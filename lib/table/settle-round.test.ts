import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attempts } from "@/db/schema";
import { insertLearner } from "@/lib/db/learners";
import { ledgerMismatches } from "@/lib/db/table";
import { fortuneBonus } from "@/lib/engine/bonus";
import { type Card, parseCards, parseHand } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { createRng } from "@/lib/engine/rng";
import { makeSplit } from "@/lib/engine/splits";
import { warmEngine } from "@/lib/grading/ev";
import { sweep } from "./clock";
import { logPage, roundDetail } from "./log";
import { DEADLINE_GRACE_MS } from "./own-verbs";
import { dealRound, finishRound, tableState } from "./test-own";
import {
  expectCode,
  expectRefused,
  foulingFront,
  freshDb,
  handOf,
  someFront,
  T0,
  USD,
} from "./test-rounds";
import { tableSnapshot } from "./test-snapshot";

beforeAll(() => warmEngine());

describe("settling a round", () => {
  it("settles Done against the dealer's house way, with marks, commission and bonus", async () => {
    const { db, learner } = await freshDb();
    let wins = 0;
    for (let k = 0; k < 40; k++) {
      const now = T0 + k * 60_000;
      const round = await dealRound(
        db,
        learner,
        USD,
        { chips: [2_500, 100], bonusChips: [100] },
        { now, rng: createRng(100 + k) },
      );
      const hand = handOf(round);
      const front = someFront(hand);
      const settled = await finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: now + 5_000 },
      );
      const seat = settled.seats[0];
      const bank = settled.bank;
      if (!seat || !bank) throw new Error("settled round lacks seat or bank");
      const dealer = parseHand(bank.cards.join(" "));
      const hw = houseWay(dealer, "seed");
      expect(parseCards(bank.front.join(" "), 2).sort()).toEqual([...hw.front].sort());
      expect(bank.rule).toBe(hw.rule);
      expect(settled.settledBy).toBe("learner");
      // Marks from the seat's side; a copy goes to the dealer.
      const split = makeSplit(hand, hand.indexOf(front[0]), hand.indexOf(front[1]));
      const mark = (a: number, b: number) => (a > b ? "win" : a === b ? "copy" : "lose");
      expect(seat.backMark).toBe(mark(split.backValue, hw.backValue));
      expect(seat.frontMark).toBe(mark(split.frontValue, hw.frontValue));
      const expected =
        seat.backMark === "win" && seat.frontMark === "win"
          ? "win"
          : seat.backMark !== "win" && seat.frontMark !== "win"
            ? "loss"
            : "push";
      expect(seat.outcome).toBe(expected);
      if (expected === "win") wins++;
      // The seat's net is the main bet's and the bonus's together (the live view's seat).
      const main = expected === "win" ? 2_600 - 130 : expected === "push" ? 0 : -2_600;
      expect(seat.net).toBe(main + (seat.bonusNet ?? 0));
      expect(seat.commission).toBe(expected === "win" ? 130 : 0);
      expect(seat.bonusKey).toBe(fortuneBonus(hand));
      expect(settled.balanceAfter).toBe(settled.balanceBefore + (seat.net ?? 0));
    }
    expect(wins).toBeGreaterThan(0);
    expect(await ledgerMismatches(db)).toEqual([]);
    // Every round is a practice attempt of drill `table`, counted as a decision.
    const rows = await db.select().from(attempts).where(eq(attempts.learnerId, learner));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => `${r.drill}/${r.attemptKind}`))).toEqual(
      new Set(["table/decision"]),
    );
  });

  it("makes Done idempotent: twice, a replay or another tab changes nothing", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const front = someFront(handOf(round));
    const done = () =>
      finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: T0 + 1 },
      );
    await done();
    await expectRefused(db, learner, done, "already-settled");
    await expectRefused(
      db,
      learner,
      () => finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 2 }),
      "already-settled",
    );
  });

  it("settles once when Done and House Way arrive at once (async interleaving)", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [500], bonusChips: [100] },
      { now: T0 },
    );
    const front = someFront(handOf(round));
    const results = await Promise.allSettled([
      finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front, confirmFoul: false },
        { now: T0 + 1 },
      ),
      finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 1 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult | undefined)?.reason).toMatchObject({
      code: "already-settled",
    });
    const snap = await tableSnapshot(db, learner);
    expect(snap.attempts).toHaveLength(1);
    // The bets, then one settlement's lines: never two payouts for one round.
    const settlement = snap.ledger.filter((e) => e.roundId === round.id && e.amount > 0);
    expect(settlement.length).toBeLessThanOrEqual(2);
    expect(new Set(settlement.map((e) => e.kind)).size).toBe(settlement.length);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("refuses fronts that are not the learner's cards, other learners and unknown rounds", async () => {
    const { db, learner } = await freshDb();
    const other = randomUUID();
    await insertLearner(db, other, T0);
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const hand = handOf(round);
    const notMine = [...Array(53).keys()].find((c) => !hand.includes(c)) as Card;
    const finish =
      (who: string, front: [Card, Card], id = round.id) =>
      () =>
        finishRound(db, who, id, { kind: "front", front, confirmFoul: true }, { now: T0 + 1 });
    await expectRefused(
      db,
      learner,
      finish(learner, [hand[0] as Card, notMine]),
      "card-not-in-hand",
    );
    await expectRefused(
      db,
      learner,
      finish(learner, [hand[0] as Card, hand[0] as Card]),
      "card-not-in-hand",
    );
    await expectRefused(db, learner, finish(other, someFront(hand)), "not-your-round");
    await expectRefused(
      db,
      learner,
      () => finishRound(db, other, round.id, { kind: "house-way" }, { now: T0 + 1 }),
      "not-your-round",
    );
    await expectRefused(
      db,
      learner,
      finish(learner, someFront(hand), randomUUID()),
      "unknown-round",
    );
    await expectRefused(db, learner, () => roundDetail(db, other, round.id, T0), "not-your-round");
  });

  it("asks before a foul, then lets it lose", async () => {
    const { db, learner } = await freshDb();
    for (let seed = 1; seed < 200; seed++) {
      const round = await dealRound(
        db,
        learner,
        USD,
        { chips: [500], bonusChips: [] },
        { now: T0 + seed, rng: createRng(seed) },
      );
      const foul = foulingFront(handOf(round));
      if (!foul) {
        await finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + seed });
        continue;
      }
      await expectRefused(
        db,
        learner,
        () =>
          finishRound(
            db,
            learner,
            round.id,
            { kind: "front", front: foul, confirmFoul: false },
            { now: T0 + seed },
          ),
        "foul-unconfirmed",
      );
      const settled = await finishRound(
        db,
        learner,
        round.id,
        { kind: "front", front: foul, confirmFoul: true },
        { now: T0 + seed },
      );
      expect(settled.seats[0]).toMatchObject({ foul: true, outcome: "foul", net: -500 });
      const [attempt] = await db.select().from(attempts).where(eq(attempts.dealId, round.id));
      expect(attempt?.verdict).toBe("foul");
      return;
    }
    throw new Error("no hand with a fouling split in 200 deals");
  });

  it("settles by the house way with the button, never counted as a decision", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const settled = await finishRound(
      db,
      learner,
      round.id,
      { kind: "house-way" },
      { now: T0 + 1 },
    );
    const hw = houseWay(handOf(round), "seed");
    expect(parseCards(settled.seats[0]?.front?.join(" ") ?? "", 2).sort()).toEqual(
      [...hw.front].sort(),
    );
    expect(settled.settledBy).toBe("house-way");
    const [attempt] = await db.select().from(attempts).where(eq(attempts.dealId, round.id));
    expect(attempt?.attemptKind).toBe("house-way");
  });
});

describe("the decision timer", () => {
  it("settles a round left open past its deadline by the house way: the clock, no one connected", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      USD,
      { chips: [500], bonusChips: [100] },
      { now: T0 },
    );
    const deadline = round.deadlineAt ?? 0;
    // Within the deadline (and its grace) nothing happens.
    expect(await sweep(db, deadline + DEADLINE_GRACE_MS)).toBe(0);
    // Reading the table writes nothing, even past the deadline.
    const unswept = await tableState(db, learner, USD, { now: deadline + 30_000 });
    expect(unswept.round).toMatchObject({ id: round.id, status: "open" });
    // The tab was closed; the clock settles it; the learner comes back later.
    expect(await sweep(db, deadline + DEADLINE_GRACE_MS + 1)).toBe(1);
    expect(await sweep(db, deadline + 60_000)).toBe(0);
    const state = await tableState(db, learner, USD, { now: deadline + 60_000 });
    expect(state.round).toMatchObject({ id: round.id, status: "settled", settledBy: "timer" });
    const hw = houseWay(handOf(round), "seed");
    expect(parseCards(state.round?.seats[0]?.front?.join(" ") ?? "", 2).sort()).toEqual(
      [...hw.front].sort(),
    );
    const [attempt] = await db.select().from(attempts).where(eq(attempts.dealId, round.id));
    expect(attempt?.attemptKind).toBe("house-way");
    expect((await logPage(db, learner, { now: deadline + 61_000 })).rows[0]?.id).toBe(round.id);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("answers Done after the deadline with deadline-passed; the house way's result stands", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const late = (round.deadlineAt ?? 0) + DEADLINE_GRACE_MS + 1;
    const front = someFront(handOf(round));
    await expectCode(
      () =>
        finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front, confirmFoul: true },
          { now: late },
        ),
      "deadline-passed",
    );
    const after = (await roundDetail(db, learner, round.id, late)).round;
    expect(after.settledBy).toBe("timer");
    // A second late Done changes nothing more.
    await expectRefused(
      db,
      learner,
      () =>
        finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front, confirmFoul: true },
          { now: late + 5 },
        ),
      "already-settled",
    );
  });
});
