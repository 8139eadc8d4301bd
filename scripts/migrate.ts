/** Applies pending Drizzle migrations to DATABASE_PATH (default ./data/paigow.db). */
import { databasePath, openDb } from "@/lib/db/client";
import { sqliteClient } from "@/lib/db/store";

const started = performance.now();
const file = databasePath();
const db = openDb(file);
const tables = sqliteClient(db)
  .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
  .pluck()
  .all();
sqliteClient(db).close();
console.log(
  `migrated ${file} in ${Math.round(performance.now() - started)} ms; tables: ${tables.join(", ")}`,
);
