/**
 * The background exact runs of checked custom ways (issue 52 part 3): a queue in the database
 * (lib/db/way-runs.ts) that the whole app shares, one run at a time, each in a worker thread at
 * nice 19 (exact-worker.ts; see runSpec). A process pumps the queue when a way is checked valid and whenever
 * a page asks where runs stand, so a run cut short by a restart (its lease runs out) starts
 * again when anyone looks. A user may ask for RUNS_PER_DAY runs a day; the rules' hash is the
 * run's key, so a way someone already ran costs nothing.
 *
 * At server start (instrumentation.ts resumeWayRuns) the queue is pumped without anyone
 * looking, and again whenever the lease of a run a stopped process held runs out, so a killed
 * process leaves no run stuck.
 *
 * Size: the whole game (6,972,147 classes, 830-1,233 s of a core) unless WAY_RUN_MULTISETS
 * cuts it to the first rank multisets (the e2e server and CI: a fake run of seconds through
 * the same code); the figures say how many classes they cover.
 */
import { Worker } from "node:worker_threads";
import { logBackgroundFailure } from "@/lib/db/faults";
import type { Queryable } from "@/lib/db/store";
import {
  claimNextWayRun,
  finishWayRun,
  pendingWayRuns,
  queuedBefore,
  queueWayRun,
  reportWayRun,
  runsRequestedSince,
  type WayRunRow,
  wayRunsOf,
} from "@/lib/db/way-runs";
import { houseWayDocumentById } from "@/lib/db/ways";
import { parseWayDocumentText } from "@/lib/engine";
import { env } from "@/lib/env";
import { bundleWorkerEntry } from "@/lib/workers/bundle";
import type { RunMessage, RunRequest } from "./exact-protocol";
import type { RunFigures } from "./exact-run";

/** Runs a user may ask for in a day (a run costs about a quarter of an hour of a core). */
export const RUNS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A running run's lease, renewed every HEARTBEAT_MS while its worker lives. */
const LEASE_MS = 60_000;
const HEARTBEAT_MS = 10_000;

export type RunState =
  /** Never asked for (or the day's quota was spent when the way was checked). */
  | { status: "none" }
  /** `ahead`: runs before it (the running one included). */
  | { status: "queued"; ahead: number }
  | { status: "running"; done: number; total: number }
  | { status: "done"; figures: RunFigures }
  | { status: "failed" };

interface Runner {
  running: string | null;
  pumping: boolean;
  again: boolean;
  file?: Promise<string>;
  idle: Array<() => void>;
}

// On globalThis: Next bundles the actions and pages that pump the queue apart.
const holder = globalThis as typeof globalThis & { __paigowWayRuns?: Runner };
holder.__paigowWayRuns ??= { running: null, pumping: false, again: false, idle: [] };
const runner = holder.__paigowWayRuns;

/**
 * The run's size and priority. The whole game at nice 19: a quarter of an hour of a core that
 * must never slow a request. A cut-down run at nice 10, as the way check: beside busy nice-0
 * threads a nice-19 thread can starve for minutes (lib/ways/check-worker.ts), and a test waits.
 */
function runSpec(): { multisets?: number; nice: number } {
  const multisets = env.WAY_RUN_MULTISETS;
  return multisets === undefined ? { nice: 19 } : { multisets, nice: 10 };
}

function workerFile(): Promise<string> {
  runner.file ??= bundleWorkerEntry("lib/ways/exact-worker.ts", "way-run").catch((error) => {
    runner.file = undefined;
    throw error;
  });
  return runner.file;
}

type RunRequestOutcome = "queued" | "exists" | "quota";

/**
 * Asks for the run of a checked way on behalf of `userId`: `exists` when it is queued, running
 * or done already, `quota` when the user asked for RUNS_PER_DAY in the last day (nothing
 * changes), else `queued` (and the queue is pumped).
 */
export async function requestWayRun(
  db: Queryable,
  userId: string,
  wayId: string,
  now = Date.now(),
): Promise<RunRequestOutcome> {
  const [row] = await wayRunsOf(db, [wayId]);
  if (row && row.status !== "failed") return "exists";
  if ((await runsRequestedSince(db, userId, now - DAY_MS)) >= RUNS_PER_DAY) return "quota";
  const queued = await queueWayRun(db, { wayId, requestedBy: userId, now });
  void pumpWayRuns(db);
  return queued ? "queued" : "exists";
}

function stateOf(row: WayRunRow | undefined, ahead: number): RunState {
  if (!row) return { status: "none" };
  switch (row.status) {
    case "queued":
      return { status: "queued", ahead };
    case "running":
      return { status: "running", done: row.done, total: row.total };
    case "done":
      return { status: "done", figures: JSON.parse(row.figures ?? "null") as RunFigures };
    case "failed":
      return { status: "failed" };
  }
}

