/**
 * Store faults (issue 56, item 12): errors that say the database cannot serve right now, not
 * that the request or the code is wrong. PostgreSQL down or refusing connections, a disk that
 * takes no writes (full, I/O error, read-only), a lock held past the busy deadline. The edges
 * answer them 503 with Retry-After and the code `unavailable` (not 500 `unexpected`), and the
 * log gets one line per fault kind per minute with a count, not a stack per request (a full
 * disk logged 457 stacks in 6 s).
 */
import { StoreBusyError, StoreUnsafeError } from "./client";

export type StoreFault = "locked" | "disk" | "down";

/** What a client is told to wait before trying again. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** How often one fault kind may write a line. */
const LOG_EVERY_MS = 60_000;

const DISK = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;
const LOCKED = /^SQLITE_(BUSY|LOCKED)/;
/** Node's socket errors and pg's own when the server is gone or refuses us. */
const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** pg-pool and pg say these in words only (no code). */
const DOWN_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery)/i;

function faultOfCode(code: string): StoreFault | null {
  if (LOCKED.test(code)) return "locked";
  if (DISK.test(code) || code === "ENOSPC" || code === "EROFS" || code === "EIO") return "disk";
  // PostgreSQL: 53100 disk_full, 53200 out_of_memory; 53300 too many connections, 57P0x the
  // server shutting down or starting, class 08 a lost connection.
  if (code === "53100" || code === "53200") return "disk";
  if (code === "53300" || /^57P0[1-3]$/.test(code) || /^08/.test(code)) return "down";
  if (NETWORK.has(code)) return "down";
  return null;
}

/** The fault `error` (or any error it wraps) reports, or null when it is not a store fault. */
export function storeFaultOf(error: unknown): StoreFault | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 6; depth++) {
    if (e instanceof StoreBusyError) return "locked";
    if (e instanceof StoreUnsafeError) return "down";
    const code = (e as { code?: unknown }).code;
    const byCode = typeof code === "string" ? faultOfCode(code) : null;
    if (byCode) return byCode;
    if (DOWN_MESSAGE.test(e.message)) return "down";
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

interface FaultLog {
  lastAt: number;
  suppressed: number;
}

/**
 * Per kind: when it last wrote a line and how many it kept quiet since. On globalThis: Next
 * bundles this module more than once (routes, actions), and they share one log.
 */
const STATE = Symbol.for("paigow.db.fault-log");
function logState(): Map<StoreFault, FaultLog> {
  const holder = globalThis as { [STATE]?: Map<StoreFault, FaultLog> };
  holder[STATE] ??= new Map();
  return holder[STATE];
}

/** The first line of an error's message and its code: enough to tell the kind apart. */
function summary(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const text = error instanceof Error ? error.message.split("\n")[0] : String(error);
  const inner = typeof cause?.message === "string" ? ` <- ${cause.message.split("\n")[0]}` : "";
  return `${typeof code === "string" ? `${code}: ` : ""}${text}${inner}`.slice(0, 300);
}

/**
 * Logs a store fault: the first of its kind at once, then at most one line a minute, saying
 * how many more there were. Returns whether it wrote a line.
 */
export function reportStoreFault(
  kind: StoreFault,
  error: unknown,
  now = Date.now(),
  write: (line: string) => void = (line) => console.error(line),
  then = "answering 503",
): boolean {
  const state = logState();
  const last = state.get(kind);
  if (last && now - last.lastAt < LOG_EVERY_MS) {
    last.suppressed++;
    return false;
  }
  const more = last?.suppressed ? ` (${last.suppressed} more since the last line)` : "";
  write(`store fault (${kind}): ${summary(error)}${more}; ${then}`);
  state.set(kind, { lastAt: now, suppressed: 0 });
  return true;
}

/**
 * A background job's failure (the table clock, the way runs' queue): a store fault is logged as
 * the edges log it (one line per kind a minute, no stack: the job tries again on its own), any
 * other error in full.
 */
export function logBackgroundFailure(what: string, error: unknown): void {
  const fault = storeFaultOf(error);
  if (fault) reportStoreFault(fault, error, Date.now(), undefined, `${what}; tried again later`);
  else console.error(what, error);
}

/** For tests: forget what was logged. */
export function resetStoreFaultLog(): void {
  logState().clear();
}
