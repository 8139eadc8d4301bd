/**
 * Hot reads built once. Drizzle builds a query's SQL text anew at every call (70-130 µs on the
 * 2-core bench machine, against about 1 µs prepared), though a hot read's text never changes:
 * on SQLite such a read is prepared once per connection, its values bound as placeholders,
 * and run with the prepared query's own executors (better-sqlite3 answers synchronously;
 * `await` takes the array as it is). On PostgreSQL (null here) the caller uses the builder: a
 * prepared query belongs to the handle it was made on, and each transaction is a handle of
 * its own.
 */
import { dialectOf, type Queryable } from "./store";

/** An SQLite prepared query's executors (drizzle's, typed loosely: the rows are the query's). */
export interface Prepared<Row> {
  all(values?: Record<string, unknown>): Row[];
  run(values?: Record<string, unknown>): unknown;
}

/**
 * `make(db)` prepared once per SQLite connection (a transaction there is the connection
 * itself); null on PostgreSQL.
 */
export function preparedOn<Row>(
  make: (db: Queryable) => { prepare(): unknown },
): (db: Queryable) => Prepared<Row> | null {
  const byDb = new WeakMap<Queryable, Prepared<Row>>();
  return (db) => {
    if (dialectOf(db) !== "sqlite") return null;
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = make(db).prepare() as Prepared<Row>;
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
