/**
 * Hot reads built once. Drizzle builds a query's SQL text anew at every call (70-130 µs on the
 * 2-core bench machine, against about 1 µs prepared), though a hot read's text never changes:
 * on SQLite such a read is prepared once per connection, its values bound as placeholders,
 * and run with the prepared query's own executors (better-sqlite3 answers synchronously;
 * `await` takes the array as it is). On PostgreSQL (null here) the caller uses the builder: a
 * prepared query belongs to the handle it was made on, and each transaction is a handle of
 * its own.
 */
import { getTableName, sql } from "drizzle-orm";
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

/** An SQLite table as the insert builder takes it (typed loosely: one helper for every table). */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's table generics differ per table
type AnyTable = any;

/** Longer inserts (rare: a class's many rows) are built each time, so the shapes stay few. */
const MAX_PREPARED_ROWS = 8;

const byShapeOf = new WeakMap<Queryable, Map<string, Prepared<unknown>>>();

/**
 * A query whose text depends on its shape (which columns, how many rows), not on its values:
 * prepared once per SQLite connection and `shape` (a name saying all that changes the text);
 * null on PostgreSQL. `make` builds it with placeholders.
 */
export function preparedShape<Row>(
  db: Queryable,
  shape: string,
  make: () => { prepare(): unknown },
): Prepared<Row> | null {
  if (dialectOf(db) !== "sqlite") return null;
  let byShape = byShapeOf.get(db);
  if (!byShape) {
    byShape = new Map();
    byShapeOf.set(db, byShape);
  }
  let prepared = byShape.get(shape);
  if (!prepared) {
    prepared = make().prepare() as Prepared<unknown>;
    byShape.set(shape, prepared);
  }
  return prepared as Prepared<Row>;
}

/**
 * Inserts `rows` into `table` through a statement prepared once per SQLite connection and shape
 * (the table, the row count, the columns given: each row must give the same ones, undefined
 * values left out as the builder leaves them), so a hot write is not built again each time.
 * Returns the rows as stored with `returning`, else []. Null on PostgreSQL, or for rows of
 * different columns: the caller uses the builder, which stores exactly the same.
 */
export function insertPrepared<Row>(
  db: Queryable,
  table: AnyTable,
  rows: readonly Record<string, unknown>[],
  returning: boolean,
): Row[] | null {
  if (dialectOf(db) !== "sqlite" || rows.length === 0 || rows.length > MAX_PREPARED_ROWS)
    return null;
  const keysOf = (row: Record<string, unknown>) =>
    Object.keys(row).filter((k) => row[k] !== undefined);
  const keys = keysOf(rows[0] as Record<string, unknown>);
  const shape = keys.join(",");
  if (rows.some((row) => keysOf(row).join(",") !== shape)) return null;
  const name = `insert ${getTableName(table)}|${rows.length}|${shape}|${returning}`;
  const prepared = preparedShape<Row>(db, name, () => {
    const placeholders = rows.map((_, i) =>
      Object.fromEntries(keys.map((k) => [k, sql.placeholder(`r${i}_${k}`)])),
    );
    const insert = db.insert(table).values(placeholders);
    return returning ? insert.returning() : insert;
  });
  if (!prepared) return null;
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const k of keys) values[`r${i}_${k}`] = row[k];
  });
  if (!returning) {
    prepared.run(values);
    return [];
  }
  return prepared.all(values);
}
