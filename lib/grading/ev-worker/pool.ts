/**
 * Exact EV off the request thread (issue 10's load target): a small pool of worker threads
 * running lib/grading/ev-worker/entry.ts, bundled by esbuild when the pool starts (about a
 * quarter of a second, once per process). The server starts it in instrumentation.ts; where
 * it is not running (unit tests, the CLI, a worker that keeps crashing) callers compute
 * inline, so grading never depends on it.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import { type Card, type Counts, installedWayDocument, type RuleSet } from "@/lib/engine";
import { bundleWorkerEntry } from "@/lib/workers/bundle";
import type { EvReply, EvRequest } from "./protocol";

interface Job {
  resolve: (counts: Counts[] | null) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
}

interface Pool {
  file: string;
  slots: Slot[];
  nextId: number;
  crashes: number[];
  closing: boolean;
}

/** Crashes tolerated per minute before the pool gives up and grading runs inline. */
const MAX_CRASHES_PER_MINUTE = 5;

// On globalThis: Next bundles this module into several chunks (instrumentation, routes), and
// all of them must share the one pool instrumentation started.
const holder = globalThis as typeof globalThis & { __paigowEvPool?: Pool | null };

/** Workers to run: EV_WORKERS, else one fewer than the cores (at least 1, at most 4). */
export function poolSize(
  env: { EV_WORKERS?: string; [name: string]: string | undefined } = process.env,
): number {
  const set = env.EV_WORKERS;
  if (set !== undefined && set !== "") {
    const n = Number(set);
    if (!Number.isInteger(n) || n < 0 || n > 64)
      throw new Error(`EV_WORKERS must be an integer from 0 to 64, got "${set}"`);
    return n;
  }
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/** Bundles the worker entry (lib/workers/bundle.ts). */
const bundleWorker = (): Promise<string> =>
  bundleWorkerEntry("lib/grading/ev-worker/entry.ts", "ev-worker");

function spawn(pool: Pool): Promise<Slot> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(pool.file);
    const slot: Slot = { worker, jobs: new Map() };
    worker.unref();
    worker.on("message", (message: EvReply | { ready: true }) => {
      if ("ready" in message) return resolve(slot);
      const job = slot.jobs.get(message.id);
      if (!job) return;
      slot.jobs.delete(message.id);
      if ("error" in message) job.reject(new Error(message.error));
      else job.resolve(message.counts.map(([win, push, loss]) => ({ win, push, loss })));
    });
    worker.on("error", (error) => {
      console.error("ev worker failed", error);
      reject(error);
    });
    worker.on("exit", () => {
      // Jobs of a dead worker are answered inline by their callers.
      for (const job of slot.jobs.values()) job.resolve(null);
      slot.jobs.clear();
      const at = pool.slots.indexOf(slot);
      if (at < 0) return;
      pool.slots.splice(at, 1);
      if (pool.closing) return;
      const now = Date.now();
      pool.crashes = pool.crashes.filter((t) => now - t < 60_000).concat(now);
      if (pool.crashes.length > MAX_CRASHES_PER_MINUTE) {
        console.error("ev workers keep crashing: exact EV runs on the request thread from now on");
        return;
      }
      spawn(pool).then(
        (fresh) => pool.slots.push(fresh),
        () => undefined,
      );
    });
  });
}

/**
 * Starts the pool (idempotent). Any failure is logged and leaves grading inline: a server
 * without its workers is slower, not broken.
 */
export async function startEvPool(size = poolSize()): Promise<void> {
  if (holder.__paigowEvPool || size === 0) return;
  try {
    const pool: Pool = {
      file: await bundleWorker(),
      slots: [],
      nextId: 1,
      crashes: [],
      closing: false,
    };
    pool.slots = await Promise.all(Array.from({ length: size }, () => spawn(pool)));
    holder.__paigowEvPool = pool;
  } catch (error) {
    console.error("ev workers could not start; exact EV runs on the request thread", error);
  }
}

export async function stopEvPool(): Promise<void> {
  const pool = holder.__paigowEvPool;
  holder.__paigowEvPool = undefined;
  if (!pool) return;
  pool.closing = true;
  await Promise.all(pool.slots.map((slot) => slot.worker.terminate()));
}

/** Workers running now (0 when the pool is off). */
export const runningWorkers = (): number => holder.__paigowEvPool?.slots.length ?? 0;

/**
 * The hand's 21 split counts (allSplits order) from the least busy worker, or null when no
 * worker can answer (the caller computes inline).
 */
export function workerCounts(hand: readonly Card[], ruleSet: RuleSet): Promise<Counts[] | null> {
  const pool = holder.__paigowEvPool;
  const slot = pool?.slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  if (!pool || !slot) return Promise.resolve(null);
  const id = pool.nextId++;
  return new Promise((resolve, reject) => {
    slot.jobs.set(id, { resolve, reject });
    const document = installedWayDocument(ruleSet.way);
    const request: EvRequest = { id, hand: [...hand], ruleSet, ...(document ? { document } : {}) };
    slot.worker.postMessage(request);
  });
}
