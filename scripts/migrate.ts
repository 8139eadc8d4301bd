/**
 * Applies pending Drizzle migrations to the store: PostgreSQL at DATABASE_URL when set (from
 * drizzle-pg/), else SQLite at DATABASE_PATH (default ./data/paigow.db, from drizzle/).
 */
import { sql } from "drizzle-orm";
import { closeStore, databasePath, openStore } from "@/lib/db/client";
import { serverName } from "@/lib/db/startup";
import { dialectOf, rawRows } from "@/lib/db/store";
import { env } from "@/lib/env";

const started = performance.now();
const db = await openStore();
const pg = dialectOf(db) === "pg";
const where = pg ? serverName(env.DATABASE_URL ?? "") : databasePath();
const rows = await rawRows<{ name: string }>(
  db,
  pg
    ? sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`
    : sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
);
await closeStore(db);
console.log(
  `migrated ${where} in ${Math.round(performance.now() - started)} ms; tables: ${rows.map((r) => r.name).join(", ")}`,
);
