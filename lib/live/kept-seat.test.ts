/**
 * The kept seat through the one door (issue 55, RULES.md 11's disconnects), on a fresh store per
 * test (SQLite here; PostgreSQL under npm run test:pg): a seated player whose last stream ends is
 * away (everyone sees it); they hold no deal up and a bet pressed but not dealt is returned; a
 * dealt hand is set by the house way at the deadline; coming back within 60 s keeps the seat
 * and the pressed bets; after the round and 60 s the clock frees the seat. Money stays exact.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Queryable } from "@/lib/db/store";
import { findWallet, ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { sweepLive } from "@/lib/table/clock";
import { AWAY_KEEP_MS } from "@/lib/table/machine/presence";
import { startAmount } from "@/lib/table/tables";
import { viewLive } from "./access";
import { enterTable } from "./presence";
import { liveOpts as opts, T, LIVE_TEST_TABLE as TABLE, verbOn, withLearners } from "./test-live";

let db: Queryable;
let anna: string;
let bert: string;

beforeEach(async () => {
  [db, anna, bert] = await withLearners(openTestStore(), "anna", "bert");
});

const verb = verbOn(() => db);
const view = (who: string | null, now: number) => viewLive(db, TABLE, who, opts(now));
const seatOf = async (name: string, now: number) =>
  (await view(null, now)).seats.find((s) => s.name === name);
const balance = async (who: string) => (await findWallet(db, who, "USD"))?.balance;

/** Anna and Bert seated, each with the table open in one tab. */
async function seated() {
  await verb(anna, "sit", { seat: 1 }, T);
  await verb(bert, "sit", { seat: 2 }, T);
  return {
    annaTab: await enterTable(db, TABLE, anna, anna, T),
    bertTab: await enterTable(db, TABLE, bert, bert, T),
  };
}

describe("the kept seat", () => {
  it("a drop before the deal: seen as away, holds no deal up, the pressed bet returned", async () => {
    const { annaTab } = await seated();
    await verb(anna, "bet", { main: 100 }, T + 1);
    await annaTab.leave(T + 2);
    expect((await seatOf("anna", T + 2))?.away).toBe(true);
    expect((await seatOf("bert", T + 2))?.away).toBeUndefined();
    // Bert's Deal deals at once: Anna, away, is not dealt, and her bet never leaves her wallet.
    const dealt = await verb(bert, "bet", { main: 100 }, T + 3);
    expect(dealt.phase).toBe("setting");
    expect(dealt.seats.find((s) => s.seat === 1)?.bet).toBeNull();
    expect(await balance(anna)).toBe(startAmount("USD"));
    // Back within 60 s in another tab: the same seat, no longer away.
    const back = await enterTable(db, TABLE, anna, anna, T + 30_000);
    const seen = await view(anna, T + 30_000);
    expect(seen.you).toMatchObject({ seat: 1, role: "player" });
    expect(seen.seats.find((s) => s.seat === 1)?.away).toBeUndefined();
    await back.leave(T + 30_001);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("back within 60 s keeps the bets pressed for the next deal", async () => {
    const { annaTab } = await seated();
    await verb(anna, "bet", { main: 500, bonus: 100 }, T + 1);
    await annaTab.leave(T + 2);
    await enterTable(db, TABLE, anna, anna, T + 3);
    const seat = (await view(anna, T + 3)).seats.find((s) => s.seat === 1);
    expect(seat).toMatchObject({ name: "anna", bet: 500, bonus: 100 });
    expect(seat?.away).toBeUndefined();
    // Bert's Deal now deals both: Anna's bet is taken at the deal, as always.
    await verb(bert, "bet", { main: 100 }, T + 4);
    expect(await balance(anna)).toBe(startAmount("USD") - 600);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("a drop after the deal: set by the house way at the deadline, the seat kept through the round, freed 60 s on", async () => {
    const { annaTab } = await seated();
    await verb(anna, "bet", { main: 100 }, T + 1);
    await verb(bert, "bet", { main: 100 }, T + 2);
    await annaTab.leave(T + 3);
    await verb(bert, "house-way", {}, T + 4);
    // The deadline (6 s + 1 s grace from the deal): Anna's hand is set by the timer, settled.
    await sweepLive(db, T + 2 + 7_001);
    const settled = await view(null, T + 2 + 7_001);
    expect(settled.phase).toBe("settled");
    expect(settled.seats.find((s) => s.seat === 1)).toMatchObject({ setBy: "timer", away: true });
    // Still kept just before 60 s from the drop; freed by the clock after it.
    await sweepLive(db, T + 3 + AWAY_KEEP_MS - 1);
    expect(await seatOf("anna", T + 3 + AWAY_KEEP_MS - 1)).toBeDefined();
    await sweepLive(db, T + 3 + AWAY_KEEP_MS);
    expect(await seatOf("anna", T + 3 + AWAY_KEEP_MS)).toBeUndefined();
    expect((await view(anna, T + 3 + AWAY_KEEP_MS)).you.role).toBe("watcher");
    expect(await seatOf("bert", T + 3 + AWAY_KEEP_MS)).toBeDefined();
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("a bank who dropped is shown so, and after 60 s the house banks", async () => {
    const { annaTab } = await seated();
    await verb(anna, "bank", {}, T + 1);
    await verb(anna, "auto-approve", { on: true }, T + 1);
    await annaTab.leave(T + 2);
    expect((await view(null, T + 2)).bank).toMatchObject({ kind: "learner", away: true });
    await sweepLive(db, T + 2 + AWAY_KEEP_MS);
    const after = await view(anna, T + 2 + AWAY_KEEP_MS);
    expect(after.bank.kind).toBe("house");
    expect(after.you.role).toBe("watcher");
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("a reload (the new tab's stream opens before the old one ends) is never a drop", async () => {
    const { annaTab } = await seated();
    const reloaded = await enterTable(db, TABLE, anna, anna, T + 1);
    await annaTab.leave(T + 2);
    expect((await seatOf("anna", T + 2))?.away).toBeUndefined();
    await reloaded.leave(T + 3);
    expect((await seatOf("anna", T + 3))?.away).toBe(true);
  });

  it("a player who never had a stream (the JSON API alone) is never away", async () => {
    await verb(anna, "sit", {}, T);
    const watcher = await enterTable(db, TABLE, "address:10.0.0.9", null, T + 1);
    await watcher.leave(T + 2);
    await sweepLive(db, T + 2 + AWAY_KEEP_MS);
    expect((await seatOf("anna", T + 2 + AWAY_KEEP_MS))?.away).toBeUndefined();
  });
});
