/** A write refused by a UNIQUE index (better-sqlite3's error code): the callers' replay guards. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  "code" in error &&
  (error as { code: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE";
