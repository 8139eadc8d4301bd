/**
 * What a settled live round tells each viewer (issue 29, walk findings 3 and 4): every dealt
 * seat's win/lose/copy marks and outcome word, as the stored settlement has them, the coach's
 * grade of the viewer's own setting, and the
 * viewer's own last result, which a reload (a fresh read of the view) keeps while the next
 * round is being bet. The view's payload and the seats as the page draws them.
 */
import { asc } from "drizzle-orm";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LiveSeats } from "@/components/live/LiveSeats";
import { roundSeats } from "@/db/schema";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { allSplits, makeSplit, parseHand } from "@/lib/engine";
import { sweepLive } from "@/lib/table/clock";
import { findTable, type TableConfig } from "@/lib/table/tables";
import { addUser } from "@/tests/support/db-fixtures";
import { renderIn } from "@/tests/support/render-intl";
import { viewLive } from "./access";
import { liveOpts as opts, T, LIVE_TEST_TABLE as TABLE, verbOn } from "./test-live";

let store: TestStore;
let db: Queryable;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => store.close());

const verb = verbOn(() => db);

describe("a settled live round", () => {
  it("shows every seat's marks and outcome, and keeps each viewer's last result for a reload", async () => {
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    const cleo = (await addUser(db, "cleo")).learnerId as string;
    for (const who of [anna, bert, cleo]) await verb(who, "sit", {}, T);
    await verb(anna, "bank", {}, T);
    await verb(anna, "approve", {}, T + 10);
    await verb(bert, "bet", { main: 500 }, T + 20);
    await verb(cleo, "bet", { main: 1_000 }, T + 30);
    const open = await viewLive(db, TABLE, bert, opts(T + 35));
    expect(open.seats.every((s) => s.outcome === null && s.backMark === null)).toBe(true);
    // The learner bank sees no seat's cards or values before settling, nor its own hand.
    const bankSees = await viewLive(db, TABLE, anna, opts(T + 35));
    expect(bankSees.you.role).toBe("bank");
    expect(bankSees.seats.every((s) => s.cards === null && s.backValue === null)).toBe(true);
    expect([bankSees.bank.cards, bankSees.bank.backValue]).toEqual([null, null]);
    await verb(bert, "house-way", {}, T + 40);
    const settled = await verb(cleo, "house-way", {}, T + 50);
    expect(settled.phase).toBe("settled");

    const stored = (await db.select().from(roundSeats).orderBy(asc(roundSeats.seat))).filter(
      (s) => s.role === "player",
    );
    for (const row of stored) {
      const seat = settled.seats.find((s) => s.seat === row.seat);
      expect(seat?.outcome).toBe(row.foul ? "foul" : row.outcome);
      expect([seat?.backMark, seat?.frontMark]).toEqual([row.backMark, row.frontMark]);
      expect(seat?.backMark).toMatch(/^(win|lose|copy)$/);
    }

    // The coach's grade of the viewer's own setting only (cleo played the house way).
    const own = settled.seats.find((s) => s.seat === settled.you.seat);
    expect(own?.grade?.houseWayEv).toBe(own?.grade?.ev);
    expect(own?.grade?.bestEv).toBeGreaterThanOrEqual(own?.grade?.ev as number);
    expect(settled.seats.filter((s) => s.grade)).toHaveLength(1);
    const bertSees = await viewLive(db, TABLE, bert, opts(T + 55));
    expect(bertSees.seats.filter((s) => s.grade).map((s) => s.seat)).toEqual([bertSees.you.seat]);
    expect((await viewLive(db, TABLE, anna, opts(T + 55))).seats.some((s) => s.grade)).toBe(false);
    expect((await viewLive(db, TABLE, null, opts(T + 55))).seats.some((s) => s.grade)).toBe(false);

    // The page draws them: a mark on each hand, the outcome word, the bank's result word.
    const html = renderIn(
      createElement(LiveSeats, { view: settled, table: findTable(TABLE, true) as TableConfig }),
    );
    for (const row of stored) {
      expect(html).toContain(`data-testid="live-seat-hand-${row.seat}-back-mark"`);
      expect(html).toContain(`data-testid="live-seat-hand-${row.seat}-front-mark"`);
      expect(html).toMatch(
        new RegExp(`data-testid="live-seat-outcome-${row.seat}"[^>]*>(Win|Push|Loss|Foul)<`),
      );
    }
    expect(html).toMatch(/data-testid="live-bank-outcome"[^>]*>(Win|Push|Loss)</);

    // Next round's bets: a fresh read (a reload) still has each player's and the bank's last.
    await sweepLive(db, T + 50 + 5_001);
    const roundId = settled.round?.id as string;
    for (const [who, name] of [
      [bert, "bert"],
      [cleo, "cleo"],
    ] as const) {
      const reloaded = await viewLive(db, TABLE, who, opts(T + 5_100));
      expect(reloaded.phase).not.toBe("settled");
      expect(reloaded.you.last).toEqual({
        roundId,
        net: settled.seats.find((s) => s.name === name)?.net,
      });
    }
    const bankReload = await viewLive(db, TABLE, anna, opts(T + 5_100));
    expect(bankReload.you.last).toEqual({ roundId, net: settled.bank.net });
    const watcher = await viewLive(db, TABLE, null, opts(T + 5_100));
    expect(watcher.you.last).toBeNull();
  });

  it("carries each set hand's values, worked out where the cards are hidden, and nothing hidden", async () => {
    const anna = (await addUser(db, "anna")).learnerId as string;
    const bert = (await addUser(db, "bert")).learnerId as string;
    for (const who of [anna, bert]) await verb(who, "sit", {}, T);
    await verb(anna, "bet", { main: 500 }, T + 10);
    const dealt = await verb(bert, "bet", { main: 500 }, T + 20);
    expect(dealt.phase).toBe("setting");
    const mine = dealt.seats.find((s) => s.seat === dealt.you.seat);
    const cards = mine?.cards as string[];
    // Bert sets a front that fouls (confirmed; a hand with none, about 1 in 1,000, any front):
    // his view knows whether it fouls before the settlement.
    const splits = allSplits(parseHand(cards.join(" ")));
    const pick = splits.find((split) => split.foul) ?? (splits[0] as (typeof splits)[number]);
    const front = pick.frontIndex.map((i) => cards[i] as string);
    const set = await verb(bert, "set", { front, confirmFoul: pick.foul }, T + 30);
    const own = set.seats.find((s) => s.seat === set.you.seat);
    expect(own?.front).toEqual(front);
    expect(own?.foul).toBe(pick.foul);
    expect([own?.backValue, own?.frontValue]).toEqual([pick.backValue, pick.frontValue]);
    // Anna sees bert's bet, not his cards, front or values, nor does a watcher.
    for (const viewer of [anna, null]) {
      const other = (await viewLive(db, TABLE, viewer, opts(T + 35))).seats.find(
        (s) => s.seat === own?.seat,
      );
      expect(other?.bet).toBe(500);
      expect([
        other?.cards,
        other?.front,
        other?.backValue,
        other?.frontValue,
        other?.foul,
      ]).toEqual([null, null, null, null, null]);
    }

    const settled = await verb(anna, "house-way", {}, T + 40);
    expect(settled.phase).toBe("settled");
    for (const seat of settled.seats.filter((s) => s.cards)) {
      const hand = parseHand((seat.cards as string[]).join(" "));
      const [a, b] = (seat.front as string[]).map((c) => (seat.cards as string[]).indexOf(c));
      const split = makeSplit(hand, a as number, b as number);
      expect([seat.backValue, seat.frontValue, seat.foul]).toEqual([
        split.backValue,
        split.frontValue,
        split.foul,
      ]);
    }
    const bank = settled.bank;
    const bankHand = parseHand((bank.cards as string[]).join(" "));
    const [a, b] = (bank.front as string[]).map((c) => (bank.cards as string[]).indexOf(c));
    const bankSplit = makeSplit(bankHand, a as number, b as number);
    expect([bank.backValue, bank.frontValue]).toEqual([bankSplit.backValue, bankSplit.frontValue]);
  });
});
