/**
 * `npm run test:pg` copies every test store from one migrated template database
 * (lib/db/test-store.ts): a copy must hold exactly what migrating a new database gives, or
 * every store test on PostgreSQL would run on a stale schema.
 */
import { describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { closePg, migratePg, openPg, pgPool } from "./pg";
import type { Queryable } from "./store";
import { createScratchDatabase, openTestStore, TEST_TEMPLATE_ENV } from "./test-store";

const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl) && Boolean(process.env[TEST_TEMPLATE_ENV]);

/** Every column of the public schema and every migration applied, as one comparable text. */
async function shape(db: Queryable): Promise<string> {
  const pool = pgPool(db);
  const columns = await pool.query(
    `select table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`,
  );
  const indexes = await pool.query(
    "select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname",
  );
  const applied = await pool.query(
    "select hash from drizzle.__drizzle_migrations order by created_at",
  );
  return JSON.stringify([columns.rows, indexes.rows, applied.rows]);
}

describe.skipIf(!onPg)("test stores copied from the migrated template", () => {
  it("hold the same tables, columns, indexes and migrations as a newly migrated database", async () => {
    const copy = await openTestStore();
    const fresh = await createScratchDatabase(clusterUrl as string, "paigow_fresh");
    const freshDb = openPg(fresh.url, { max: 1, connectTimeoutMs: 60_000 });
    try {
      await migratePg(freshDb);
      const expected = await shape(freshDb);
      expect(expected).toContain("ledger");
      expect(await shape(copy.db)).toBe(expected);
    } finally {
      await closePg(freshDb);
      await fresh.drop();
      await copy.close();
    }
  });
});
