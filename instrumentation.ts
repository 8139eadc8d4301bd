/**
 * Runs once when a Next.js server starts: open the database now, so pending migrations are
 * applied (and a broken one fails the start) before the first request arrives, the rule
 * pages are seeded from content/rules, and the engine's EV tables are built.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; it must not create or migrate a database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Issue 10: stamp each request with its client address before Next sees it, so rate limits
  // count the connection's address (or TRUSTED_PROXIES hops of X-Forwarded-For), never a
  // header the client wrote.
  const { env } = await import("./lib/env");
  const { installAddressStamp } = await import("./lib/auth/address-stamp");
  installAddressStamp(env.TRUSTED_PROXIES);
  // A store that cannot be opened or migrated is a clear, fatal error naming it (issue 10, 15): a server
  // answering 500 to everything and never exiting helps nobody.
  const { openStoreOrExit } = await import("./lib/db/startup");
  await openStoreOrExit();
  const { rulesDb } = await import("./lib/rules/pages");
  await rulesDb();
  // The exact-EV tables take about a second: build them before the first learner waits.
  const { warmEngine } = await import("./lib/grading/ev");
  warmEngine();
  // Exact EV for grading runs on worker threads, off the thread that answers requests.
  const { startEvPool } = await import("./lib/grading/ev-worker/pool");
  await startEvPool();
  // The table's clock settles every round whose deadline passed, connected or not (issue 22).
  const { getDb } = await import("./lib/db");
  const { startTableClock } = await import("./lib/table/clock");
  startTableClock(getDb);
  // Own ways' exact runs left queued, or cut short when a process was killed, go on (issue 52).
  const { resumeWayRuns } = await import("./lib/ways/exact-runs");
  void resumeWayRuns(getDb()).catch((error) => console.error("way runs: not resumed", error));
  // Live tables push every change to their viewers; on PostgreSQL through LISTEN/NOTIFY, so a
  // change made on one instance reaches the streams of all (issue 23).
  const { startPushRelay } = await import("./lib/db/pg-listener");
  const { pushBus } = await import("./lib/push/bus");
  await startPushRelay(getDb(), env.DATABASE_URL, pushBus());
}
