/** Progress by casino (issue 31): one casino's hands alone, or every casino side by side. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Queryable } from "@/lib/db/store";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { addAttempts, addUser, T0 } from "@/tests/support/db-fixtures";
import { progressFor } from "./progress";

let store: TestStore;
let db: Queryable;
let learner: string;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  learner = (await addUser(db, "ada")).learnerId as string;
  await addAttempts(db, learner, [
    { verdict: "optimal", at: T0 + 1, ruleSet: "foxwoods/standard" },
    { verdict: "mistake", evLost: 0.04, at: T0 + 2, ruleSet: "foxwoods/standard" },
    { verdict: "optimal", at: T0 + 3, ruleSet: "foxwoods/standard" },
    { verdict: "blunder", evLost: 0.2, at: T0 + 4, ruleSet: "seed/standard" },
  ]);
});
afterEach(() => store.close());

describe("progress by casino", () => {
  it("lists every casino with its own numbers, most played first", async () => {
    const all = await progressFor(db, learner, T0 + 10);
    expect(all.casino).toBeNull();
    expect(all.summary.hands).toBe(4);
    expect(all.byCasino).toEqual([
      { ruleSet: "foxwoods/standard", hands: 3, optimalShare: 2 / 3, avgEvLost: 0.04 / 3 },
      { ruleSet: "seed/standard", hands: 1, optimalShare: 0, avgEvLost: 0.2 },
    ]);
  });

  it("filters the summary, the trend, the categories and the mistakes to one casino", async () => {
    const fox = await progressFor(db, learner, T0 + 10, "foxwoods/standard");
    expect(fox.casino).toBe("foxwoods/standard");
    expect(fox.summary).toMatchObject({ hands: 3, optimal: 2 });
    expect(fox.trend).toHaveLength(3);
    expect(fox.mistakes.map((m) => m.evLost)).toEqual([0.04]);
    expect(fox.categories.reduce((s, c) => s + c.hands, 0)).toBe(3);
    // The other casinos stay listed, so the filter can be changed back.
    expect(fox.byCasino).toHaveLength(2);
    const none = await progressFor(db, learner, T0 + 10, "claridge/cf");
    expect(none.summary.hands).toBe(0);
  });
});
