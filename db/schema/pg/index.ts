/**
 * The PostgreSQL tables (DATABASE_URL), mirroring db/schema/sqlite/ table for table: same
 * export names, column names, indexes, keys and JS row types (schema.test.ts checks).
 * `npm run db:generate` writes their migrations to drizzle-pg/ (drizzle.pg.config.ts).
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
