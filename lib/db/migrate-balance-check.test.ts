/**
 * The migrations that make money unable to go below zero (issue 29): drizzle/0017 and 0018
 * (drizzle-pg/0010 and 0011). A store made by the code before, with a learner bank the old code
 * let go to -$48.25 and a live table, is migrated: every row is carried, the debt is written
 * off to 0 by a ledger entry, every wallet equals its ledger (paigow ledger-check ok), and the
 * store then refuses a negative balance. `paigow ledger-check` itself fails on a negative
 * balance. On SQLite, and on PostgreSQL under npm run test:pg.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl, ledger, liveTables, wallets } from "@/db/schema";
import { addUser } from "@/tests/support/db-fixtures";
import { migrationsBefore } from "@/tests/support/migrations-before";
import { openDb } from "./client";
import { closePg, migratePg, openPg } from "./pg";
import { type Queryable, rawRows, sqliteClient } from "./store";
import { ledgerMismatches } from "./table";
import { createScratchDatabase } from "./test-store";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-migrate-balance-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl);
const TAG = "no_negative_balances";
const T = 1_800_000_000_000;

/** A migrations folder holding `folder`'s migrations before this one. */
const before = (folder: "drizzle" | "drizzle-pg") => migrationsBefore(folder, TAG, scratch);

const run = async (db: Queryable, statement: ReturnType<typeof sql>) => {
  if (onPg) await rawRows(db, statement);
  else await db.run(statement);
};

/** A wallet and its ledger as the old code wrote them (balances after each entry). */
async function oldWallet(db: Queryable, learnerId: string, amounts: number[]) {
  let balance = 0;
  for (const [k, amount] of amounts.entries()) {
    balance += amount;
    await run(
      db,
      sql`insert into ledger (learner_id, currency, round_id, kind, amount, balance_after, created_at)
          values (${learnerId}, 'USD', null, ${k === 0 ? "grant" : "bank-loss"}, ${amount}, ${balance}, ${T + k})`,
    );
  }
  await run(
    db,
    sql`insert into wallets (learner_id, currency, balance, rebuys, points, created_at, updated_at)
        values (${learnerId}, 'USD', ${balance}, 0, 60, ${T}, ${T})`,
  );
}

const ledgerCheck = (env: NodeJS.ProcessEnv, args: string[]) =>
  spawnSync(process.execPath, ["bin/run.mjs", "ledger-check", ...args], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 120_000,
  });

/** The store as the old code left it, migrated; checks every row carried and the floor held. */
async function checkMigrated(db: Queryable, migrateRest: () => Promise<Queryable>) {
  const debtor = (await addUser(db, "debtor", "student", { oldSchema: true })).learnerId as string;
  const saver = (await addUser(db, "saver", "student", { oldSchema: true })).learnerId as string;
  // The bank of issue 29's walk: $1,000, then paid out past its balance, to -$48.25.
  await oldWallet(db, debtor, [100_000, -104_825]);
  await oldWallet(db, saver, [100_000, -2_500]);
  await run(
    db,
    sql`insert into live_tables (id, table_id, class_id, phase, deadline_at, seq, bank_learner_id,
        auto_approve, round_id, created_at, closed_at)
        values ('live-usd-5-50', 'live-usd-5-50', null, 'bets', ${T + 20_000}, 7, ${debtor},
        ${onPg ? sql`true` : sql`1`}, null, ${T}, null)`,
  );

  const after = await migrateRest();
  expect(await ledgerMismatches(after)).toEqual([]);
  const rows = await after.select().from(wallets).orderBy(asc(wallets.balance));
  expect(rows.map((w) => [w.learnerId, w.balance, w.points])).toEqual([
    [debtor, 0, 60],
    [saver, 97_500, 60],
  ]);
  const lines = await after
    .select()
    .from(ledger)
    .where(eq(ledger.learnerId, debtor))
    .orderBy(asc(ledger.id));
  expect(lines.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
    ["grant", 100_000, 100_000],
    ["bank-loss", -104_825, -4_825],
    ["grant", 4_825, 0],
  ]);
  const [table] = await after.select().from(liveTables);
  expect(table).toMatchObject({
    id: "live-usd-5-50",
    phase: "bets",
    seq: 7,
    bankLearnerId: debtor,
    autoApprove: true,
    bankLeftReason: null,
    bankLeftName: null,
  });
  // From now on the store itself refuses a balance below zero.
  const refused = await after
    .update(wallets)
    .set({ balance: -1 })
    .where(eq(wallets.learnerId, saver))
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(refused).not.toBeNull();
}

describe.skipIf(onPg)("migration: no balance below zero (SQLite)", () => {
  it("carries every row, writes a debt off in the ledger, then refuses a negative balance", async () => {
    const file = path.join(scratch, "store.db");
    const db = openDb(file, { migrationsFolder: before("drizzle") }) as unknown as Queryable;
    let migrated: Queryable | null = null;
    await checkMigrated(db, async () => {
      sqliteClient(db).close();
      migrated = openDb(file) as unknown as Queryable;
      return migrated;
    });
    if (migrated) sqliteClient(migrated).close();
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const ok = ledgerCheck(env, ["--db", file]);
    expect(ok.stdout).toMatch(/^ok/m);
    expect(ok.status).toBe(0);
  });

  it("paigow ledger-check fails on a negative balance, even one its ledger agrees with", async () => {
    const file = path.join(scratch, "negative.db");
    const db = openDb(file) as unknown as Queryable;
    const learner = (await addUser(db, "debtor", "student", { oldSchema: true }))
      .learnerId as string;
    // A store written past the CHECK (as by the code before it): the balance equals its ledger.
    sqliteClient(db).pragma("ignore_check_constraints = ON");
    await oldWallet(db, learner, [100_000, -104_825]);
    sqliteClient(db).close();
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const check = ledgerCheck(env, ["--db", file]);
    expect(check.stdout).toContain(learner);
    expect(check.status).toBe(1);
  });
});

describe.skipIf(!onPg)("migration: no balance below zero (PostgreSQL)", () => {
  it("carries every row, writes a debt off in the ledger, then refuses a negative balance", async () => {
    const scratchDb = await createScratchDatabase(clusterUrl as string, "paigow_migrate");
    const db = openPg(scratchDb.url, { max: 2 });
    try {
      await migratePg(db, { migrationsFolder: before("drizzle-pg") });
      await checkMigrated(db, async () => {
        await migratePg(db);
        return db;
      });
      const check = ledgerCheck({ ...process.env, DATABASE_URL: scratchDb.url }, []);
      expect(check.stdout).toMatch(/^ok/m);
      expect(check.status).toBe(0);
    } finally {
      await closePg(db);
      await scratchDb.drop();
    }
  });
});
