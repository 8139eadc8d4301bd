/**
 * Quick reactions through the one door (issue 55), on a fresh store per test (SQLite here;
 * PostgreSQL under npm run test:pg): a seated player's reaction reaches every viewer beside
 * their seat; the 3 s limit is the store's (a state read afresh, as another instance's, refuses too); a forged id,
 * a watcher, a forged table and a class table with them off are refused with nothing stored.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { liveReactions, liveTables } from "@/db/schema";
import { ledgerMismatches } from "@/lib/db/table";
import { openTestStore } from "@/lib/db/test-store";
import { REACTION_GAP_MS, REACTION_SHOW_MS } from "@/lib/table/machine/reactions";
import { viewLive } from "./access";
import { loadState } from "./state";
import { liveViewFor } from "./table-view";
import {
  classTableOf,
  LIVE_TEST_TABLE,
  liveOpts as opts,
  refusalCode as refusal,
  T,
  threeLearnersEachTest,
} from "./test-live";
import { runVerb } from "./verbs";

const { fx, verb } = threeLearnersEachTest(openTestStore);
const stored = () => fx.db.select().from(liveReactions);
const tableRow = async (id = LIVE_TEST_TABLE) =>
  (await fx.db.select().from(liveTables).where(eq(liveTables.id, id)))[0];

describe("quick reactions at a public table", () => {
  it("show beside the seat to everyone, one per player every 3 s (the store's word)", async () => {
    await verb(fx.anna, "sit", { seat: 2 }, T);
    await verb(fx.bert, "sit", { seat: 4 }, T);
    const mine = await verb(fx.anna, "react", { reaction: "good-luck" }, T + 1);
    expect(mine.reactionsOn).toBe(true);
    expect(mine.reactions).toEqual([{ seat: 2, reaction: "good-luck", at: T + 1 }]);
    // Another player and an anonymous watcher see it beside seat 2.
    for (const who of [fx.bert, null])
      expect((await viewLive(fx.db, LIVE_TEST_TABLE, who, opts(T + 2))).reactions).toEqual([
        { seat: 2, reaction: "good-luck", at: T + 1 },
      ]);
    // Within 3 s: refused, the stored one unchanged.
    expect(await refusal(verb(fx.anna, "react", { reaction: "thanks" }, T + REACTION_GAP_MS))).toBe(
      "reaction-too-soon",
    );
    expect((await stored()).map((r) => [r.reaction, r.at])).toEqual([["good-luck", T + 1]]);
    // Another instance changed the table meanwhile (this process's state is stale): the limit
    // is read from the store, and holds.
    await fx.db
      .update(liveTables)
      .set({ seq: ((await tableRow())?.seq ?? 0) + 1 })
      .where(eq(liveTables.id, LIVE_TEST_TABLE));
    expect(await refusal(verb(fx.anna, "react", { reaction: "oops" }, T + 2))).toBe(
      "reaction-too-soon",
    );
    // Bert's limit is his own.
    await verb(fx.bert, "react", { reaction: "nice-hand" }, T + 2);
    // At 3 s: taken, in the place of the last.
    await verb(fx.anna, "react", { reaction: "thanks" }, T + 1 + REACTION_GAP_MS);
    expect((await stored()).map((r) => [r.learnerId, r.reaction]).sort()).toEqual(
      [
        [fx.anna, "thanks"],
        [fx.bert, "nice-hand"],
      ].sort(),
    );
    expect(await ledgerMismatches(fx.db)).toEqual([]);
  });

  it("is gone from the view after a few seconds", async () => {
    await verb(fx.anna, "sit", {}, T);
    await verb(fx.anna, "react", { reaction: "oops" }, T + 1);
    const state = await loadState(fx.db, LIVE_TEST_TABLE);
    if (!state) throw new Error("no table");
    const viewer = { learnerId: null, balance: null, points: null, rebuys: null };
    expect(liveViewFor(state, { ...viewer, now: T + REACTION_SHOW_MS }).reactions).toEqual([
      { seat: 1, reaction: "oops", at: T + 1 },
    ]);
    expect(liveViewFor(state, { ...viewer, now: T + 1 + REACTION_SHOW_MS }).reactions).toEqual([]);
  });

  it("refuses a forged id, a watcher and a forged table, storing nothing", async () => {
    await verb(fx.anna, "sit", {}, T);
    const before = await tableRow();
    expect(await refusal(verb(fx.anna, "react", { reaction: "you-lose" }, T + 1))).toBe(
      "invalid-input",
    );
    expect(await refusal(verb(fx.anna, "react", { reaction: "" }, T + 1))).toBe("invalid-input");
    // A watcher (no seat) has no seat to show it beside.
    expect(await refusal(verb(fx.cleo, "react", { reaction: "thanks" }, T + 1))).toBe("not-seated");
    expect(
      await refusal(
        runVerb(fx.db, fx.anna, "live-no-such", "react", { reaction: "thanks" }, opts(T + 1)),
      ),
    ).toBe("unknown-table");
    expect(await stored()).toEqual([]);
    // Nothing moved on: the table's sequence number is the same (only a clock step could).
    expect((await tableRow())?.seq).toBe(before?.seq);
  });
});

describe("quick reactions at a class table", () => {
  it("are off until the teacher turns them on; only the teacher may", async () => {
    const { id, teacher: t, student: s } = await classTableOf(fx.db, LIVE_TEST_TABLE, "REACTREA");
    const run = (who: string, name: "sit" | "react" | "reactions", input: object, now: number) =>
      runVerb(fx.db, who, id, name, input as never, opts(now));
    const seated = await run(s, "sit", {}, T);
    expect(seated.reactionsOn).toBe(false);
    expect(await refusal(run(s, "react", { reaction: "thanks" }, T + 1))).toBe("reactions-off");
    // A student's forged switch: refused, the row unchanged.
    const before = await tableRow(id);
    expect(await refusal(run(s, "reactions", { on: true }, T + 1))).toBe("forbidden");
    expect(await tableRow(id)).toEqual(before);
    // A public table's reactions are not a teacher's to switch.
    expect(await refusal(verb(fx.anna, "reactions", { on: false }, T + 1))).toBe("forbidden");
    expect((await run(t, "reactions", { on: true }, T + 2)).reactionsOn).toBe(true);
    expect((await run(s, "react", { reaction: "thanks" }, T + 3)).reactions).toEqual([
      { seat: 1, reaction: "thanks", at: T + 3 },
    ]);
    // The teacher watches: no seat to react from.
    expect(await refusal(run(t, "react", { reaction: "oops" }, T + 10_000))).toBe("not-seated");
    await run(t, "reactions", { on: false }, T + 10_001);
    expect(await refusal(run(s, "react", { reaction: "oops" }, T + 10_002))).toBe("reactions-off");
    expect((await stored()).length).toBe(1);
  });
});
