/**
 * A view shows committed rows only (SQLite's one connection would otherwise show a reader the
 * transaction open on it): a stream that re-read while a verb held the table sent that verb's
 * sequence number with the old state, then skipped the committed change as already sent, so a
 * round's results never showed (found by npm run bench:live: a third of the rounds).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDb } from "@/lib/db/client";
import { lockLiveTable } from "@/lib/db/live";
import { dialectOf, type Queryable, sqliteClient, withTx } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { addUser } from "@/tests/support/db-fixtures";
import { viewLive } from "./access";
import { liveOpts, T, LIVE_TEST_TABLE as TABLE } from "./test-live";
import { runVerb } from "./verbs";

const opts = liveOpts(T);

let store: TestStore;
let db: Queryable;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => store.close());

it("a view read while a change holds the table has the last committed sequence number", async () => {
  const anna = (await addUser(db, "anna")).learnerId as string;
  await runVerb(db, anna, TABLE, "sit", {}, opts);
  const before = await viewLive(db, TABLE, null, opts);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A change that holds the table (its sequence number moved on) and is then rolled back.
  const change = withTx(db, async (tx) => {
    await lockLiveTable(tx, TABLE);
    await held;
    throw new Error("refused");
  }).catch(() => undefined);
  const reading = viewLive(db, TABLE, null, opts);
  await new Promise((resolve) => setTimeout(resolve, 30));
  release();
  await change;
  const view = await reading;
  expect(view.seq).toBe(before.seq);
  expect(view.phase).toBe(before.phase);
});

it("a view read while another process holds the write lock waits it out instead of failing", async () => {
  // Another process (the CLI on the live database) holds SQLite's write lock for a while.
  if (dialectOf(db) !== "sqlite") return;
  const dir = mkdtempSync(path.join(tmpdir(), "paigow-view-busy-"));
  const file = path.join(dir, "store.db");
  const own = openDb(file) as unknown as Queryable;
  try {
    const anna = (await addUser(own, "anna")).learnerId as string;
    await runVerb(own, anna, TABLE, "sit", {}, opts);
    const other = new Database(file);
    other.exec("BEGIN IMMEDIATE");
    const release = setTimeout(() => other.exec("COMMIT"), 300);
    try {
      const view = await viewLive(own, TABLE, anna, opts);
      expect(view.you.seat).toBe(1);
    } finally {
      clearTimeout(release);
      if (other.inTransaction) other.exec("COMMIT");
      other.close();
    }
  } finally {
    sqliteClient(own).close();
    rmSync(dir, { recursive: true, force: true });
  }
});
