/**
 * Drizzle schema: the source of every table, one file per feature.
 * `npm run db:generate` turns changes here into SQL migrations under
 * drizzle/, which the app applies at start-up (lib/db/client.ts).
 */

export * from "./auth";
export * from "./classes";
export * from "./meta";
export * from "./practice";
export * from "./rules";
export * from "./table";
