/**
 * `paigow demo-seed [--seed S]`: a demo teacher, class and twelve students with a few weeks
 * of graded practice (lib/demo/seed.ts), then the sign-in to use. Re-running replaces the
 * previous demo accounts. The store as for the app: DATABASE_URL (PostgreSQL), else DATABASE_PATH.
 */
import { isPostgresUrl } from "../../db/schema";
import { closeStore, databasePath, openStore } from "../../lib/db/client";
import { dialectOf, sqliteClient } from "../../lib/db/store";
import { seedDemo } from "../../lib/demo/seed";
import { formatJoinCode } from "../../lib/teach/join-code";
import { intFlag, parseFlags } from "../cli-support";

export async function demoSeed(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, { seed: "string" });
  const seed = intFlag(flags, "seed", 7, 0);
  const where = isPostgresUrl(process.env.DATABASE_URL)
    ? "the PostgreSQL database"
    : databasePath();
  const db = await openStore();
  // A running server holds SQLite's write lock for a few milliseconds at a time, more under
  // load: this one-off command may wait for it (the app's 20 ms suits a server's event loop,
  // which retries instead; a busy e2e server refused the seed with "database is locked").
  if (dialectOf(db) === "sqlite") sqliteClient(db).pragma("busy_timeout = 10000");
  const started = performance.now();
  try {
    const report = await seedDemo(db, {
      seed,
      onProgress: (message) => process.stderr.write(`${message}\n`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      [
        `demo data in ${where} (${seconds} s): ${report.students} students, ${report.attempts} graded hands from ${report.pool} dealt`,
        `sign in as ${report.teacher} / ${report.password} (teacher of "${report.className}", join code ${formatJoinCode(report.joinCode)})`,
        `students: demo-ada ... demo-lukas, same password`,
        "",
      ].join("\n"),
    );
  } finally {
    await closeStore(db);
  }
}
