/**
 * Watchers through the one door (issue 55), on a fresh store per test (SQLite here; PostgreSQL
 * under npm run test:pg): each viewer with the table open and no seat counts once, at the table
 * and in the lobby, on any instance (the store's presence rows); a second tab changes nothing; a
 * stream whose instance stopped is swept; a watcher's verb is refused with nothing stored.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { liveSeats, liveTables } from "@/db/schema";
import { PRESENCE_TTL_MS } from "@/lib/db/live-presence";
import type { Queryable } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { viewLive } from "./access";
import { lobby } from "./lobby";
import { enterTable, sweepDeadPresence } from "./presence";
import {
  LIVE_TEST_TABLE,
  liveOpts as opts,
  refusalCode as refusal,
  T,
  verbOn,
  withLearners,
} from "./test-live";

let db: Queryable;
let anna: string;
let bert: string;

beforeEach(async () => {
  [db, anna, bert] = await withLearners(openTestStore(), "anna", "bert");
});

const verb = verbOn(() => db);
const watchers = async (now = T) => (await viewLive(db, LIVE_TEST_TABLE, null, opts(now))).watchers;
const listed = async (now = T) =>
  (await lobby(db, [], opts(now))).tables.find((t) => t.id === LIVE_TEST_TABLE)?.watchers;
const seq = async () =>
  (await db.select().from(liveTables).where(eq(liveTables.id, LIVE_TEST_TABLE)))[0]?.seq;

describe("watchers", () => {
  it("counts each seat-less viewer once, at the table and in the lobby; a player is none", async () => {
    await verb(anna, "sit", {}, T);
    expect(await watchers()).toBe(0);
    const player = await enterTable(db, LIVE_TEST_TABLE, anna, anna, T);
    expect(await watchers()).toBe(0);
    const visitor = await enterTable(db, LIVE_TEST_TABLE, "address:10.0.0.1", null, T);
    const learner = await enterTable(db, LIVE_TEST_TABLE, bert, bert, T);
    expect(await watchers()).toBe(2);
    expect(await listed()).toBe(2);
    // Bert's second tab: still one of him, and no step of the table.
    const before = await seq();
    const again = await enterTable(db, LIVE_TEST_TABLE, bert, bert, T + 1);
    expect(await seq()).toBe(before);
    expect(await watchers()).toBe(2);
    // Bert sits: a player, not a watcher; his seat-less view before it showed no card.
    await verb(bert, "sit", {}, T + 2);
    expect(await watchers()).toBe(1);
    await again.leave();
    await learner.leave();
    await visitor.leave();
    expect(await watchers()).toBe(0);
    expect(await listed()).toBe(0);
    await player.leave();
  });

  it("a viewer's stream whose instance stopped is swept after its lifetime", async () => {
    expect(await watchers()).toBe(0);
    await enterTable(db, LIVE_TEST_TABLE, "address:10.0.0.2", null, T);
    expect(await watchers()).toBe(1);
    expect(await sweepDeadPresence(db, T + PRESENCE_TTL_MS + 1)).toBe(1);
    expect(await watchers()).toBe(0);
  });

  it("refuses a watcher's verbs with nothing stored", async () => {
    await verb(anna, "sit", {}, T);
    await enterTable(db, LIVE_TEST_TABLE, bert, bert, T);
    const before = await db.select().from(liveSeats);
    const number = await seq();
    expect(await refusal(verb(bert, "bet", { main: 100 }, T + 1))).toBe("not-seated");
    expect(await refusal(verb(bert, "house-way", {}, T + 1))).toBe("wrong-phase");
    expect(await refusal(verb(bert, "leave", {}, T + 1))).toBe("not-seated");
    expect(await refusal(verb(bert, "react", { reaction: "thanks" }, T + 1))).toBe("not-seated");
    expect(await db.select().from(liveSeats)).toEqual(before);
    expect(await seq()).toBe(number);
    const seen = await viewLive(db, LIVE_TEST_TABLE, bert, opts(T + 1));
    expect(seen.you.role).toBe("watcher");
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
