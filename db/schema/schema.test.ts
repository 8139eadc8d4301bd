/**
 * The PostgreSQL tables mirror the SQLite ones: the app is typed against SQLite's and runs on
 * either, so a difference is a bug that only one store would show. Row types are compared at
 * compile time (tsc fails here), the rest (names, keys, indexes, defaults) at runtime.
 */
import { getTableName, isTable, type Table } from "drizzle-orm";
import { getTableConfig as pgConfig } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as runtime from "./index";
import * as pg from "./pg";
import * as sqlite from "./sqlite";

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type TableKeys<M> = { [K in keyof M]: M[K] extends Table ? K : never }[keyof M];
type Lite = typeof sqlite;
type Pg = typeof pg;

// Both dialects export the same tables ...
const sameTables: Equal<TableKeys<Lite>, TableKeys<Pg>> = true;
// ... each with the same row type (a `false` here names the table that differs).
const sameRows: {
  [K in TableKeys<Lite> & TableKeys<Pg>]: Equal<Lite[K]["$inferSelect"], Pg[K]["$inferSelect"]>;
} = {
  users: true,
  sessions: true,
  loginAttempts: true,
  classes: true,
  classMembers: true,
  dealerAttempts: true,
  faceUpDeals: true,
  assignments: true,
  meta: true,
  learners: true,
  deals: true,
  offlineDeals: true,
  attempts: true,
  reviews: true,
  evCache: true,
  rulePages: true,
  rulePageVersions: true,
  wallets: true,
  ledger: true,
  rounds: true,
  roundSeats: true,
  rateBuckets: true,
  liveTables: true,
  liveSeats: true,
  liveReactions: true,
  livePresence: true,
  streamLeases: true,
  houseWays: true,
  wayRuns: true,
};
// ... and db/schema exports every one of them, typed as SQLite's.
const runtimeTyped: {
  [K in TableKeys<Lite>]: K extends keyof typeof runtime
    ? Equal<(typeof runtime)[K], Lite[K]>
    : false;
} = sameRows;

const tablesOf = (module: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => isTable(value))) as Record<
    string,
    Table
  >;

/** A dialect-neutral description of a table: what both stores must agree on. */
function shape(config: ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>) {
  const byColumnName = (columns: { name: string }[]) => columns.map((c) => c.name);
  return {
    name: config.name,
    columns: config.columns
      .map((c) => ({
        name: c.name,
        notNull: c.notNull,
        primary: c.primary,
        // An identity column counts as defaulted, as SQLite's autoincrement key.
        hasDefault:
          c.hasDefault || Boolean((c as { generatedIdentity?: unknown }).generatedIdentity),
        unique: c.isUnique,
        enumValues: c.enumValues ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    primaryKeys: config.primaryKeys.map((k) => byColumnName(k.columns)),
    indexes: config.indexes
      .map((i) => ({
        name: i.config.name,
        unique: i.config.unique,
        columns: i.config.columns.map((c) => (c as { name: string }).name),
        partial: Boolean(i.config.where),
      }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          columns: byColumnName(ref.columns),
          table: getTableName(ref.foreignTable),
          foreignColumns: byColumnName(ref.foreignColumns),
          onDelete: fk.onDelete ?? "no action",
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
  };
}

describe("db/schema: the PostgreSQL tables mirror the SQLite tables", () => {
  it("types agree (checked by tsc: these constants only compile when they do)", () => {
    expect([sameTables, runtimeTyped.users]).toEqual([true, true]);
  });

  const lite = tablesOf(sqlite);
  const postgres = tablesOf(pg);

  it("export the same tables", () => {
    expect(Object.keys(postgres).sort()).toEqual(Object.keys(lite).sort());
    expect(Object.keys(lite).length).toBe(29);
  });

  for (const [key, table] of Object.entries(lite)) {
    it(`${key}: same name, columns, keys, indexes and foreign keys`, () => {
      const twin = postgres[key];
      expect(twin).toBeDefined();
      expect(shape(pgConfig(twin as never))).toEqual(shape(sqliteConfig(table as never)));
    });
  }

  it("db/schema exports every table, SQLite's when DATABASE_URL is not PostgreSQL", () => {
    const picked = tablesOf(runtime);
    expect(Object.keys(picked).sort()).toEqual(Object.keys(lite).sort());
    const expected = runtime.isPostgresUrl(process.env.DATABASE_URL) ? postgres : lite;
    for (const [key, table] of Object.entries(picked)) expect(table).toBe(expected[key]);
  });

  it("a PostgreSQL URL is recognised by its scheme only", () => {
    expect(runtime.isPostgresUrl("postgres://app@127.0.0.1:5432/db")).toBe(true);
    expect(runtime.isPostgresUrl("postgresql://h/db")).toBe(true);
    expect(runtime.isPostgresUrl("mysql://h/db")).toBe(false);
    expect(runtime.isPostgresUrl(undefined)).toBe(false);
  });
});
