/**
 * Per-dialect column helpers, so a table is written once (db/schema/table.ts) for both stores.
 * Each kit names what a column holds, and the dialect decides how it is stored:
 *
 * | helper   | holds                             | SQLite                  | PostgreSQL              |
 * |----------|-----------------------------------|-------------------------|-------------------------|
 * | `money`  | integer minor units (cents, ore)  | integer (8 bytes)       | bigint read as a number |
 * | `ms`     | Unix milliseconds                 | integer                 | bigint read as a number |
 * | `big`    | another integer past 2^31 (seeds) | integer                 | bigint read as a number |
 * | `int`    | a small integer (counts, seats)   | integer                 | integer                 |
 * | `flag`   | a boolean                         | integer 0/1 as boolean  | boolean                 |
 * | `real`   | a float (EV, never money)         | real                    | double precision        |
 * | `serial` | an increasing integer key         | integer autoincrement   | bigint identity         |
 *
 * The shared definitions are typed against the SQLite kit, which is the app's type (as every
 * table in db/schema/index.ts); the PostgreSQL kit builds real PostgreSQL columns at runtime
 * under that type, and schema.test.ts compares the two dialects' tables column by column.
 */
import {
  bigint,
  boolean,
  doublePrecision,
  check as pgCheck,
  index as pgIndex,
  integer as pgInteger,
  primaryKey as pgPrimaryKey,
  pgTable,
  text as pgText,
  uniqueIndex as pgUniqueIndex,
} from "drizzle-orm/pg-core";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

export const sqliteKit = {
  table: sqliteTable,
  text,
  money: (name: string) => integer(name),
  ms: (name: string) => integer(name),
  big: (name: string) => integer(name),
  int: (name: string) => integer(name),
  flag: (name: string) => integer(name, { mode: "boolean" }),
  real: (name: string) => real(name),
  serial: (name: string) => integer(name).primaryKey({ autoIncrement: true }),
  index,
  uniqueIndex,
  primaryKey,
  check,
};

export type ColumnKit = typeof sqliteKit;

const pgBig = (name: string) => bigint(name, { mode: "number" });

/** The same helpers for PostgreSQL (typed as the SQLite kit: see above). */
export const pgKit = {
  table: pgTable,
  text: pgText,
  money: pgBig,
  ms: pgBig,
  big: pgBig,
  int: (name: string) => pgInteger(name),
  flag: (name: string) => boolean(name),
  real: (name: string) => doublePrecision(name),
  serial: (name: string) => pgBig(name).primaryKey().generatedByDefaultAsIdentity(),
  index: pgIndex,
  uniqueIndex: pgUniqueIndex,
  primaryKey: pgPrimaryKey,
  check: pgCheck,
} as unknown as ColumnKit;
