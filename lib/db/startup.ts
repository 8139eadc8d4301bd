/**
 * Server start (instrumentation.ts, Node.js runtime only): open and migrate the database, or
 * stop the process with a clear error naming the file (issue 10). A server that cannot open
 * its store would otherwise answer 500 to everything and never exit.
 */
import { getDb } from "./client";

export function openStoreOrExit(): void {
  try {
    getDb();
  } catch (error) {
    console.error(`FATAL: ${(error as Error).message}`);
    process.exit(1);
  }
}
