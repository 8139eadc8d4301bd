import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { wallets } from "../../db/schema";
import { openDb } from "../../lib/db/client";
import { insertLearner } from "../../lib/db/learners";
import { sqliteClient } from "../../lib/db/store";
import { dealRound, finishRound } from "../../lib/table/rounds";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "paigow-ledger-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const check = (file: string) => {
  const run = spawnSync(process.execPath, ["bin/run.mjs", "ledger-check", "--db", file], {
    cwd: root,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

describe("paigow ledger-check", () => {
  // The command reads a SQLite file (--db), so this test writes one rather than a test store.
  it("exits 0 when every balance equals its ledger, 1 naming the learner when one does not", async () => {
    const file = path.join(scratch, "table.db");
    const db = openDb(file);
    const learner = randomUUID();
    await insertLearner(db, learner, 1);
    const round = await dealRound(db, learner, "usd-2-300", { chips: [500], bonusChips: [100] });
    await finishRound(db, learner, round.id, { kind: "house-way" });
    sqliteClient(db).close();

    const good = check(file);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/^ok\t1 wallets/);

    const broken = openDb(file);
    await broken.update(wallets).set({ balance: 5 });
    sqliteClient(broken).close();
    const bad = check(file);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`learner ${learner}`);
    expect(bad.out).toContain("1 of 1 wallets inconsistent");
  });

  it("refuses a database that does not exist", () => {
    const run = check(path.join(scratch, "nope.db"));
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/no database/);
  });
});
