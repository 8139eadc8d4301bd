/**
 * PostgreSQL through node-postgres + Drizzle (DATABASE_URL, issue 15): the pool, migrations
 * applied once however many instances start together, and the health probe. Importable from
 * tests and scripts, like client.ts.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as pgSchema from "@/db/schema/pg";
import { env } from "@/lib/env";
import { dialectOf, errorCode, type Queryable, tagDialect } from "./store";

export const PG_MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle-pg");

/**
 * Counts (int8) and sums of bigints (numeric) arrive from node-postgres as strings; SQLite
 * gives numbers. Every number this app stores fits a double exactly (ms times, money in minor
 * units), so raw aggregates read as numbers on both stores. A value past 2^53 stays a string
 * rather than silently losing digits.
 */
const toNumber = (text: string): number | string => {
  const value = Number(text);
  return Number.isSafeInteger(value) || !/^-?\d+$/.test(text) ? value : text;
};
pg.types.setTypeParser(pg.types.builtins.INT8, toNumber);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, toNumber);

export interface OpenPgOptions {
  /** Connections in the pool (default PG_POOL_MAX, 10). */
  max?: number;
  /** How long a request waits for a connection before it fails (default 10 s). */
  connectTimeoutMs?: number;
}

/** Named statements kept per connection; beyond it, statements go unnamed (parsed each time). */
const NAMED_STATEMENTS_PER_CONNECTION = 500;

/**
 * Names every parameterised statement of this connection after its text, so PostgreSQL parses
 * it once per connection instead of once per call (a large share of a short statement's server
 * time; the app sends a few dozen shapes of statement, each with its values as parameters).
 * Statements without parameters (transaction control, migrations) stay unnamed, as do new
 * shapes past the cap, which bounds the server memory the names hold.
 */
export function nameStatements(
  client: pg.ClientBase,
  limit = NAMED_STATEMENTS_PER_CONNECTION,
): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (
      config !== null &&
      typeof config === "object" &&
      typeof (config as pg.QueryConfig).text === "string" &&
      !(config as pg.QueryConfig).name &&
      Array.isArray(rest[0]) &&
      rest[0].length > 0
    ) {
      const text = (config as pg.QueryConfig).text;
      const name = `s${createHash("sha256").update(text).digest("base64url").slice(0, 22)}`;
      if (named.has(name) || named.size < limit) {
        named.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

/** A pooled PostgreSQL store for `url`, tagged as such. Nothing connects until the first query. */
export function openPg(url: string, options: OpenPgOptions = {}): Queryable {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? env.PG_POOL_MAX,
    // Fail a request rather than hang it when the server is unreachable.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
  });
  if (env.PG_NAMED_STATEMENTS === "1") pool.on("connect", (client) => nameStatements(client));
  // An idle client's connection dropped (server restart): the pool replaces it; log, not crash.
  // The message and code only: the error carries the whole client (its connection settings).
  pool.on("error", (error) =>
    console.error(
      `postgres pool: idle connection error: ${error.message} (${(error as { code?: string }).code ?? "no code"})`,
    ),
  );
  const db = drizzle({ client: pool, schema: pgSchema });
  return tagDialect(db, "pg") as unknown as Queryable;
}

/** The pool under a PostgreSQL store. */
export function pgPool(db: Queryable): pg.Pool {
  if (dialectOf(db) !== "pg") throw new Error("not a PostgreSQL store");
  return (db as unknown as { $client: pg.Pool }).$client;
}

/** Closes the store's pool (waits for checked-out connections to come back). */
export async function closePg(db: Queryable): Promise<void> {
  await pgPool(db).end();
}

/** The advisory lock key migrations run under (any fixed bigint, the same in every instance). */
export const MIGRATION_LOCK_KEY = 7_301_553_149;

/**
 * Applies pending migrations from drizzle-pg/. Instances starting together take turns on a
 * session-level advisory lock, held on one dedicated connection: the first migrates, the
 * others find nothing left to apply (drizzle's own steps, e.g. CREATE SCHEMA IF NOT EXISTS,
 * are not safe to run concurrently).
 */
export async function migratePg(
  db: Queryable,
  { migrationsFolder = PG_MIGRATIONS_FOLDER }: { migrationsFolder?: string } = {},
): Promise<void> {
  const client = await pgPool(db).connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection whose unlock failed may still hold the lock: close it rather than reuse it.
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** What the health probe found wrong (a subset of client.ts's StoreProblem). */
export type PgProblem = "unavailable" | "unwritable" | "locked";

/**
 * The health of a PostgreSQL store, for /api/health: a round trip and a write probe (an upsert
 * into `meta`, rolled back) that fails when the server is read-only (a standby), the role may
 * not write, or a lock holds the probe past a second. Details go to the log; callers get a code.
 */
export async function pgHealth(db: Queryable): Promise<PgProblem | null> {
  let client: pg.PoolClient;
  try {
    client = await pgPool(db).connect();
  } catch (error) {
    console.error("database health check: cannot connect", error);
    return "unavailable";
  }
  let broken: Error | undefined;
  try {
    await client.query("select 1");
    await client.query("begin");
    try {
      await client.query("set local lock_timeout = '1s'");
      await client.query("set local statement_timeout = '5s'");
      await client.query(
        "insert into meta (key, value) values ('health-probe', 'x') on conflict (key) do update set value = excluded.value",
      );
    } finally {
      await client.query("rollback");
    }
    return null;
  } catch (error) {
    const code = errorCode(error);
    if (code === "55P03" || code === "57014") return "locked"; // lock / statement timeout
    console.error("database health check failed", error);
    broken = error as Error;
    // read_only_sql_transaction, insufficient_privilege, disk full, out of memory
    if (code === "25006" || code === "42501" || code === "53100" || code === "53200")
      return "unwritable";
    return "unavailable";
  } finally {
    client.release(broken);
  }
}
