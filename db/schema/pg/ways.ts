/**
 * The house ways' PostgreSQL table: defined once, for both dialects, in db/schema/ways.ts
 * through the PostgreSQL column kit. Typed as SQLite's, as every table the app queries.
 */
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { pgKit } from "../columns";
import { waysSchema } from "../ways";
import { users } from "./auth";

// PostgreSQL's users table, typed as the kit's tables are (SQLite's): see db/schema/columns.ts.
export const { houseWays, wayRuns } = waysSchema(
  pgKit,
  users as unknown as { id: AnySQLiteColumn },
);
