/**
 * Server start (instrumentation.ts, Node.js runtime only): open and migrate the store, or stop
 * the process with a clear error naming it (issue 10): the SQLite file, or the PostgreSQL
 * server (issue 15). A server that cannot open its store would otherwise answer 500 to
 * everything and never exit.
 */
import { getDb } from "./client";
import { dialectOf } from "./store";

export async function openStoreOrExit(): Promise<void> {
  try {
    const db = getDb();
    if (dialectOf(db) === "pg") {
      // TODO(issue 15, H4): `await migratePg(db)` from lib/db/pg.ts, its error naming the
      // server (without the password), once that file lands.
    }
  } catch (error) {
    console.error(`FATAL: ${(error as Error).message}`);
    process.exit(1);
  }
}
