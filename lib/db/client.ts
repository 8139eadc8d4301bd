/**
 * The process's store: SQLite through better-sqlite3 + Drizzle by default, PostgreSQL when
 * DATABASE_URL is set (issue 15). Importable from tests and scripts; app code goes through
 * lib/db/index.ts, which adds the `server-only` guard. Every handle is a `Queryable`
 * (lib/db/store.ts): query functions await it the same way on both dialects.
 *
 * Opening a SQLite database applies any pending migrations from ./drizzle, so a fresh checkout
 * (no data/ folder) gets a ready database on first use.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "@/db/schema";
import { DEFAULT_DATABASE_PATH, env } from "@/lib/env";
import { closePg, migratePg, openPg, pgHealth } from "./pg";
import {
  dialectOf,
  errorCode,
  isDiskFailure,
  isRetryableConflict,
  type Queryable,
  sqliteClient,
  tagDialect,
  withTx,
  writeRecordOf,
} from "./store";

/** A handle on the store, of either dialect (see lib/db/store.ts). */
export type Db = Queryable;

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export interface OpenDbOptions {
  /** Apply pending migrations from `migrationsFolder` (default: true). */
  migrate?: boolean;
  migrationsFolder?: string;
  /** How long one statement may block waiting for a lock (default BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
}

/** The longest one statement blocks the event loop waiting for another process's lock. */
const BUSY_TIMEOUT_MS = 20;
/** How long retryBusy keeps trying before giving up with StoreBusyError. */
const BUSY_DEADLINE_MS = 8_000;

/**
 * Another connection is in the way; trying again later may succeed. SQLite: SQLITE_BUSY /
 * SQLITE_LOCKED (and their extended codes). PostgreSQL: a serialization failure or deadlock
 * that outlived withTx's own retries.
 */
export const isBusyError = (error: unknown): boolean =>
  /^SQLITE_(BUSY|LOCKED)/.test(errorCode(error) ?? "") || isRetryableConflict(error);

/** The database stayed locked past the deadline; callers answer "try again later". */
export class StoreBusyError extends Error {
  constructor(cause: unknown) {
    super("database locked by another connection", { cause });
    this.name = "StoreBusyError";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (database work, e.g. one transaction) and, while another process
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

/** How many compiled statements one connection keeps (the app runs a few dozen shapes). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Drizzle calls better-sqlite3's `prepare()` for every query it runs, and SQLite compiles the
 * statement anew each time (a table round ran about 30 compilations of the same few dozen
 * texts). Keep the compiled statements by their SQL text, least recently used out first. A
 * statement only runs synchronously here (nothing iterates one across an await), so sharing
 * one is safe; Drizzle switches a reader to array rows with `raw()` and never back (callers
 * may `pluck()`), so a reader handed out again starts in the default object mode.
 */
function keepCompiledStatements(
  sqlite: Database.Database,
  max: number = STATEMENT_CACHE_SIZE,
): void {
  const compiled = new Map<string, Database.Statement>();
  const compile = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const kept = compiled.get(source);
    if (kept) {
      compiled.delete(source);
      compiled.set(source, kept);
      if (kept.reader) kept.raw(false).pluck(false).expand(false);
      return kept;
    }
    const statement = compile(source);
    compiled.set(source, statement);
    if (compiled.size > max) compiled.delete(compiled.keys().next().value as string);
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * Opens (creating if needed) the SQLite database at `filePath`. Use ":memory:" for a throwaway
 * one (service tests use lib/db/test-store.ts instead, which also serves PostgreSQL).
 */
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

  keepCompiledStatements(sqlite);
  const db = drizzle({ client: sqlite, schema });
  if (options.migrate ?? true) {
    migrate(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
  }
  if (filePath !== ":memory:") {
    const stat = fs.statSync(filePath);
    (db as Identified)[IDENTITY] = { file: path.resolve(filePath), dev: stat.dev, ino: stat.ino };
  }
  // better-sqlite3's drizzle database answers `await` on every query builder, so it serves as
  // the async Queryable; the tag tells withTx and rawRows which dialect it is.
  return tagDialect(db, "sqlite") as unknown as Db;
}

/**
 * The file a database was opened from, to notice it deleted or replaced. Kept on the handle
 * itself: Next bundles this module more than once (instrumentation, routes), and each copy
 * must see what the copy that opened the database recorded.
 */
const IDENTITY = Symbol.for("paigow.db.identity");
type Identified = { [IDENTITY]?: { file: string; dev: number; ino: number } };

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
 * restart. A stat or two; fine on every write. Null for PostgreSQL and in-memory SQLite (no
 * file to lose).
 */
function fileProblem(db: Db): StoreProblem | null {
  if (dialectOf(db) !== "sqlite") return null;
  const id = (db as unknown as Identified)[IDENTITY];
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

/**
 * Throws StoreUnsafeError when the database file is gone or replaced. Checked on every call,
 * never from a cache: a cached "fine" acknowledged writes into a deleted file for up to a
 * second (issue 21, item 3). Two stats, a few microseconds. A no-op for PostgreSQL: the server
 * owns its files.
 */
export function assertStoreIntact(db: Db): void {
  const problem = fileProblem(db);
  if (problem) throw new StoreUnsafeError(problem);
}

/** How long /api/health reports a write that failed for want of disk (unless one commits). */
export const WRITE_FAILURE_MEMORY_MS = 60_000;

/** The integrity check reads every page: run at most this often, the answer kept meanwhile. */
const INTEGRITY_EVERY_MS = 60_000;
const integrity = new WeakMap<Db, { at: number; ok: boolean }>();

/**
 * The health of the store, for /api/health. SQLite: the file checks, SQLite's quick_check (at
 * most once a minute), and a write probe (BEGIN IMMEDIATE; ROLLBACK, through withTx so it
 * waits its turn behind the process's own open transaction) that fails when the file is
 * read-only or another process holds the lock. PostgreSQL: pgHealth (lib/db/pg.ts). Details go to
 * the log; the caller gets a code.
 */
export async function storeHealth(db: Db, now = Date.now()): Promise<StoreProblem | null> {
  // PostgreSQL: a round trip and a write probe rolled back (lib/db/pg.ts).
  if (dialectOf(db) !== "sqlite") return pgHealth(db);
  try {
    const file = fileProblem(db);
    if (file) return file;
    const client = sqliteClient(db);
    let check = integrity.get(db);
    if (!check || now - check.at >= INTEGRITY_EVERY_MS) {
      const rows = client.pragma("quick_check(1)", { simple: true });
      check = { at: now, ok: rows === "ok" };
      integrity.set(db, check);
      if (!check.ok) console.error("database integrity check failed:", rows);
    }
    if (!check.ok) return "integrity";
    // A write of the app's that failed for want of disk since the last one that committed:
    // the store takes no writes, whatever a small probe says (issue 29: a full disk).
    // Remembered for a minute at most: a server taken out of service gets no writes to clear it.
    const record = writeRecordOf(db);
    const failing =
      record.failedAt !== null &&
      (record.committedAt === null || record.failedAt > record.committedAt) &&
      now - record.failedAt < WRITE_FAILURE_MEMORY_MS;
    // The probe writes for real (one small row), so a disk that takes no writes fails it too;
    // its own commit does not count as the app's (a small write may fit where others fail).
    const committedAt = record.committedAt;
    await withTx(db, (tx) =>
      tx
        .insert(schema.meta)
        .values({ key: "health-probe", value: String(now) })
        .onConflictDoUpdate({ target: schema.meta.key, set: { value: String(now) } }),
    );
    record.committedAt = committedAt;
    if (failing) {
      console.error(
        `database health: a write failed (${record.failure}) and none has committed since`,
      );
      return "unwritable";
    }
    return null;
  } catch (error) {
    if (isBusyError(error)) return "locked";
    console.error("database health check failed", error);
    const code = errorCode(error) ?? "";
    if (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB") return "integrity";
    if (isDiskFailure(error)) return "unwritable";
    return "unavailable";
  }
}

export function databasePath(): string {
  return env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
}

// Cached on globalThis so dev-server hot reloads reuse one connection instead of leaking them.
const globalForDb = globalThis as typeof globalThis & { __paigowDb?: Db };

/**
 * The process-wide store, opened on first call: PostgreSQL when DATABASE_URL is set (migrated
 * at server start by lib/db/startup.ts), else SQLite at DATABASE_PATH, opened and migrated here.
 */
export function getDb(): Db {
  if (!globalForDb.__paigowDb) {
    // PostgreSQL: pooled, connects on first query; migrated at server start (lib/db/startup.ts).
    if (env.DATABASE_URL) {
      globalForDb.__paigowDb = openPg(env.DATABASE_URL);
      return globalForDb.__paigowDb;
    }
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

/**
 * The process store for a CLI command or script, migrated like the server's: SQLite is migrated
 * by opening it, PostgreSQL here (under the advisory lock, so a running server is no problem).
 * Close it with closeStore.
 */
export async function openStore(): Promise<Db> {
  const db = getDb();
  if (dialectOf(db) === "pg") await migratePg(db);
  return db;
}

/** Closes a store of either dialect; getDb opens a fresh one afterwards. */
export async function closeStore(db: Db): Promise<void> {
  if (globalForDb.__paigowDb === db) globalForDb.__paigowDb = undefined;
  if (dialectOf(db) === "pg") await closePg(db);
  else sqliteClient(db).close();
}
