import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { categoryStats } from "./category-stats";

let db: Db;
let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => {
  await store.close();
});

describe("categoryStats", () => {
  it("totals each category in the categories' order, leaving out empty ones", async () => {
    const ada = await addUser(db, "ada");
    await addAttempts(db, ada.learnerId as string, [
      { category: "two-pair", verdict: "optimal", at: T0 },
      { category: "two-pair", verdict: "mistake", evLost: 0.2, at: T0 + 5 },
      { category: "no-pair", verdict: "blunder", evLost: 0.1, at: T0 + 9 },
    ]);
    const stats = await categoryStats(db, ada.learnerId as string);
    expect(stats.rows.map((r) => r.category)).toEqual(["no-pair", "two-pair"]);
    expect(stats.rows[1]).toMatchObject({ hands: 2, optimal: 1, optimalShare: 0.5 });
    expect(stats.rows[1]?.avgEvLost).toBeCloseTo(0.1);
    expect(stats).toMatchObject({ hands: 3, optimal: 1, lastAt: T0 + 9 });
    expect(stats.totalEvLost).toBeCloseTo(0.3);
  });

  it("is empty for a learner without hands", async () => {
    const cal = await addUser(db, "cal");
    expect(await categoryStats(db, cal.learnerId as string)).toEqual({
      rows: [],
      hands: 0,
      optimal: 0,
      totalEvLost: 0,
      lastAt: null,
    });
  });
});
