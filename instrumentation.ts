/**
 * Runs once when a Next.js server starts: open the database now, so pending migrations are
 * applied (and a broken one fails the start) before the first request arrives.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; it must not create or migrate a database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("./lib/db");
  getDb();
}
