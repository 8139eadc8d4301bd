/**
 * Hot writes prepared once per shape (prepared.ts) store exactly what the builder stores: each
 * call its own values (none kept from the call that prepared the statement), the columns'
 * encoders applied (booleans), and rows of another shape built as before. SQLite here, where
 * the prepared path runs; PostgreSQL (npm run test:pg) takes the builder.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deals } from "@/db/schema";
import { insertUser } from "./auth";
import { attachLearner, learnerOwner } from "./auth-learner";
import { insertLearner } from "./learners";
import {
  dueLiveTables,
  ensureLiveTable,
  findLiveTable,
  idleLiveTable,
  updateLiveTable,
} from "./live";
import { findDeal, insertDeal } from "./practice";
import { insertPrepared } from "./prepared";
import { dialectOf } from "./store";
import { openTestStore, type TestStore } from "./test-store";

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

const T = 1_800_000_000_000;

const deal = (learnerId: string, hand: string, filter: string | null = null) => ({
  id: randomUUID(),
  learnerId,
  hand,
  drill: "table" as const,
  filter,
  ruleSet: "house/classic",
  dealtAt: T,
  answeredAt: null,
});

describe("prepared writes", () => {
  it("stores each insert's own values through one statement", async () => {
    const learnerId = randomUUID();
    await insertLearner(store.db, learnerId, T);
    const first = deal(learnerId, "As Ks Qs Js Ts 9s 8s");
    const second = deal(learnerId, "2c 3d 4h 5s 6c 7d JK", "pairs");
    await insertDeal(store.db, first);
    await insertDeal(store.db, second);
    expect((await findDeal(store.db, first.id))?.hand).toBe(first.hand);
    expect(await findDeal(store.db, second.id)).toMatchObject({
      hand: second.hand,
      filter: "pairs",
    });
  });

  it("leaves rows of different columns, or too many rows, to the builder", async () => {
    const learnerId = randomUUID();
    const one = deal(learnerId, "As Ks Qs Js Ts 9s 8s");
    const { filter: _, ...short } = deal(learnerId, "2c 3d 4h 5s 6c 7d JK");
    expect(insertPrepared(store.db, deals, [one, short], false)).toBeNull();
    const many = Array.from({ length: 9 }, () => deal(learnerId, "As Ks Qs Js Ts 9s 8s"));
    expect(insertPrepared(store.db, deals, many, false)).toBeNull();
  });

  it("writes a table's patch of any columns, booleans encoded, each time its own", async () => {
    const id = `t-${randomUUID()}`;
    await ensureLiveTable(store.db, idleLiveTable(id, "usd-5-50", null, T));
    await updateLiveTable(store.db, id, { autoApprove: true, phase: "bets", deadlineAt: T + 1 });
    expect(await findLiveTable(store.db, id)).toMatchObject({
      autoApprove: true,
      phase: "bets",
      deadlineAt: T + 1,
    });
    await updateLiveTable(store.db, id, { autoApprove: false, phase: "idle", deadlineAt: null });
    await updateLiveTable(store.db, id, { deadlineAt: undefined, roundId: null });
    expect(await findLiveTable(store.db, id)).toMatchObject({
      autoApprove: false,
      phase: "idle",
      deadlineAt: null,
    });
  });

  it("answers the clock's due tables by each call's own time and limit", async () => {
    const ids = ["due-a", "due-b", "due-c"];
    for (const [k, id] of ids.entries()) {
      await ensureLiveTable(store.db, idleLiveTable(id, "usd-5-50", null, T));
      await updateLiveTable(store.db, id, { phase: "bets", deadlineAt: T + 10 * (k + 1) });
    }
    // A learner's own table is moved on by its learner, never by the clock.
    await ensureLiveTable(store.db, idleLiveTable("solo:x:usd-2-300", "usd-2-300", null, T));
    await updateLiveTable(store.db, "solo:x:usd-2-300", { phase: "setting", deadlineAt: T });
    expect(await dueLiveTables(store.db, T + 10, 100)).toEqual([]);
    expect(await dueLiveTables(store.db, T + 11, 100)).toEqual(["due-a"]);
    expect(await dueLiveTables(store.db, T + 100, 100)).toEqual(ids);
    expect(await dueLiveTables(store.db, T + 100, 2)).toEqual(["due-a", "due-b"]);
    expect(await dueLiveTables(store.db, T + 21, 100)).toEqual(["due-a", "due-b"]);
  });

  it("answers each learner's own owner (every learner's request asks it)", async () => {
    const [anonymous, adopted] = [randomUUID(), randomUUID()];
    await insertLearner(store.db, anonymous, T);
    await insertLearner(store.db, adopted, T);
    await insertUser(store.db, { id: "u1", username: "ada", passwordHash: "x", createdAt: T });
    await attachLearner(store.db, "u1", adopted);
    expect(await learnerOwner(store.db, adopted)).toBe("u1");
    expect(await learnerOwner(store.db, anonymous)).toBeNull();
    expect(await learnerOwner(store.db, randomUUID())).toBeUndefined();
    expect(await learnerOwner(store.db, adopted)).toBe("u1");
  });

  it("runs the prepared path on SQLite (the builder's on PostgreSQL)", async () => {
    const learnerId = randomUUID();
    await insertLearner(store.db, learnerId, T);
    const stored = insertPrepared(
      store.db,
      deals,
      [deal(learnerId, "As Ks Qs Js Ts 9s 8s")],
      false,
    );
    expect(stored).toEqual(dialectOf(store.db) === "sqlite" ? [] : null);
    expect(insertPrepared(store.db, deals, [], false)).toBeNull();
  });
});
