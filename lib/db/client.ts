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
  return db;
}

export function databasePath(): string {
  return env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH;
}

// Cached on globalThis so dev-server hot reloads reuse one connection instead of leaking them.
const globalForDb = globalThis as typeof globalThis & { __paigowDb?: Db };

/** The process-wide database for DATABASE_PATH, opened and migrated on first call. */
export function getDb(): Db {
  globalForDb.__paigowDb ??= openDb(databasePath());
  return globalForDb.__paigowDb;
}
