import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { wallets } from "../../db/schema";
import { openDb } from "../../lib/db/client";
import { insertLearner } from "../../lib/db/learners";
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
  it("exits 0 when every balance equals its ledger, 1 naming the learner when one does not", () => {
    const file = path.join(scratch, "table.db");
    const db = openDb(file);
    const learner = randomUUID();
    insertLearner(db, learner, 1);
    const round = dealRound(db, learner, "usd-2-300", { chips: [500], bonusChips: [100] });
    finishRound(db, learner, round.id, { kind: "house-way" });
    db.$client.close();

    const good = check(file);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/^ok\t1 wallets/);

    const broken = openDb(file);
    broken.update(wallets).set({ balance: 5 }).run();
    broken.$client.close();
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
