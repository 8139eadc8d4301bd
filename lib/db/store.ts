/**
 * One async API over both stores: SQLite through better-sqlite3 (the default) and PostgreSQL
 * (DATABASE_URL, issue 15). Every query function in lib/db takes a `Queryable` and awaits the
 * query builder itself; the SQLite-only executors `.get()`, `.all()`, `.run()` and `.values()`
 * and `db.transaction` are never used, because PostgreSQL has none of them:
 *
 * - a list: `await db.select()...`; one row: `(await db.select()....limit(1))[0]`;
 * - rows changed: `.returning({ id: t.id })` and the array's length (both dialects have RETURNING);
 * - a transaction: `withTx(db, async (tx) => ...)` below, and every query inside on `tx`.
 *
 * `Queryable` is typed as SQLite's async database; at runtime it is the dialect's own drizzle
 * database, with the dialect's own tables (db/schema/index.ts picks them), so the builder
 * writes that dialect's SQL.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type Database from "better-sqlite3";
import type { SQL } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "@/db/schema";

export type Dialect = "sqlite" | "pg";

/** A database or a transaction on one, of either dialect. */
export type Queryable = BaseSQLiteDatabase<"async", unknown, typeof schema>;

const DIALECT = Symbol.for("paigow.db.dialect");
type Tagged = { [DIALECT]?: Dialect };

/** Marks a drizzle database (or transaction) with its dialect; returns it. */
export function tagDialect<T extends object>(db: T, dialect: Dialect): T {
  (db as Tagged)[DIALECT] = dialect;
  return db;
}

/** The dialect a handle was opened with (untagged handles are SQLite: tests' own databases). */
export function dialectOf(db: Queryable): Dialect {
  return (db as Tagged)[DIALECT] ?? "sqlite";
}

/** The better-sqlite3 connection under a SQLite handle (pragmas, health, backup). */
export function sqliteClient(db: Queryable): Database.Database {
  if (dialectOf(db) !== "sqlite") throw new Error("not a SQLite store");
  return (db as unknown as { $client: Database.Database }).$client;
}

/**
 * SQLite: when a write last failed for want of a writable disk (full, I/O error, read-only)
 * and when one last committed, per connection: /api/health reports a store whose writes fail
 * although an empty probe would still pass (a full disk passed it for 40 s: issue 29).
 */
export interface WriteRecord {
  failedAt: number | null;
  failure: string | null;
  committedAt: number | null;
}
const writeRecords = new WeakMap<object, WriteRecord>();

/** The connection's write record (see WriteRecord). */
export function writeRecordOf(db: Queryable): WriteRecord {
  const client = sqliteClient(db);
  let record = writeRecords.get(client);
  if (!record) {
    record = { failedAt: null, failure: null, committedAt: null };
    writeRecords.set(client, record);
  }
  return record;
}

/** A write refused because the disk cannot take it (not a conflict, not the caller's data). */
export const isDiskFailure = (error: unknown): boolean =>
  /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/.test(errorCode(error) ?? "");

/** Runs async work one at a time, in call order. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

// Both per process, not per module copy: Next bundles this file into several chunks (the
// instrumentation's table clock, each route's) that share one connection (getDb keeps it on
// globalThis), and a lock per copy let the clock's BEGIN meet a request's open transaction.
const shared = globalThis as typeof globalThis & {
  __paigowSqliteLocks?: WeakMap<object, Mutex>;
  __paigowCurrentTx?: AsyncLocalStorage<Queryable>;
};
shared.__paigowSqliteLocks ??= new WeakMap<object, Mutex>();
shared.__paigowCurrentTx ??= new AsyncLocalStorage<Queryable>();
const sqliteLocks = shared.__paigowSqliteLocks;
/** The transaction this async call chain runs in, so a nested withTx joins it (no deadlock). */
const currentTx = shared.__paigowCurrentTx;

