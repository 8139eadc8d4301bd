import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { uncountedAttempts } from "@/lib/db/practice";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { createRng } from "@/lib/engine/rng";
import { warmEngine } from "@/lib/grading/ev";
import { sweep } from "@/lib/table/clock";
import { DEADLINE_GRACE_MS } from "@/lib/table/round-model";
import { dealRound, finishRound } from "@/lib/table/test-own";
import { uncountedByCause } from "./progress";
import { NO_UNCOUNTED } from "./views";

const T0 = 1_800_000_000_000;
let store: TestStore | undefined;
afterEach(async () => {
  await store?.close();
});
beforeAll(() => warmEngine());

describe("hands that do not count, by cause", () => {
  it("tells a table hand set with the House Way button from one the timer set", async () => {
    store = await openTestStore();
    const { db } = store;
    const learner = randomUUID();
    await insertLearner(db, learner, T0);
    const rng = createRng(7);
    const bet = { chips: [500], bonusChips: [] };
    const first = await dealRound(db, learner, "usd-2-300", bet, { now: T0, rng });
    await finishRound(db, learner, first.id, { kind: "house-way" }, { now: T0 + 1_000 });
    const second = await dealRound(db, learner, "usd-2-300", bet, { now: T0 + 2_000, rng });
    await sweep(db, (second.deadlineAt ?? 0) + DEADLINE_GRACE_MS + 1);

    expect(uncountedByCause(await uncountedAttempts(db, learner))).toEqual({
      ...NO_UNCOUNTED,
      tableButton: 1,
      tableTimer: 1,
    });
  });
});
