/**
 * Checking a saved way over the whole game (issue 52 part 3: "it never fouls and sets every
 * hand"), off the request thread: one worker thread per check (lib/ways/check-worker.ts, at
 * nice 10), one check at a time for the process (a queue: the machine has few
 * cores and grading must not wait), progress kept here for the editor to poll. The outcome is
 * written to the way's row (valid, or refused with the first bad hands); until then the row
 * says `checking`. All 6,972,147 suit classes take about 4 s of one core (measured with
 * `paigow check-way`); the editor's limit is 90 s.
 *
 * Per process: with several instances, a poll that reaches another instance reads the row's
 * status only (no progress), and the check runs where it was saved.
 */
import { Worker } from "node:worker_threads";
import type { Queryable } from "@/lib/db/store";
import { writeOnce } from "@/lib/db/store";
import { setHouseWayStatus } from "@/lib/db/ways";
import type { CheckWayResult, WayDocument } from "@/lib/engine";
import { env } from "@/lib/env";
import { bundleWorkerEntry } from "@/lib/workers/bundle";
import type { CheckMessage, CheckRequest } from "./check-protocol";
import { requestWayRun } from "./exact-runs";

export interface CheckProgress {
  state: "queued" | "running";
  /** Suit classes set so far, of `total` (0 of 0 until the worker's first report). */
  done: number;
  total: number;
}

interface Job extends CheckProgress {
  key: string;
  run: () => Promise<void>;
}

interface Checks {
  jobs: Map<string, Job>;
  queue: Job[];
  running: Job | null;
  file?: Promise<string>;
}

// On globalThis: Next bundles the action that starts a check and the one that polls it apart.
const holder = globalThis as typeof globalThis & { __paigowWayChecks?: Checks };
holder.__paigowWayChecks ??= { jobs: new Map(), queue: [], running: null };
const checks = holder.__paigowWayChecks;

function workerFile(): Promise<string> {
  checks.file ??= bundleWorkerEntry("lib/ways/check-worker.ts", "way-check").catch((error) => {
    checks.file = undefined;
    throw error;
  });
  return checks.file;
}

/** Sets every suit class by the document's way in a worker thread; reports progress. */
export async function runWayCheck(
  document: WayDocument,
  onProgress?: (done: number, total: number) => void,
): Promise<CheckWayResult> {
  const file = await workerFile();
  return new Promise((resolve, reject) => {
    const request: CheckRequest = { document, stride: env.WAY_CHECK_STRIDE ?? 1 };
    const worker = new Worker(file, { workerData: request });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    worker.on("message", (message: CheckMessage) => {
      if (message.type === "progress") onProgress?.(message.done, message.total);
      else if (message.type === "done") settle(() => resolve(message.result));
      else settle(() => reject(new Error(`way check failed: ${message.error}`)));
    });
    worker.on("error", (error) => settle(() => reject(error)));
    worker.on("exit", (code) =>
      settle(() => reject(new Error(`way check worker exited (${code}) before its result`))),
    );
  });
}

const keyOf = (wayId: string, ownerId: string) => `${ownerId} ${wayId}`;

/** The check of an owner's way in this process (queued or running), or undefined. */
export function checkProgress(wayId: string, ownerId: string): CheckProgress | undefined {
  const job = checks.jobs.get(keyOf(wayId, ownerId));
  return job && { state: job.state, done: job.done, total: job.total };
}

function pump(): void {
  if (checks.running) return;
  const job = checks.queue.shift();
  if (!job) return;
  checks.running = job;
  job.state = "running";
  job.run().finally(() => {
    checks.jobs.delete(job.key);
    checks.running = null;
    pump();
  });
}

/**
 * Queues the check of an owner's stored way (nothing when it is queued or running already);
 * its outcome is written to the row. A check that fails for another reason than the way (the
 * worker could not start) leaves the row `checking`: the next poll starts it again.
 */
export function startWayCheck(
  db: Queryable,
  wayId: string,
  ownerId: string,
  document: WayDocument,
): void {
  const key = keyOf(wayId, ownerId);
  if (checks.jobs.has(key)) return;
  const job: Job = {
    key,
    state: "queued",
    done: 0,
    total: 0,
    run: async () => {
      try {
        const result = await runWayCheck(document, (done, total) => {
          job.done = done;
          job.total = total;
        });
        const bad = result.fouls + result.errors > 0;
        await writeOnce(db, (q) =>
          setHouseWayStatus(
            q,
            wayId,
            ownerId,
            bad ? "refused" : "valid",
            bad ? result.badHands : null,
            Date.now(),
          ),
        );
        // A valid way's exact figures come from the background run (the owner's daily quota).
        if (!bad) await requestWayRun(db, ownerId, wayId);
      } catch (error) {
        console.error("way check did not finish", wayId, error);
      }
    },
  };
  checks.jobs.set(key, job);
  checks.queue.push(job);
  pump();
}

/** Resolves when no check is queued or running (tests). */
export async function checksIdle(): Promise<void> {
  while (checks.running || checks.queue.length > 0) await new Promise((r) => setTimeout(r, 20));
}
