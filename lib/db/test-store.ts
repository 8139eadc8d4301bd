/**
 * A fresh, migrated store for one test: SQLite in memory by default; PostgreSQL when the test
 * run sets DATABASE_URL (npm run test:pg), then a database of its own per call, dropped by
 * close(). Tests of services open their store here, so one suite runs against both.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { isPostgresUrl } from "@/db/schema";
import { openDb } from "./client";
import { closePg, migratePg, openPg } from "./pg";
import { type Queryable, sqliteClient } from "./store";

export interface TestStore {
  db: Queryable;
  close(): Promise<void>;
}

export async function openTestStore(): Promise<TestStore> {
  const clusterUrl = process.env.DATABASE_URL;
  if (isPostgresUrl(clusterUrl)) return openPgTestStore(clusterUrl as string);
  const db = openDb(":memory:") as unknown as Queryable;
  return {
    db,
    close: async () => {
      sqliteClient(db).close();
    },
  };
}

/** Runs one statement on the cluster's maintenance database (CREATE/DROP DATABASE). */
async function onCluster(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database on the cluster of `clusterUrl` (created as that URL's user), its URL, and
 * a drop that also ends any connection still open to it.
 */
export async function createScratchDatabase(
  clusterUrl: string,
  prefix = "paigow_test",
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const from = template === undefined ? "" : ` template "${template}"`;
  await onCluster(clusterUrl, `create database "${name}"${from}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onCluster(clusterUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** The environment variable naming a migrated database that test stores are copied from. */
export const TEST_TEMPLATE_ENV = "PAIGOW_TEST_TEMPLATE";

/**
 * Makes `name` on the cluster a database migrated to this tree's schema, for test stores to be
 * copied from (`npm run test:pg` makes it once before the tests): a copy takes 0.3 s where a
 * new database and the migrations took 2-3 s, once per store opened.
 */
export async function createTestTemplate(clusterUrl: string, name: string): Promise<void> {
  await onCluster(clusterUrl, `drop database if exists "${name}" with (force)`);
  await onCluster(clusterUrl, `create database "${name}"`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const db = openPg(url.toString(), { max: 1, connectTimeoutMs: 60_000 });
  try {
    await migratePg(db);
  } finally {
    await closePg(db);
  }
}

async function openPgTestStore(clusterUrl: string): Promise<TestStore> {
  const template = process.env[TEST_TEMPLATE_ENV] || undefined;
  const scratch = await createScratchDatabase(clusterUrl, "paigow_test", template);
  // A few connections: enough for a test's concurrent requests, few for many test files. A
  // minute to connect: in CI the cluster and the tests run niced beside the browser tests, and a
  // new backend waited out 10 s there (a timeout a test then failed on, not a fault of the code).
  const db = openPg(scratch.url, { max: 4, connectTimeoutMs: 60_000 });
  try {
    // A copy of the template is migrated already; migrating it again would only read the journal.
    if (template === undefined) await migratePg(db);
  } catch (error) {
    await closePg(db);
    await scratch.drop();
    throw error;
  }
  return {
    db,
    close: async () => {
      await closePg(db);
      await scratch.drop();
    },
  };
}
