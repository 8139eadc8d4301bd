/**
 * `paigow backup` / `paigow restore` as a user runs them (bin/run.mjs in a child process):
 * a round trip of the store the environment names (SQLite at DATABASE_PATH; the PostgreSQL
 * database of DATABASE_URL when the run sets one), and restore refused without --force.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "../../db/schema";
import { closePg, migratePg, openPg } from "../../lib/db/pg";
import { createScratchDatabase } from "../../lib/db/test-store";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-backup-cli-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function paigow(args: string[], env: Record<string, string | undefined>) {
  const run = spawnSync(process.execPath, ["bin/run.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", SESSION_SECRET: "x".repeat(40), ...env },
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("paigow backup / restore", () => {
  it("SQLite: backup, change, restore --force: the rows as at the backup", () => {
    const DATABASE_PATH = path.join(scratch, "app.db");
    const file = path.join(scratch, "app.backup");
    const sqlite = new Database(DATABASE_PATH);
    sqlite.exec(
      "create table __drizzle_migrations (id integer); create table meta (key text primary key, value text)",
    );
    sqlite.exec("insert into meta values ('a', '1')");
    sqlite.close();
    const env = { DATABASE_PATH };

    const backup = paigow(["backup", file], env);
    expect(backup).toMatchObject({ code: 0, err: "" });
    expect(backup.out).toMatch(/^backed up SQLite .*app\.db to .*app\.backup \(\d+ bytes\)\n$/);
    expect(paigow(["backup", file], env)).toMatchObject({
      code: 2,
      err: expect.stringMatching(/exists; give --force/),
    });

    const change = new Database(DATABASE_PATH);
    change.exec("update meta set value = 'changed'; insert into meta values ('b', '2')");
    change.close();

    const refused = paigow(["restore", file], env);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^paigow: a database exists at .*; give --force to replace it\n$/);
    expect(paigow(["restore"], env)).toMatchObject({
      code: 2,
      err: "paigow: restore needs a FILE\n",
    });

    expect(paigow(["restore", file, "--force"], env)).toMatchObject({ code: 0, err: "" });
    const after = new Database(DATABASE_PATH);
    expect(after.prepare("select key, value from meta order by key").all()).toEqual([
      { key: "a", value: "1" },
    ]);
    after.close();
  });

  const clusterUrl = process.env.DATABASE_URL ?? "";
  it.skipIf(!isPostgresUrl(clusterUrl))(
    "PostgreSQL: the same round trip with DATABASE_URL",
    async () => {
      const database = await createScratchDatabase(clusterUrl, "paigow_backup_cli");
      const db = openPg(database.url, { max: 1 });
      const client = new pg.Client({ connectionString: database.url });
      try {
        await migratePg(db);
        await client.connect();
        await client.query("insert into meta (key, value) values ('a', '1')");
        const env = { DATABASE_URL: database.url };
        const file = path.join(scratch, "pg.backup");
        const backup = paigow(["backup", file], env);
        expect(backup).toMatchObject({ code: 0, err: "" });
        expect(backup.out).toMatch(/^backed up PostgreSQL 127\.0\.0\.1:\d+\/paigow_backup_cli_/);
        await client.query("update meta set value = 'changed'; insert into meta values ('b', '2')");
        expect(paigow(["restore", file], env).code).toBe(2);
        expect(paigow(["restore", file, "--force"], env)).toMatchObject({ code: 0, err: "" });
        expect((await client.query("select key, value from meta order by key")).rows).toEqual([
          { key: "a", value: "1" },
        ]);
      } finally {
        await client.end().catch(() => undefined);
        await closePg(db);
        await database.drop();
      }
    },
  );
});
