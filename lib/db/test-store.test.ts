/**
 * openTestStore gives each caller a store of its own, migrated and empty, of the dialect the
 * run asks for (DATABASE_URL: PostgreSQL, else SQLite), and close() throws it away.
 */
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isPostgresUrl, meta } from "@/db/schema";
import { pgPool } from "./pg";
import { dialectOf, rawRows, withTx } from "./store";
import { openTestStore } from "./test-store";

const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl);

describe("openTestStore", () => {
  it(`opens a ${onPg ? "PostgreSQL" : "SQLite"} store, migrated and empty`, async () => {
    const store = await openTestStore();
    try {
      expect(dialectOf(store.db)).toBe(onPg ? "pg" : "sqlite");
      expect(await store.db.select().from(meta)).toEqual([]);
      await withTx(store.db, async (tx) => {
        await tx.insert(meta).values({ key: "k", value: "v" });
      });
      expect(await store.db.select().from(meta).where(eq(meta.key, "k"))).toEqual([
        { key: "k", value: "v" },
      ]);
    } finally {
      await store.close();
    }
  });

  it("gives every call a store of its own", async () => {
    const [a, b] = await Promise.all([openTestStore(), openTestStore()]);
    try {
      await withTx(a.db, async (tx) => {
        await tx.insert(meta).values({ key: "only-in-a", value: "1" });
      });
      expect(await b.db.select().from(meta)).toEqual([]);
      expect(await a.db.select().from(meta)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.skipIf(!onPg)("PostgreSQL: close() drops the store's database", async () => {
    const store = await openTestStore();
    const rows = await rawRows<{ name: string }>(store.db, sql`select current_database() as name`);
    const name = rows[0]?.name;
    expect(name).toMatch(/^paigow_test_[0-9a-f]{12}$/);
    expect(pgPool(store.db).options.max).toBe(4);
    await store.close();
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      expect(found.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
