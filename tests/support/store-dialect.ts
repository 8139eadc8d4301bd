/**
 * `npm run test:pg` runs every test file that opens a store a second time, on PostgreSQL
 * (scripts/test-pg.sh). Tests in those files that open no store, or walk one store path once per
 * rule set, do the same work on both dialects: under test:pg these run them once (the store-free
 * ones not at all, a per-rule-set list on its first and last entries); the SQLite stage runs
 * them whole. CI's time (issue 53), with the dialect still tried on every store path.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A list of rule sets or ways a store test walks: whole on SQLite, its two ends on PostgreSQL. */
export function storeSample<T>(items: readonly T[]): T[] {
  return onPostgres && items.length > 2 ? [items[0] as T, items.at(-1) as T] : [...items];
}
