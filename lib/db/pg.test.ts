/**
 * PostgreSQL store plumbing (lib/db/pg.ts) against a real server: runs when DATABASE_URL names
 * a cluster (npm run test:pg starts a throw-away one), skipped otherwise.
 */
import fs from "node:fs";
import { isTable, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import * as pgTables from "@/db/schema/pg";
import {
  closePg,
  MIGRATION_LOCK_KEY,
  migratePg,
  nameStatements,
  openPg,
  PG_MIGRATIONS_FOLDER,
  pgHealth,
  pgPool,
} from "./pg";
import { dialectOf, type Queryable, rawRows } from "./store";
import { createScratchDatabase } from "./test-store";

const clusterUrl = process.env.DATABASE_URL ?? "";
const journal = JSON.parse(
  fs.readFileSync(`${PG_MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8"),
) as { entries: { tag: string }[] };

describe.skipIf(!isPostgresUrl(clusterUrl))("lib/db/pg on a real PostgreSQL", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** A store on an empty database of its own, closed and dropped after the test. */
  async function emptyStore(max?: number): Promise<{ db: Queryable; url: string }> {
    const scratch = await createScratchDatabase(clusterUrl, "paigow_pgtest");
    cleanup.push(scratch.drop);
    const db = openPg(scratch.url, { max });
    cleanup.push(() => closePg(db));
    return { db, url: scratch.url };
  }

  it("openPg: a pooled store tagged pg, pool size as asked (default PG_POOL_MAX, 10)", async () => {
    const { db, url } = await emptyStore(3);
    expect(dialectOf(db)).toBe("pg");
    expect(pgPool(db).options.max).toBe(3);
    const defaulted = openPg(url);
    expect(pgPool(defaulted).options.max).toBe(Number(process.env.PG_POOL_MAX || 10));
    await closePg(defaulted);
  });

  it("names parameterised statements: each shape parsed once per connection, up to the cap", async () => {
    const { db } = await emptyStore(1);
    const [sum] = await rawRows<{ n: number }>(db, sql`select ${1}::int + ${2}::int as n`);
    expect(sum?.n).toBe(3);
    await rawRows(db, sql`select ${5}::int + ${6}::int as n`);
    await rawRows(db, sql`select 1 as unparameterised`);
    // One connection (max 1): the same text twice is one named statement; none for no values.
    const names = await rawRows<{ statement: string }>(
      db,
      sql`select statement from pg_prepared_statements`,
    );
    const texts = names.map((r) => r.statement);
    expect(texts.filter((t) => t.includes("::int + $2::int"))).toHaveLength(1);
    expect(texts.some((t) => t.includes("unparameterised"))).toBe(false);

    // Past the cap, new shapes go unnamed (and still run); known ones stay named.
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    cleanup.push(() => client.end());
    nameStatements(client, 2);
    for (const k of [1, 2, 3, 4])
      expect((await client.query({ text: `select $1::int * ${k} as v` }, [2])).rows).toEqual([
        { v: 2 * k },
      ]);
    await client.query({ text: "select $1::int * 1 as v" }, [7]);
    const held = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements",
    );
    expect(held.rows[0]?.n).toBe(2);
  });

  it("two instances migrating a fresh database together: both succeed, each migration once", async () => {
    const { url } = await emptyStore();
    // Two pools, as two app instances would have.
    const a = openPg(url, { max: 2 });
    const b = openPg(url, { max: 2 });
    cleanup.push(
      () => closePg(a),
      () => closePg(b),
    );
    await expect(Promise.all([migratePg(a), migratePg(b)])).resolves.toEqual([
      undefined,
      undefined,
    ]);
    const applied = await rawRows<{ hash: string; n: number }>(
      a,
      sql`select hash, count(*) as n from drizzle.__drizzle_migrations group by hash`,
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((row) => row.n === 1)).toBe(true);
    // The app's tables exist, and a third start finds nothing to do.
    await migratePg(a);
    const [count] = await rawRows<{ n: number }>(
      a,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(count?.n).toBe(journal.entries.length);
    const tables = await rawRows<{ n: number }>(
      a,
      sql`select count(*) as n from information_schema.tables where table_schema = 'public'`,
    );
    // Every table of the PostgreSQL schema, nothing else.
    expect(tables[0]?.n).toBe(Object.values(pgTables).filter((t) => isTable(t)).length);
  });

  it("migratePg waits while another instance holds the migration lock", async () => {
    const { db } = await emptyStore();
    const lockHolder = await pgPool(db).connect();
    try {
      await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let finished = false;
      const waiting = migratePg(db).then(() => {
        finished = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(finished).toBe(false); // waits for the lock another instance holds
      await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      await waiting;
      expect(finished).toBe(true);
    } finally {
      lockHolder.release();
    }
  });

  it("counts and sums read as numbers, as on SQLite", async () => {
    const { db } = await emptyStore();
    const [row] = await rawRows<{ c: unknown; s: unknown; big: unknown }>(
      db,
      sql`select count(*) as c, sum(x) as s, 9007199254740993::bigint as big
          from (values (1::bigint), (1700000000000::bigint)) as v(x)`,
    );
    expect(row).toEqual({ c: 2, s: 1_700_000_000_001, big: "9007199254740993" });
  });

  it("pgHealth: null on a writable, migrated database; 'unavailable' when unreachable", async () => {
    const { db } = await emptyStore();
    await migratePg(db);
    expect(await pgHealth(db)).toBeNull();
    // The probe wrote nothing.
    expect(await rawRows(db, sql`select * from meta`)).toEqual([]);

    const dead = openPg("postgres://app@127.0.0.1:1/none", { max: 1 });
    cleanup.push(() => closePg(dead));
    expect(await pgHealth(dead)).toBe("unavailable");
  });

  it("pgHealth: 'unwritable' on a read-only database", async () => {
    const { db, url } = await emptyStore();
    await migratePg(db);
    const name = new URL(url).pathname.slice(1);
    await pgPool(db).query(`alter database "${name}" set default_transaction_read_only = on`);
    const readOnly = openPg(url, { max: 1 });
    cleanup.push(() => closePg(readOnly));
    expect(await pgHealth(readOnly)).toBe("unwritable");
  });

  it("pgHealth: 'locked' when another transaction holds the probe's row past the timeout", async () => {
    const { db } = await emptyStore();
    await migratePg(db);
    const holder = await pgPool(db).connect();
    try {
      await holder.query("begin");
      await holder.query("insert into meta (key, value) values ('health-probe', 'held')");
      expect(await pgHealth(db)).toBe("locked");
      await holder.query("rollback");
    } finally {
      holder.release();
    }
  });
});
