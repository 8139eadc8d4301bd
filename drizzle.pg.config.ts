import { defineConfig } from "drizzle-kit";

// PostgreSQL migrations (DATABASE_URL), from the mirror of the SQLite tables; applied at start
// by lib/db/pg.ts under an advisory lock. drizzle.config.ts is SQLite's.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/pg/index.ts",
  out: "./drizzle-pg",
  strict: true,
  verbose: true,
});
