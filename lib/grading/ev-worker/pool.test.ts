import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import {
  allSplits,
  countSplits,
  DEFAULT_RULE_SET,
  dealerDistribution,
  parseHand,
} from "@/lib/engine";
import { poolSize, runningWorkers, startEvPool, stopEvPool, workerCounts } from "./pool";

const HANDS = ["As Ks Qs Js Ts 2d 3c", "Jk Ah Ad 7c 7d 4s 2h", "9c 9d 9h 5s 5c Kd 3h"].map(
  parseHand,
);
const inline = (hand: ReturnType<typeof parseHand>) =>
  countSplits(allSplits(hand), dealerDistribution(hand, "seed"), "player", DEFAULT_RULE_SET);

/** The command lines of this process's children ("" when it has none: ps then exits 1). */
function childCommands(): string {
  try {
    return execFileSync("ps", ["-o", "args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  } catch {
    return "";
  }
}

describe("the exact-EV worker pool", () => {
  afterEach(() => stopEvPool());

  it("answers null while it is not running, so callers compute inline", async () => {
    expect(runningWorkers()).toBe(0);
    expect(await workerCounts(HANDS[0] ?? [], DEFAULT_RULE_SET)).toBeNull();
  });

  it("counts every split exactly as the engine does on this thread", {
    timeout: 60_000,
  }, async () => {
    await startEvPool(2);
    expect(runningWorkers()).toBe(2);
    const answers = await Promise.all(HANDS.map((hand) => workerCounts(hand, DEFAULT_RULE_SET)));
    expect(answers).toEqual(HANDS.map(inline));
    // The bundler's service process ends with the bundling, not with the server.
    expect(childCommands()).not.toMatch(/esbuild/);
  });

  it("answers null for the jobs of a worker that dies, and replaces the worker", {
    timeout: 60_000,
  }, async () => {
    await startEvPool(1);
    const pending = workerCounts(HANDS[1] ?? [], DEFAULT_RULE_SET);
    const pool = (
      globalThis as { __paigowEvPool?: { slots: { worker: { terminate(): unknown } }[] } }
    ).__paigowEvPool;
    await pool?.slots[0]?.worker.terminate();
    expect(await pending).toBeNull();
    await expect.poll(runningWorkers, { timeout: 20_000 }).toBe(1);
    expect(await workerCounts(HANDS[2] ?? [], DEFAULT_RULE_SET)).toEqual(inline(HANDS[2] ?? []));
  });

  it("reads its size from EV_WORKERS and refuses a malformed one", () => {
    expect(poolSize({ EV_WORKERS: "3" })).toBe(3);
    expect(poolSize({ EV_WORKERS: "0" })).toBe(0);
    expect(() => poolSize({ EV_WORKERS: "many" })).toThrow(/EV_WORKERS/);
    expect(poolSize({})).toBeGreaterThanOrEqual(1);
  });
});
