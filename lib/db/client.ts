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
}

/** Opens (creating if needed) the database at `filePath`. Use ":memory:" for a throwaway one. */
export function openDb(filePath: string, options: OpenDbOptions = {}): Db {
  if (filePath !== ":memory:") {
    fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  }
  const sqlite = new Database(filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // A second process (CLI, migrate script) may hold the write lock briefly.
  sqlite.pragma("busy_timeout = 5000");

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
