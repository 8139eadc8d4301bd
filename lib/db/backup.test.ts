/**
 * Backup and restore round trips: rows written, backup, rows changed, restore, rows as at the
 * backup. SQLite always; PostgreSQL when DATABASE_URL names a cluster (npm run test:pg).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { BackupProblem, backupStore, pgToolPath, restoreStore } from "./backup";
import { openDb } from "./client";
import { closePg, migratePg, openPg } from "./pg";
import { sqliteClient } from "./store";
import { createScratchDatabase } from "./test-store";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-backup-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("SQLite backup and restore", () => {
  const dbFile = path.join(scratch, "live.db");
  const backupFile = path.join(scratch, "live.backup");
  const read = (sqlite: Database.Database) => ({
    meta: sqlite.prepare("select key, value from meta order by key").all(),
    learners: sqlite.prepare("select id, created_at from learners order by id").all(),
  });

  it("round trip on a live database: restore brings back the rows as at the backup", async () => {
    // The app's connection stays open throughout, as a running server's would.
    const live = sqliteClient(openDb(dbFile));
    live.exec(`insert into meta (key, value) values ('a', '1'), ('b', '2');
               insert into learners (id, created_at) values ('l1', 1700000000000)`);
    const atBackup = read(live);

    const { bytes } = await backupStore({ dialect: "sqlite", file: dbFile }, backupFile);
    expect(bytes).toBeGreaterThan(0);

    live.exec(`update meta set value = 'changed' where key = 'a'; delete from meta where key = 'b';
               insert into meta (key, value) values ('c', '3');
               insert into learners (id, created_at) values ('l2', 1700000000001)`);
    expect(read(live)).not.toEqual(atBackup);

    await expect(restoreStore({ dialect: "sqlite", file: dbFile }, backupFile)).rejects.toThrow(
      BackupProblem,
    ); // a database with data: needs force
    expect(read(live)).not.toEqual(atBackup);

    await restoreStore({ dialect: "sqlite", file: dbFile }, backupFile, { force: true });
    expect(read(live)).toEqual(atBackup); // the open connection sees the restored rows
    expect(live.pragma("quick_check(1)", { simple: true })).toBe("ok");
    live.close();
    const reopened = new Database(dbFile);
    expect(read(reopened)).toEqual(atBackup);
    reopened.close();
  });

  it("restores into a new file without --force", async () => {
    const fresh = path.join(scratch, "new", "fresh.db");
    await restoreStore({ dialect: "sqlite", file: fresh }, backupFile);
    const sqlite = new Database(fresh);
    expect(read(sqlite).meta).toEqual([
      { key: "a", value: "1" },
      { key: "b", value: "2" },
    ]);
    sqlite.close();
  });

  it("refuses: an existing backup file without force, a file that is no backup, a missing one", async () => {
    const target = { dialect: "sqlite", file: dbFile } as const;
    await expect(backupStore(target, backupFile)).rejects.toThrow(/exists; give --force/);
    await expect(backupStore(target, backupFile, { force: true })).resolves.toBeDefined();
    const junk = path.join(scratch, "junk.backup");
    fs.writeFileSync(junk, "not a database at all, just some text long enough to be read");
    await expect(restoreStore(target, junk, { force: true })).rejects.toThrow(/not a SQLite/);
    const otherDb = path.join(scratch, "other.db");
    new Database(otherDb).exec("create table t (x)");
    await expect(restoreStore(target, otherDb, { force: true })).rejects.toThrow(
      /not a backup of this app/,
    );
    await expect(restoreStore(target, path.join(scratch, "none"))).rejects.toThrow(/no backup/);
    // Nothing was touched by the refusals.
    const sqlite = new Database(dbFile);
    expect(read(sqlite).meta).toHaveLength(2);
    sqlite.close();
  });
});

const clusterUrl = process.env.DATABASE_URL ?? "";

describe.skipIf(!isPostgresUrl(clusterUrl))("PostgreSQL backup and restore", () => {
  it("finds pg_dump and pg_restore", () => {
    expect(fs.existsSync(pgToolPath("pg_dump"))).toBe(true);
    expect(fs.existsSync(pgToolPath("pg_restore"))).toBe(true);
  });

  it("round trip: restore brings back the rows as at the backup, refusing without force", async () => {
    const source = await createScratchDatabase(clusterUrl, "paigow_backup");
    const empty = await createScratchDatabase(clusterUrl, "paigow_backup");
    const db = openPg(source.url, { max: 2 });
    const client = new pg.Client({ connectionString: source.url });
    try {
      await migratePg(db);
      await client.connect();
      const read = async () => ({
        meta: (await client.query("select key, value from meta order by key")).rows,
        learners: (await client.query("select id, created_at from learners order by id")).rows,
        migrations: (
          await client.query("select count(*)::int as n from drizzle.__drizzle_migrations")
        ).rows,
      });
      await client.query(`insert into meta (key, value) values ('a', '1'), ('b', '2');
        insert into learners (id, created_at) values ('l1', 1700000000000)`);
      const atBackup = await read();
      const file = path.join(scratch, "pg.backup");
      const target = { dialect: "pg", url: source.url } as const;
      expect((await backupStore(target, file)).bytes).toBeGreaterThan(0);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");

      await client.query(`update meta set value = 'changed' where key = 'a';
        delete from meta where key = 'b'; insert into meta (key, value) values ('c', '3');
        insert into learners (id, created_at) values ('l2', 1700000000001)`);
      expect(await read()).not.toEqual(atBackup);

      await expect(restoreStore(target, file)).rejects.toThrow(/give --force/);
      await expect(
        restoreStore(target, path.join(scratch, "live.backup"), { force: true }),
      ).rejects.toThrow(/not a PostgreSQL backup/);
      await restoreStore(target, file, { force: true });
      expect(await read()).toEqual(atBackup);

      // Into an empty database: no force needed, the app's store works on it.
      await restoreStore({ dialect: "pg", url: empty.url }, file);
      const restored = openPg(empty.url, { max: 1 });
      try {
        await migratePg(restored); // nothing left to apply
        const other = new pg.Client({ connectionString: empty.url });
        await other.connect();
        expect((await other.query("select key, value from meta order by key")).rows).toEqual(
          atBackup.meta,
        );
        await other.end();
      } finally {
        await closePg(restored);
      }
    } finally {
      await client.end().catch(() => undefined);
      await closePg(db);
      await source.drop();
      await empty.drop();
    }
  });
});
