/**
 * The background exact runs of own ways (issue 52 part 3): one queue for the whole app, one run
 * at a time, oldest first; a run whose process stopped (its lease ran out) is taken again from
 * the start, and the stopped process's late result is not stored; a user asks for at most
 * RUNS_PER_DAY runs a day; a run in the real worker stores the exact engine's figures for every
 * variant. The runs here cover the first 3 rank multisets (vitest.config.ts WAY_RUN_MULTISETS):
 * the same code as the whole game's quarter of an hour, in a second.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { claimNextWayRun, finishWayRun, queueWayRun, wayRunsOf } from "@/lib/db/way-runs";
import { insertHouseWay, setHouseWayStatus } from "@/lib/db/ways";
import { customWayId, formatWayDocument, type WayDocument, wayDocument } from "@/lib/engine";
import { addUser } from "@/tests/support/db-fixtures";
import { exactRun, runTotal } from "./exact-run";
import { RUNS_PER_DAY, requestWayRun, resumeWayRuns, runsIdle, wayRunStates } from "./exact-runs";

const NOW = 1_760_000_000_000;
const LEASE = 60_000;
let store: TestStore;
let ann: string;
let bob: string;

/** Foxwoods with the no-pair front at positions `p`: a checked way of `owner`'s. */
async function checkedWay(
  owner: string,
  p: [number, number],
): Promise<{ id: string; doc: WayDocument }> {
  const doc = structuredClone(wayDocument("foxwoods"));
  doc.rules["no-pair"] = { option: "singles-in-front", positions: p };
  const id = customWayId(doc);
  await insertHouseWay(store.db, {
    id,
    ownerId: owner,
    name: "w",
    document: formatWayDocument(doc),
    createdAt: NOW,
  });
  await setHouseWayStatus(store.db, id, owner, "valid", null, NOW);
  return { id, doc };
}

beforeEach(async () => {
  store = await openTestStore();
  ann = (await addUser(store.db, "ann")).id;
  bob = (await addUser(store.db, "bob")).id;
});
afterEach(async () => {
  await runsIdle();
  await store.close();
});

