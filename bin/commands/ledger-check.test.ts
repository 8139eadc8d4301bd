import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl, wallets } from "../../db/schema";
import { openDb } from "../../lib/db/client";
import { insertLearner } from "../../lib/db/learners";
import { closePg, migratePg, openPg } from "../../lib/db/pg";
import { type Queryable, sqliteClient, withTx } from "../../lib/db/store";
import { createScratchDatabase } from "../../lib/db/test-store";
import { dealRound, finishRound } from "../../lib/table/test-own";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-ledger-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The test run's PostgreSQL cluster (npm run test:pg), if any: the tables are its then. */
const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl);

const check = (args: string[], databaseUrl?: string) => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const run = spawnSync(process.execPath, ["bin/run.mjs", "ledger-check", ...args], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

/** One learner's round, dealt and settled: a consistent wallet. */
async function playOneRound(db: Queryable): Promise<string> {
  const learner = randomUUID();
  await insertLearner(db, learner, 1);
  const round = await dealRound(db, learner, "usd-2-300", { chips: [500], bonusChips: [100] });
  await finishRound(db, learner, round.id, { kind: "house-way" });
  return learner;
}

const breakWallets = (db: Queryable) =>
  withTx(db, async (tx) => {
    await tx.update(wallets).set({ balance: 5 });
  });

describe("paigow ledger-check", () => {
  // The command reads a SQLite file (--db), so this test writes one rather than a test store.
  it.skipIf(onPg)(
    "exits 0 when every balance equals its ledger, 1 naming the learner when one does not",
    async () => {
      const file = path.join(scratch, "table.db");
      const db = openDb(file);
      const learner = await playOneRound(db);
      sqliteClient(db).close();

      const good = check(["--db", file]);
      expect(good.code).toBe(0);
      expect(good.out).toMatch(/^ok\t1 wallets/);

      // Money held with no open round banked by its learner: the cover would never come back.
      const holding = openDb(file);
      await holding.update(wallets).set({ held: 7 });
      sqliteClient(holding).close();
      const held = check(["--db", file]);
      expect(held.code).toBe(1);
      expect(held.out).toContain(`HELD\tlearner ${learner}\tUSD\tbalance`);
      expect(held.out).toContain("held 7\topen banks' cover 0");

      const broken = openDb(file);
      await broken.update(wallets).set({ held: 0 });
      await breakWallets(broken);
      sqliteClient(broken).close();
      const bad = check(["--db", file]);
      expect(bad.code).toBe(1);
      expect(bad.out).toContain(`learner ${learner}`);
      expect(bad.out).toContain("1 of 1 wallets inconsistent");
    },
  );

  it.runIf(onPg)("checks the PostgreSQL store of DATABASE_URL the same way", async () => {
    const database = await createScratchDatabase(clusterUrl as string, "paigow_ledger");
    try {
      const db = openPg(database.url, { max: 2 });
      let learner: string;
      try {
        await migratePg(db);
        learner = await playOneRound(db);
      } finally {
        await closePg(db);
      }
      const good = check([], database.url);
      expect(good.code).toBe(0);
      expect(good.out).toMatch(/^ok\t1 wallets/);
      // A SQLite file cannot be read while the tables are PostgreSQL's.
      expect(check(["--db", path.join(scratch, "x.db")], database.url).code).toBe(2);

      const broken = openPg(database.url, { max: 1 });
      try {
        await breakWallets(broken);
      } finally {
        await closePg(broken);
      }
      const bad = check([], database.url);
      expect(bad.code).toBe(1);
      expect(bad.out).toContain(`learner ${learner}`);
      expect(bad.out).toContain("1 of 1 wallets inconsistent");
    } finally {
      await database.drop();
    }
  });

  it("refuses a database that does not exist", () => {
    const run = check(["--db", path.join(scratch, "nope.db")]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/no database/);
  });
});
