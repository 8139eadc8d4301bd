/**
 * The drills' store tests all begin alike: a fresh test store (SQLite, or PostgreSQL under
 * `npm run test:pg`) holding a few learners, opened before each test and closed after it.
 */
import { afterEach, beforeEach } from "vitest";
import type { Db } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

/**
 * Before each test of the calling file: opens a store, inserts `learners` (created at `now`) and
 * hands the store to `opened`; after each, closes it.
 */
export function eachLearnerStore(
  learners: readonly string[],
  now: number,
  opened: (db: Db) => void | Promise<void>,
): void {
  let store: TestStore | undefined;
  beforeEach(async () => {
    store = await openTestStore();
    const db = store.db as Db;
    for (const id of learners) await insertLearner(db, id, now);
    await opened(db);
  });
  afterEach(() => store?.close());
}
