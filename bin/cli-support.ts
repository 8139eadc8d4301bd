/**
 * Shared plumbing of the `paigow` commands: argument flags, errors that end
 * in one line and an exit code, a progress bar on stderr, worker pools.
 */
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { Worker } from "node:worker_threads";
import { SingleBar } from "cli-progress";
import { CardError } from "../lib/engine/cards";
import { type RuleSet, RuleSetError, ruleSet, type Way } from "../lib/engine/rule-set";
import { installWayDocument } from "../lib/engine/ways";
import type { WayDocument } from "../lib/engine/ways/document";
import { parseWayDocumentText, WayDocumentError } from "../lib/engine/ways/document-parse";

/** A usage or input problem: printed as one line, exit code 2. */
export class UsageError extends Error {}

/**
 * What a command's error ends in: a usage or input problem is one line naming it and exit code 2;
 * anything else is an internal error, exit code 1.
 */
export function failure(error: unknown): { code: 1 | 2; line: string } {
  if (
    error instanceof CardError ||
    error instanceof UsageError ||
    error instanceof RuleSetError ||
    error instanceof WayDocumentError
  )
    return { code: 2, line: `paigow: ${error.message}\n` };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 1, line: `paigow: internal error: ${message}\n` };
}

export function fail(error: unknown): never {
  const { code, line } = failure(error);
  process.stderr.write(line);
  process.exit(code);
}

/** Reads `--name value` flags and `--flag` switches; the rest are positional. */
export function parseFlags(
  args: readonly string[],
  spec: Record<string, "string" | "boolean">,
): { flags: Record<string, string | boolean>; rest: string[] } {
  const flags: Record<string, string | boolean> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith("--")) {
      rest.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    const kind = spec[name];
    if (!kind) throw new UsageError(`unknown option "--${name}"`);
    if (kind === "boolean") flags[name] = true;
    else {
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`option "--${name}" needs a value`);
      flags[name] = value;
    }
  }
  return { flags, rest };
}

export function intFlag(
  flags: Record<string, string | boolean>,
  name: string,
  fallback: number,
  min = 1,
): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(`--${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

export function numberFlag(
  flags: Record<string, string | boolean>,
  name: string,
  fallback: number,
): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number, got "${raw}"`);
  return n;
}

export function progressBar(label: string, total: number): SingleBar {
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted} elapsed, eta {eta_formatted}`,
    stream: process.stderr,
    hideCursor: true,
    etaBuffer: 50,
    fps: 5,
    noTTYOutput: true,
    notTTYSchedule: 10_000,
  });
  bar.start(total, 0);
  return bar;
}

export const defaultWorkers = (): number => Math.max(1, cpus().length);

/** Messages a pool worker posts: progress ticks, then one result per task. */
type WorkerMessage<R> =
  | { type: "progress"; done: number }
  | { type: "result"; task: number; result: R };

/**
 * Runs tasks 0..taskCount-1 on `workers` threads of `worker`, handing out the
 * next task as each finishes (tasks are uneven in size). The worker receives
 * `{ task, ...data }` and posts WorkerMessages.
 */
export function runPool<R>(
  /** Worker name: bin/workers/<name>.worker.ts, bundled beside the CLI by bin/run.mjs. */
  worker: string,
  taskCount: number,
  workers: number,
  data: Record<string, unknown>,
  /** Called with the running total of work the workers reported done. */
  onProgress: (done: number) => void,
  /** Called with each result as it arrives; results are then not kept (large runs, checkpoints). */
  onResult?: (task: number, result: R) => void,
): Promise<R[]> {
  return new Promise((resolve, reject) => {
    const results: R[] = new Array(taskCount);
    let next = 0;
    let finished = 0;
    let done = 0;
    const pool: Worker[] = [];
    const give = (w: Worker) => {
      if (next < taskCount) w.postMessage({ task: next++, ...data });
      else void w.terminate();
    };
    for (let k = 0; k < Math.min(workers, taskCount); k++) {
      const w = new Worker(new URL(`./workers/${worker}.worker.mjs`, import.meta.url));
      pool.push(w);
      w.on("message", (m: WorkerMessage<R>) => {
        if (m.type === "progress") {
          done += m.done;
          onProgress(done);
        } else {
          if (onResult) onResult(m.task, m.result);
          else results[m.task] = m.result;
          if (++finished === taskCount) {
            for (const p of pool) void p.terminate();
            resolve(results);
          } else give(w);
        }
      });
      w.on("error", (e) => {
        for (const p of pool) void p.terminate();
        reject(e);
      });
      give(w);
    }
    if (taskCount === 0) resolve(results);
  });
}

/** A way document from a file (`-` or a path; `<(paigow way-document W)` works), checked. */
export function readWayFile(file: string): WayDocument {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read way file "${file}": ${(e as Error).message}`);
  }
  try {
    return parseWayDocumentText(text);
  } catch (e) {
    if (e instanceof WayDocumentError) e.message = `${file}: ${e.message}`;
    throw e;
  }
}

/**
 * `--way-file FILE`'s document, when given (and not with `--way`). Commands that run workers
 * pass it on, so each worker installs the same way (installWayDocument).
 */
export function wayFileFlag(flags: Record<string, string | boolean>): WayDocument | undefined {
  const file = flags["way-file"];
  if (file === undefined) return undefined;
  if (flags.way !== undefined) throw new UsageError("give --way or --way-file, not both");
  // Read once: a pipe (`<(...)`, `-`) cannot be read again.
  let doc = wayFiles.get(String(file));
  if (!doc) {
    doc = readWayFile(String(file));
    wayFiles.set(String(file), doc);
  }
  return doc;
}
const wayFiles = new Map<string, WayDocument>();

/**
 * `--way WAY` (default `seed`) or `--way-file FILE`, checked. A document repeating a published
 * way's rules is that way; another is installed under its `custom-HASH` id.
 */
export function wayFlag(flags: Record<string, string | boolean>): Way {
  const doc = wayFileFlag(flags);
  if (doc) return installWayDocument(doc);
  return ruleSet(String(flags.way ?? "seed"), "standard").way;
}

/** `--way WAY` or `--way-file FILE`, and `--variant VARIANT` (defaults `seed`, `standard`), checked. */
export const ruleSetFlags = (flags: Record<string, string | boolean>): RuleSet => {
  const variant = ruleSet("seed", String(flags.variant ?? "standard")).variant;
  return { way: wayFlag(flags), variant };
};
