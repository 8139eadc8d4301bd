/** Applies pending Drizzle migrations to DATABASE_PATH (default ./data/paigow.db). */
import { databasePath, openDb } from "@/lib/db/client";

const started = performance.now();
const file = databasePath();
const db = openDb(file);
const tables = db.$client
  .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
  .pluck()
  .all();
db.$client.close();
console.log(
  `migrated ${file} in ${Math.round(performance.now() - started)} ms; tables: ${tables.join(", ")}`,
);
