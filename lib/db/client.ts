/**
 * SQLite through better-sqlite3 + Drizzle. Importable from tests and scripts; app code goes
 * through lib/db/index.ts, which adds the `server-only` guard.
 *
 * Opening a database applies any pending migrations from ./drizzle, so a fresh checkout
 * (no data/ folder) gets a ready database on first use.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "@/db/schema";
import { DEFAULT_DATABASE_PATH, env } from "@/lib/env";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export interface OpenDbOptions {
  /** Apply pending migrations from `migrationsFolder` (default: true). */
  migrate?: boolean;
  migrationsFolder?: string;
  /** How long one statement may block waiting for a lock (default BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
}

/** The longest one statement blocks the event loop waiting for another process's lock. */
export const BUSY_TIMEOUT_MS = 20;
/** How long retryBusy keeps trying before giving up with StoreBusyError. */
export const BUSY_DEADLINE_MS = 8_000;

/** SQLITE_BUSY / SQLITE_LOCKED (and their extended codes): another connection holds a lock. */
export const isBusyError = (error: unknown): boolean =>
  error instanceof Error &&
  "code" in error &&
  /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code: unknown }).code));

/** The database stayed locked past the deadline; callers answer "try again later". */
export class StoreBusyError extends Error {
  constructor(cause: unknown) {
    super("database locked by another connection", { cause });
    this.name = "StoreBusyError";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (synchronous database work, e.g. one transaction) and, while another process
 * holds the lock, tries again after an asynchronous, growing, jittered pause: the event loop
 * serves other requests meanwhile instead of sleeping inside SQLite. `work` must be safe to
 * repeat: a busy error leaves nothing written (the transaction rolled back or never began).
 */
export async function retryBusy<T>(
  work: () => T | Promise<T>,
  { deadlineMs = BUSY_DEADLINE_MS }: { deadlineMs?: number } = {},
): Promise<T> {
  const start = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isBusyError(error)) throw error;
      if (Date.now() - start >= deadlineMs) throw new StoreBusyError(error);
      const pause = Math.min(250, 5 * 2 ** attempt);
      await sleep(pause / 2 + Math.random() * pause);
    }
  }
}

/** Opens (creating if needed) the database at `filePath`. Use ":memory:" for a throwaway one. */
export function openDb(filePath: string, options: OpenDbOptions = {}): Db {
  if (filePath !== ":memory:") {
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  }
  const sqlite = new Database(filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // A second process (CLI, migrate script) may hold the write lock. better-sqlite3 waits for
  // it synchronously, blocking the event loop, so the wait here stays short; the app's write
  // paths retry with an asynchronous backoff instead (retryBusy below).
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);

  const db = drizzle({ client: sqlite, schema });
  if (options.migrate ?? true) {
    migrate(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
  }
  if (filePath !== ":memory:") {
    const stat = fs.statSync(filePath);
    (db as Identified)[IDENTITY] = { file: path.resolve(filePath), dev: stat.dev, ino: stat.ino };
  }
  return db;
}

/**
 * The file a database was opened from, to notice it deleted or replaced. Kept on the handle
 * itself: Next bundles this module more than once (instrumentation, routes), and each copy
 * must see what the copy that opened the database recorded.
 */
const IDENTITY = Symbol.for("paigow.db.identity");
type Identified = Db & { [IDENTITY]?: { file: string; dev: number; ino: number } };

export type StoreProblem =
  | "file-missing"
  | "file-replaced"
  | "wal-missing"
  | "integrity"
  | "locked"
  | "unwritable"
  | "unavailable";

/**
 * Cheap checks that the open database is still the file on disk: deleted or replaced under
 * a running server, SQLite keeps writing to an unlinked file and every later write is lost on
 * restart. A stat or two; fine on every write.
 */
export function fileProblem(db: Db): StoreProblem | null {
  const id = (db as Identified)[IDENTITY];
  if (!id) return null;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(id.file);
  } catch {
    return "file-missing";
  }
  if (stat.dev !== id.dev || stat.ino !== id.ino) return "file-replaced";
  // In WAL mode the -wal file lives as long as a connection is open; gone means deleted.
  if (!fs.existsSync(`${id.file}-wal`)) return "wal-missing";
  return null;
}

/** Thrown where a write would be acknowledged and then lost (see fileProblem). */
export class StoreUnsafeError extends Error {
  constructor(readonly problem: StoreProblem) {
    super(`database store unsafe: ${problem}`);
    this.name = "StoreUnsafeError";
  }
}

let lastFileCheck = { db: null as Db | null, at: 0, problem: null as StoreProblem | null };
/** Throws StoreUnsafeError when the database file is gone or replaced (checked once a second). */
export function assertStoreIntact(db: Db, now = Date.now()): void {
  if (lastFileCheck.db !== db || now - lastFileCheck.at >= 1000) {
    lastFileCheck = { db, at: now, problem: fileProblem(db) };
  }
  if (lastFileCheck.problem) throw new StoreUnsafeError(lastFileCheck.problem);
}

/** The integrity check reads every page: run at most this often, the answer kept meanwhile. */
export const INTEGRITY_EVERY_MS = 60_000;
const integrity = new WeakMap<Db, { at: number; ok: boolean }>();

/**
 * The health of the store, for /api/health: the file checks, SQLite's quick_check (at most
 * once a minute), and a write probe (BEGIN IMMEDIATE; ROLLBACK) that fails when the file is
 * read-only or another process holds the lock. Details go to the log; the caller gets a code.
 */
export function storeHealth(db: Db, now = Date.now()): StoreProblem | null {
  try {
    const file = fileProblem(db);
    if (file) return file;
    let check = integrity.get(db);
    if (!check || now - check.at >= INTEGRITY_EVERY_MS) {
      const rows = db.$client.pragma("quick_check(1)", { simple: true });
      check = { at: now, ok: rows === "ok" };
      integrity.set(db, check);
      if (!check.ok) console.error("database integrity check failed:", rows);
    }
    if (!check.ok) return "integrity";
    db.$client.exec("BEGIN IMMEDIATE");
    db.$client.exec("ROLLBACK");
    return null;
  } catch (error) {
    if (db.$client.inTransaction) db.$client.exec("ROLLBACK");
    if (isBusyError(error)) return "locked";
    console.error("database health check failed", error);
    const code = String((error as { code?: unknown }).code ?? "");
    if (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB") return "integrity";
    if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_IOERR")) return "unwritable";
    return "unavailable";
  }
}

export function databasePath(): string {
  return env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
}

// Cached on globalThis so dev-server hot reloads reuse one connection instead of leaking them.
const globalForDb = globalThis as typeof globalThis & { __paigowDb?: Db };

/** The process-wide database for DATABASE_PATH, opened and migrated on first call. */
export function getDb(): Db {
  if (!globalForDb.__paigowDb) {
    const file = path.resolve(databasePath());
    try {
      globalForDb.__paigowDb = openDb(file);
    } catch (error) {
      // Name the file: "unable to open database file" alone does not say which.
      throw new Error(
        `cannot open the database at ${file} (DATABASE_PATH): ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return globalForDb.__paigowDb;
}