/** Where the runs of these ways stand (and the queue is pumped: a restart resumes here). */
export async function wayRunStates(
  db: Queryable,
  wayIds: readonly string[],
): Promise<Map<string, RunState>> {
  if (wayIds.length === 0) return new Map();
  void pumpWayRuns(db);
  const rows = new Map((await wayRunsOf(db, wayIds)).map((r) => [r.wayId, r]));
  const out = new Map<string, RunState>();
  for (const id of wayIds) {
    const row = rows.get(id);
    const ahead = row?.status === "queued" ? (await queuedBefore(db, row.requestedAt)) - 1 : 0;
    out.set(id, stateOf(row, Math.max(0, ahead)));
  }
  return out;
}

/**
 * The exact game for a document in a worker thread at nice 19 (the app's path; the bench
 * times it): `onProgress(done, total)` in suit classes; `stop` ends the worker (the promise
 * then rejects).
 */
export async function runInWorker(
  request: RunRequest,
  onProgress: (done: number, total: number) => void,
): Promise<{ figures: Promise<RunFigures>; stop: () => void }> {
  const worker = new Worker(await workerFile(), { workerData: request });
  const figures = new Promise<RunFigures>((resolve, reject) => {
    worker.on("message", (message: RunMessage) => {
      if (message.type === "progress") onProgress(message.done, message.total);
      else if (message.type === "done") resolve(message.figures);
      else reject(new Error(message.error));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => reject(new Error(`worker exited (${code}) before its figures`)));
  });
  return { figures, stop: () => void worker.terminate() };
}

/** Runs one claimed run in a worker, renewing its lease; its figures or error are stored. */
async function runClaimed(db: Queryable, row: WayRunRow): Promise<void> {
  const startedAt = row.startedAt as number;
  let lost = false;
  let progress = { done: 0, total: 0 };
  let beat: ReturnType<typeof setInterval> | undefined;
  try {
    const text = await houseWayDocumentById(db, row.wayId);
    if (text === undefined) throw new Error("no checked document of this way is stored");
    const run = await runInWorker(
      { document: parseWayDocumentText(text), ...runSpec() },
      (done, total) => {
        progress = { done, total };
      },
    );
    beat = setInterval(() => {
      reportWayRun(db, row.wayId, startedAt, { ...progress, leaseUntil: Date.now() + LEASE_MS })
        .then((ours) => {
          // Another process took the run over (this one failed to renew in time): stop.
          if (!ours) {
            lost = true;
            run.stop();
          }
        })
        .catch((error) => console.error("way run: progress not stored", row.wayId, error));
    }, HEARTBEAT_MS);
    const figures = await run.figures;
    await finishWayRun(
      db,
      row.wayId,
      startedAt,
      { figures: JSON.stringify(figures), done: figures.classes, total: figures.classes },
      Date.now(),
    );
  } catch (error) {
    if (!lost) {
      console.error("way run failed", row.wayId, error);
      const message = error instanceof Error ? error.message : String(error);
      await finishWayRun(db, row.wayId, startedAt, { error: message }, Date.now());
    }
  } finally {
    clearInterval(beat);
  }
}

/**
 * Starts the next run when this process runs none and no other process holds one; runs the
 * queue down, one at a time. Errors are logged: the queue stays as it was for the next pump.
 */
async function pumpWayRuns(db: Queryable): Promise<void> {
  if (runner.pumping) {
    // A run queued while this process's pump looks for the next: it looks once more.
    runner.again = true;
    return;
  }
  runner.pumping = true;
  try {
    for (;;) {
      runner.again = false;
      const row = await claimNextWayRun(db, Date.now(), LEASE_MS);
      if (!row) {
        if (runner.again) continue;
        break;
      }
      runner.running = row.wayId;
      try {
        await runClaimed(db, row);
      } finally {
        runner.running = null;
      }
    }
  } catch (error) {
    logBackgroundFailure("way runs: the queue could not be pumped", error);
  } finally {
    runner.pumping = false;
    for (const done of runner.idle.splice(0)) done();
  }
}

/** Resolves when this process has no run going (tests). */
export function runsIdle(): Promise<void> {
  if (!runner.pumping) return Promise.resolve();
  return new Promise((resolve) => runner.idle.push(resolve));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Runs the queue down from server start (instrumentation.ts): a run queued, or cut short when
 * its process was killed, needs nobody to open a page. While a lease holds (a process killed
 * less than LEASE_MS ago, or another instance running), looks again when it runs out, and
 * resolves once nothing is queued or running.
 */
export async function resumeWayRuns(db: Queryable): Promise<void> {
  for (;;) {
    await pumpWayRuns(db);
    const pending = await pendingWayRuns(db);
    if (pending.queued === 0 && pending.leaseUntil === null) return;
    // A lease held: wake just after it runs out (renewed: look again then); else poll.
    const wait = pending.leaseUntil === null ? HEARTBEAT_MS : pending.leaseUntil - Date.now() + 250;
    await sleep(Math.min(Math.max(wait, 250), LEASE_MS));
  }
}
