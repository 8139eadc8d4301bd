/**
 * The server grades with the exact EV from a worker thread (issue 10's load target): the
 * grade must equal the one computed on this thread.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertLearner } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { createRng } from "@/lib/engine/rng";
import { runningWorkers, startEvPool, stopEvPool } from "@/lib/grading/ev-worker/pool";
import { dealHand } from "./deal";
import { submitAnswer } from "./submit";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
let stores: TestStore[];

beforeEach(async () => {
  stores = [await openTestStore(), await openTestStore()];
  for (const { db } of stores) await insertLearner(db, ALICE, NOW);
});
afterEach(async () => {
  await stopEvPool();
  for (const store of stores) await store.close();
});

/** Deals seed `seed` in store `k` and answers it with the cards at positions 2 and 5. */
async function gradeSeed(k: number, seed: number) {
  const db = (stores[k] as TestStore).db;
  const outcome = await dealHand(db, ALICE, { drill: "any" }, { rng: createRng(seed), now: NOW });
  if (outcome.status !== "dealt") throw new Error("expected a deal");
  const { dealId, hand } = outcome.deal;
  const front: [number, number] = [hand[2] as number, hand[5] as number];
  const grade = await submitAnswer(db, ALICE, { dealId, front }, { now: NOW + 5 });
  return { ...grade, dealId: "" };
}

describe("grading with the worker pool", () => {
  it("gives the grade computed on this thread, hand for hand", { timeout: 60_000 }, async () => {
    const inline = [];
    for (const seed of [1, 2, 3]) inline.push(await gradeSeed(0, seed));
    await startEvPool(1);
    expect(runningWorkers()).toBe(1);
    for (const [k, seed] of [1, 2, 3].entries()) {
      const offThread = await gradeSeed(1, seed);
      expect(offThread.cached).toBe(false);
      expect(offThread).toEqual(inline[k]);
    }
  });
});
