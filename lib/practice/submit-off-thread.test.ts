/**
 * The server grades with the exact EV from a worker thread (issue 10's load target): the
 * grade must equal the one computed on this thread, and the pause while the worker counts
 * must not let a second answer of the same deal through.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attempts } from "@/db/schema";
import { type Db, openDb } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { createRng } from "@/lib/engine/rng";
import { dealHand } from "./deal";
import { PracticeError } from "./errors";
import { runningWorkers, startEvPool, stopEvPool } from "./ev-worker/pool";
import { submitAnswer, submitAnswerOffThread } from "./submit";

const NOW = 1_750_000_000_000;
const ALICE = "11111111-1111-4111-8111-111111111111";
let db: Db;
let twin: Db;

beforeAll(() => startEvPool(1), 60_000);
afterAll(() => stopEvPool());
beforeEach(() => {
  db = openDb(":memory:");
  twin = openDb(":memory:");
  for (const d of [db, twin]) insertLearner(d, ALICE, NOW);
});
afterEach(() => {
  db.$client.close();
  twin.$client.close();
});

const deal = (d: Db, seed: number) => {
  const outcome = dealHand(d, ALICE, { drill: "any" }, { rng: createRng(seed), now: NOW });
  if (outcome.status !== "dealt") throw new Error("expected a deal");
  return outcome.deal;
};

describe("grading off the request thread", () => {
  it("gives the grade computed on this thread, hand for hand", async () => {
    expect(runningWorkers()).toBe(1);
    for (const seed of [1, 2, 3]) {
      const a = deal(db, seed);
      const b = deal(twin, seed);
      expect(b.hand).toEqual(a.hand);
      const front: [number, number] = [a.hand[2] as number, a.hand[5] as number];
      const offThread = await submitAnswerOffThread(
        db,
        ALICE,
        { dealId: a.dealId, front },
        { now: NOW + 5 },
      );
      const inline = submitAnswer(twin, ALICE, { dealId: b.dealId, front }, { now: NOW + 5 });
      expect({ ...offThread, dealId: "" }).toEqual({ ...inline, dealId: "" });
    }
  });

  it("stores one attempt when two answers of one deal race across the worker's pause", async () => {
    const a = deal(db, 7);
    const front: [number, number] = [a.hand[0] as number, a.hand[1] as number];
    const answers = await Promise.allSettled([
      submitAnswerOffThread(db, ALICE, { dealId: a.dealId, front }, { now: NOW + 5 }),
      submitAnswerOffThread(db, ALICE, { dealId: a.dealId, front }, { now: NOW + 6 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = answers.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(PracticeError);
    expect((refused.reason as PracticeError).code).toBe("already-answered");
    expect(db.select().from(attempts).all()).toHaveLength(1);
  });
});
