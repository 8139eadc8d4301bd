/**
 * The SQLite tables (the default store), one file per feature. `npm run db:generate` turns
 * changes here into SQL migrations under drizzle/, applied at start-up (lib/db/client.ts).
 * db/schema/pg/ mirrors every table for PostgreSQL with the same names and row types.
 */

export * from "./auth";
export * from "./classes";
export * from "./dealer";
export * from "./faceup";
export * from "./limits";
export * from "./live";
export * from "./meta";
export * from "./practice";
export * from "./rules";
export * from "./streams";
export * from "./table";
export * from "./ways";
