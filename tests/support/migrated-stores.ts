/**
 * For migration tests: a store made by the migrations before the one tagged `tag` (as the code
 * before it left a store), handed to `check` with a way to migrate the rest, on SQLite (a file
 * in `scratch`) or on PostgreSQL (a scratch database of the test cluster).
 */
import path from "node:path";
import { openDb } from "@/lib/db/client";
import { closePg, migratePg, openPg } from "@/lib/db/pg";
import { type Queryable, sqliteClient } from "@/lib/db/store";
import { createScratchDatabase } from "@/lib/db/test-store";
import { migrationsBefore } from "./migrations-before";

export type MigrationCheck = (
  db: Queryable,
  migrateRest: () => Promise<Queryable>,
) => Promise<void>;

/** SQLite: the store's file, closed once `check` is done (for a CLI run on it after). */
export async function onSqliteBefore(
  tag: string,
  scratch: string,
  check: MigrationCheck,
  file = path.join(scratch, `${tag}.db`),
): Promise<string> {
  const folder = migrationsBefore("drizzle", tag, scratch);
  const db = openDb(file, { migrationsFolder: folder }) as unknown as Queryable;
  let migrated: Queryable | null = null;
  await check(db, async () => {
    sqliteClient(db).close();
    migrated = openDb(file) as unknown as Queryable;
    return migrated;
  });
  if (migrated) sqliteClient(migrated).close();
  return file;
}

/** PostgreSQL: a scratch database, dropped once `check` is done. */
export async function onPgBefore(
  tag: string,
  scratch: string,
  clusterUrl: string,
  check: MigrationCheck,
): Promise<void> {
  const scratchDb = await createScratchDatabase(clusterUrl, "paigow_migrate");
  const db = openPg(scratchDb.url, { max: 2 });
  try {
    await migratePg(db, { migrationsFolder: migrationsBefore("drizzle-pg", tag, scratch) });
    await check(db, async () => {
      await migratePg(db);
      return db;
    });
  } finally {
    await closePg(db);
    await scratchDb.drop();
  }
}