describe("the queue of exact runs", () => {
  it("runs one at a time for the whole app, oldest first; a run whose lease ran out starts again", async () => {
    const db = store.db;
    await queueWayRun(db, { wayId: "custom-00000000000000b2", requestedBy: ann, now: NOW + 2 });
    await queueWayRun(db, { wayId: "custom-00000000000000a1", requestedBy: bob, now: NOW + 1 });
    const first = await claimNextWayRun(db, NOW + 10, LEASE);
    expect(first?.wayId).toBe("custom-00000000000000a1");
    // Another process (or this one) finds the run held: nothing more starts.
    expect(await claimNextWayRun(db, NOW + 20, LEASE)).toBeUndefined();
    // Its process stopped: once the lease ran out, the same run is taken again from nothing.
    const again = await claimNextWayRun(db, NOW + 10 + LEASE + 1, LEASE);
    expect(again).toMatchObject({ wayId: "custom-00000000000000a1", done: 0 });
    // The stopped process's late result is not stored over the new claim.
    await finishWayRun(
      db,
      "custom-00000000000000a1",
      first?.startedAt as number,
      { error: "late" },
      NOW,
    );
    expect((await wayRunsOf(db, ["custom-00000000000000a1"]))[0]?.status).toBe("running");
    await finishWayRun(
      db,
      "custom-00000000000000a1",
      again?.startedAt as number,
      { figures: "{}", done: 1, total: 1 },
      NOW + LEASE + 20,
    );
    expect((await claimNextWayRun(db, NOW + LEASE + 30, LEASE))?.wayId).toBe(
      "custom-00000000000000b2",
    );
  });

  it("gives a user RUNS_PER_DAY runs a day; a way queued or run already costs nothing", async () => {
    const ways = [];
    for (let k = 0; k <= RUNS_PER_DAY; k++) ways.push(await checkedWay(ann, [3, k + 4]));
    const asked = [];
    for (const w of ways) asked.push(await requestWayRun(store.db, ann, w.id, NOW));
    expect(asked).toEqual([...Array(RUNS_PER_DAY).fill("queued"), "quota"]);
    // Asking again for a way already queued or run: nothing is counted or changed.
    expect(await requestWayRun(store.db, ann, ways[0]?.id as string, NOW)).toBe("exists");
    // Another user's quota is their own; a day later Ann may ask again.
    expect(await requestWayRun(store.db, bob, ways.at(-1)?.id as string, NOW)).toBe("queued");
    await runsIdle();
    const extra = await checkedWay(ann, [4, 6]);
    expect(await requestWayRun(store.db, ann, extra.id, NOW + 24 * 3600 * 1000 + 1)).toBe("queued");
  });

  it("runs a checked way in the worker and stores the exact engine's figures", {
    timeout: 120_000,
  }, async () => {
    const { id, doc } = await checkedWay(ann, [2, 4]);
    expect((await wayRunStates(store.db, [id])).get(id)).toEqual({ status: "none" });
    expect(await requestWayRun(store.db, ann, id, NOW)).toBe("queued");
    await runsIdle();
    const state = (await wayRunStates(store.db, [id])).get(id);
    if (state?.status !== "done") throw new Error(`run not done: ${JSON.stringify(state)}`);
    const expected = exactRun(doc, { multisets: 3 });
    expect(state.figures).toEqual(expected);
    expect(state.figures.classes).toBe(runTotal(3));
    for (const variant of ["standard", "ez", "cf"] as const) {
      const f = state.figures.byVariant[variant];
      expect(
        (f["house-way-win"] ?? 0) + (f["house-way-push"] ?? 0) + (f["house-way-loss"] ?? 0),
      ).toBeCloseTo(1, 6);
      // The best play never does worse than the house way.
      expect(f.optimal).toBeGreaterThanOrEqual(f["house-way"] as number);
    }
    // The commission-free games settle wins at 1:1: a different edge from the 5% game.
    expect(state.figures.byVariant.ez["house-way"]).not.toBe(
      state.figures.byVariant.standard["house-way"],
    );
  });

  it("a queued run names the runs before it; a running one its progress", async () => {
    const db = store.db;
    // A running run held by another process, then two queued ones.
    await queueWayRun(db, { wayId: "custom-00000000000000c1", requestedBy: bob, now: NOW });
    await claimNextWayRun(db, Date.now(), 10 * LEASE);
    await queueWayRun(db, { wayId: "custom-00000000000000c2", requestedBy: bob, now: NOW + 1 });
    await queueWayRun(db, { wayId: "custom-00000000000000c3", requestedBy: bob, now: NOW + 2 });
    const states = await wayRunStates(db, ["custom-00000000000000c2", "custom-00000000000000c3"]);
    expect(states.get("custom-00000000000000c2")).toEqual({ status: "queued", ahead: 1 });
    expect(states.get("custom-00000000000000c3")).toEqual({ status: "queued", ahead: 2 });
    expect(
      (await wayRunStates(db, ["custom-00000000000000c1"])).get("custom-00000000000000c1"),
    ).toMatchObject({ status: "running" });
  });
});

describe("resuming the queue at server start", () => {
  // Two runs in worker threads: minutes on a loaded machine.
  it("a run cut short by a killed process and the runs queued behind it are run, nobody asking", {
    timeout: 300_000,
  }, async () => {
    const db = store.db;
    const cut = await checkedWay(ann, [2, 5]);
    const queued = await checkedWay(bob, [3, 5]);
    await queueWayRun(db, { wayId: cut.id, requestedBy: ann, now: NOW });
    await queueWayRun(db, { wayId: queued.id, requestedBy: bob, now: NOW + 1 });
    // The killed process claimed the first run a moment ago: its lease still holds for 1.5 s.
    const killed = await claimNextWayRun(db, Date.now(), 1_500);
    expect(killed?.wayId).toBe(cut.id);
    await resumeWayRuns(db);
    const rows = new Map((await wayRunsOf(db, [cut.id, queued.id])).map((r) => [r.wayId, r]));
    expect(rows.get(cut.id)?.status).toBe("done");
    // Run again from the start by this process (a new claim), not the killed one's.
    expect(rows.get(cut.id)?.startedAt).toBeGreaterThan(killed?.startedAt as number);
    expect(JSON.parse(rows.get(cut.id)?.figures ?? "null")).toEqual(
      exactRun(cut.doc, { multisets: 3 }),
    );
    expect(rows.get(queued.id)?.status).toBe("done");
  });

  it("a run whose lease ran out long ago is taken at once; nothing pending resolves at once", {
    timeout: 120_000,
  }, async () => {
    const db = store.db;
    await resumeWayRuns(db);
    const cut = await checkedWay(ann, [2, 6]);
    await queueWayRun(db, { wayId: cut.id, requestedBy: ann, now: NOW });
    await claimNextWayRun(db, NOW, LEASE);
    await resumeWayRuns(db);
    expect((await wayRunsOf(db, [cut.id]))[0]?.status).toBe("done");
  });
});