export interface TxOptions {
  /**
   * PostgreSQL only (SQLite's transactions always take turns): "read committed" for work
   * whose every guard is one atomic statement (a conditional update, a unique index, an
   * upsert), where SERIALIZABLE's predicate locks would only add false conflicts and retries.
   */
  isolation?: "serializable" | "read committed";
  /**
   * SQLite only: "read" begins DEFERRED, for work that only reads: under WAL it needs no
   * lock, so another process holding the write lock (the CLI) does not make it busy, while it
   * still takes its turn on the shared connection (it sees committed rows only).
   */
  mode?: "write" | "read";
}

/** How often a PostgreSQL transaction is tried again after a serialization failure. */
const PG_TX_ATTEMPTS = 8;

/**
 * Runs `work` in one transaction and returns its result; a throw rolls everything back.
 *
 * SQLite: one connection serves the whole process, so transactions take turns (a mutex per
 * connection) and run as BEGIN IMMEDIATE (the write lock first, so two processes never
 * deadlock). Writes must happen inside withTx: a write outside would join whichever
 * transaction is open at that moment. Reads outside may see an open transaction's rows.
 *
 * PostgreSQL: SERIALIZABLE, so the check-then-write code reads as on SQLite; a serialization
 * failure or deadlock runs `work` again (it must be safe to repeat: nothing it wrote stays).
 */
export async function withTx<T>(
  db: Queryable,
  work: (tx: Queryable) => Promise<T>,
  { isolation = "serializable", mode = "write" }: TxOptions = {},
): Promise<T> {
  const outer = currentTx.getStore();
  if (outer) return work(outer);
  if (dialectOf(db) === "pg") {
    type PgLike = {
      transaction<R>(fn: (tx: object) => Promise<R>, config?: object): Promise<R>;
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await (db as unknown as PgLike).transaction(
          (tx) => {
            const handle = tagDialect(tx, "pg") as unknown as Queryable;
            return currentTx.run(handle, () => work(handle));
          },
          { isolationLevel: isolation },
        );
      } catch (error) {
        if (attempt >= PG_TX_ATTEMPTS || !isRetryableConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));
      }
    }
  }
  const client = sqliteClient(db);
  let lock = sqliteLocks.get(client);
  if (!lock) {
    lock = new Mutex();
    sqliteLocks.set(client, lock);
  }
  return lock.run(async () => {
    client.exec(mode === "read" ? "BEGIN" : "BEGIN IMMEDIATE");
    try {
      const result = await currentTx.run(db, () => work(db));
      client.exec("COMMIT");
      if (mode === "write") writeRecordOf(db).committedAt = Date.now();
      return result;
    } catch (error) {
      if (client.inTransaction) client.exec("ROLLBACK");
      if (isDiskFailure(error))
        Object.assign(writeRecordOf(db), { failedAt: Date.now(), failure: errorCode(error) });
      throw error;
    }
  });
}

/**
 * One write statement: on PostgreSQL it runs on its own (atomic by itself; BEGIN and COMMIT
 * would only add two round trips), on SQLite through withTx like every write.
 */
export function writeOnce<T>(db: Queryable, write: (q: Queryable) => Promise<T>): Promise<T> {
  if (dialectOf(db) === "pg" && !currentTx.getStore()) return write(db);
  return withTx(db, write);
}

/** Rows of a raw SQL statement, on either dialect. */
export async function rawRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  if (dialectOf(db) === "pg") {
    const result = await (
      db as unknown as { execute(q: SQL): Promise<{ rows: unknown[] }> }
    ).execute(query);
    return result.rows as T[];
  }
  return (await db.all(query)) as T[];
}

/** The driver's error code of `error` or of any error it wraps (drizzle wraps driver errors). */
export function errorCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A write refused by a UNIQUE index: the callers' replay guards. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = errorCode(error);
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
};

/** PostgreSQL's "try the transaction again": serialization failure, deadlock. */
export const isRetryableConflict = (error: unknown): boolean => {
  const code = errorCode(error);
  return code === "40001" || code === "40P01";
};
