/**
 * Server start (instrumentation.ts, Node.js runtime only): open and migrate the store, or stop
 * the process with a clear error naming it (issue 10): the SQLite file, or the PostgreSQL
 * server (issue 15). A server that cannot open its store would otherwise answer 500 to
 * everything and never exit. On SQLite, also forget the stream leases a previous server left.
 */
import { env } from "@/lib/env";
import { getDb } from "./client";
import { migratePg } from "./pg";
import { dialectOf } from "./store";
import { clearStreamLeases } from "./streams";

export async function openStoreOrExit(): Promise<void> {
  try {
    const db = getDb();
    if (dialectOf(db) === "pg") {
      try {
        // Several instances starting together take turns on an advisory lock: one migrates.
        await migratePg(db);
      } catch (error) {
        throw new Error(
          `cannot open the PostgreSQL database at ${serverName(env.DATABASE_URL ?? "")} (DATABASE_URL): ${(error as Error).message}`,
          { cause: error },
        );
      }
    } else {
      // One process serves a SQLite file: every stream lease in it was left by one that is
      // gone, and its viewers, reconnecting now, must not wait for those to die (issue 29).
      // Not fatal: left in place, they die unrenewed within a minute.
      await clearStreamLeases(db).catch((error) =>
        console.warn("could not clear old stream leases:", (error as Error).message),
      );
    }
  } catch (error) {
    console.error(`FATAL: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** host:port/database of a connection URL, never its password (it goes to the log). */
export function serverName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}
