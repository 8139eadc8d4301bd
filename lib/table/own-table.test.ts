/**
 * The learner's own table's door (own-table.ts): a scripted deck dealt through the machine's own
 * shuffle, and every solo write (Deal, Done, the clock) one step of the table machine.
 */
import { describe, expect, it } from "vitest";
import { findRound } from "@/lib/db/rounds";
import { type Card, createRng, deal, formatHand, parseCards } from "@/lib/engine";
import { viewLive } from "@/lib/live/access";
import { runVerb } from "@/lib/live/verbs";
import { step } from "./machine";
import { emptyTable, liveConfig } from "./machine/test-tables";
import { ownStep, scriptedRng, settleDueOfLearner } from "./own-table";
import { dealRound, finishRound } from "./test-own";
import { expectRefused, freshDb, T0, USD } from "./test-rounds";
import { tableSnapshot } from "./test-snapshot";

describe("a learner's own table", () => {
  it("a scripted deck comes out of the machine's own shuffle, in order", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const cards = deal(createRng(seed), 14);
      const own = liveConfig("test-fast");
      const state = {
        ...emptyTable(own, { a: { balance: 100_000, points: 0, held: 0 } }),
        phase: "bets" as const,
        seats: [{ seat: 1, learnerId: "a", name: "", bet: 0, bonusBet: 0, sitOuts: 0 }],
      };
      const result = step(
        state,
        { type: "bet", learnerId: "a", main: 500, bonus: 0 },
        T0,
        scriptedRng(cards),
      );
      expect(result.state.round?.players[0]?.hand).toBe(formatHand(cards.slice(0, 7)));
      expect(result.state.round?.bank.hand).toBe(formatHand(cards.slice(7)));
    }
  });

  it("a bet beside an open round is round-open; a Done after settling already-settled", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const bet = { type: "bet", learnerId: learner, main: 500, bonus: 0 } as const;
    await expectRefused(
      db,
      learner,
      () => ownStep(db, learner, USD, bet, { now: T0 + 1 }),
      "round-open",
    );
    await finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 2 });
    await expectRefused(
      db,
      learner,
      () => finishRound(db, learner, round.id, { kind: "house-way" }, { now: T0 + 3 }),
      "already-settled",
    );
  });

  it("a foul is set only once confirmed", async () => {
    const { db, learner } = await freshDb();
    // A hand whose front of its two aces fouls the back (seven distinct ranks beneath).
    const hand = parseCards("As Ah 2c 5d 7h 9s Jc", 7) as Card[];
    const dealer = deal(createRng(9), 53)
      .filter((c) => !hand.includes(c))
      .slice(0, 7);
    const bet = { type: "bet", learnerId: learner, main: 500, bonus: 0 } as const;
    const dealt = await ownStep(db, learner, USD, bet, {
      now: T0,
      rng: scriptedRng([...hand, ...dealer]),
    });
    const round = { id: dealt.state.roundId as string };
    const aces = [hand[0], hand[1]] as [Card, Card];
    await expectRefused(
      db,
      learner,
      () =>
        finishRound(
          db,
          learner,
          round.id,
          { kind: "front", front: aces, confirmFoul: false },
          { now: T0 + 1 },
        ),
      "foul-unconfirmed",
    );
    const done = await finishRound(
      db,
      learner,
      round.id,
      { kind: "front", front: aces, confirmFoul: true },
      { now: T0 + 2 },
    );
    expect(done.status).toBe("settled");
  });

  it("a write path past the deadline settles the round by the timer, once", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(
      db,
      learner,
      "test-fast",
      { chips: [100], bonusChips: [] },
      {
        now: T0,
        testTables: true,
      },
    );
    expect(await settleDueOfLearner(db, learner, T0 + 1_000)).toBe(0);
    expect(await settleDueOfLearner(db, learner, T0 + 60_000)).toBe(1);
    expect(await settleDueOfLearner(db, learner, T0 + 60_001)).toBe(0);
    const row = await findRound(db, round.id);
    expect(row?.phase).toBe("settled");
  });
});

describe("a learner's own table is not a live table", () => {
  it("a live verb or view aimed at its row is unknown-table and changes nothing", async () => {
    const { db, learner } = await freshDb();
    const round = await dealRound(db, learner, USD, { chips: [500], bonusChips: [] }, { now: T0 });
    const own = `solo:${learner}:${USD}`;
    const before = await tableSnapshot(db, learner);
    for (const attempt of [
      () => runVerb(db, learner, own, "house-way", {}, { now: T0 + 1 }),
      () => runVerb(db, learner, own, "bet", { main: 500 }, { now: T0 + 1 }),
      () => viewLive(db, own, learner, { now: T0 + 1 }),
    ])
      await expect(attempt()).rejects.toMatchObject({ code: "unknown-table" });
    expect(await tableSnapshot(db, learner)).toEqual(before);
    expect((await findRound(db, round.id))?.phase).toBe("open");
  });
});
