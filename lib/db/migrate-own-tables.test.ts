/**
 * The migration that ends bank sessions (drizzle/0023, drizzle-pg/0016): a learner holding the
 * bank at their own table becomes that table's row in its approve phase, with their seat in
 * the bank's and the seats the house plays; an ended session leaves nothing. The migrated bank
 * approves and settles through the table machine, and the ledger stays consistent. On SQLite,
 * and on PostgreSQL under npm run test:pg.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { bankRoundAnswer } from "@/lib/table/test-own";
import { ensureWallet } from "@/lib/table/wallet";
import { addUser } from "@/tests/support/db-fixtures";
import { onPgBefore, onSqliteBefore } from "@/tests/support/migrated-stores";
import { findLiveTable, seatsAt } from "./live";
import { dialectOf, type Queryable, rawRows } from "./store";
import { addWalletCounters, ledgerMismatches } from "./table";

const scratch = mkdtempSync(path.join(tmpdir(), "paigow-migrate-own-tables-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl);
const TAG = "own_tables";
const BANK = "usd-5-50-bank";
const T = 1_800_000_000_000;

const run = (db: Queryable, query: ReturnType<typeof sql>) =>
  dialectOf(db) === "pg"
    ? rawRows(db, query)
    : (db as unknown as { run: (q: unknown) => Promise<unknown> }).run(query);

async function checkMigrated(db: Queryable, migrateRest: () => Promise<Queryable>) {
  const banker = (await addUser(db, "banker", "student", { oldSchema: true })).learnerId as string;
  const left = (await addUser(db, "left", "student", { oldSchema: true })).learnerId as string;
  for (const learner of [banker, left]) {
    await ensureWallet(db, learner, "USD", T);
    await addWalletCounters(db, learner, "USD", { points: 60 });
  }
  // The sessions as the code before kept them: one active (approved 5 s ago), one ended.
  const session = (learner: string, endedAt: number | null) =>
    sql`insert into bank_sessions (id, learner_id, table_id, seats, started_at, last_at, ended_at)
      values (${randomUUID()}, ${learner}, ${BANK}, ${3}, ${T}, ${T + 5_000}, ${endedAt})`;
  await run(db, session(banker, null));
  await run(db, session(left, T + 6_000));

  const after = await migrateRest();
  const own = await findLiveTable(after, `solo:${banker}:${BANK}`);
  expect(own).toMatchObject({
    tableId: BANK,
    phase: "approve",
    bankLearnerId: banker,
    houseSeats: 3,
    deadlineAt: T + 5_000 + 36_000,
  });
  expect(
    (await seatsAt(after, `solo:${banker}:${BANK}`)).map((s) => [s.seat, s.learnerId]),
  ).toEqual([[0, banker]]);
  expect(await findLiveTable(after, `solo:${left}:${BANK}`)).toBeUndefined();
  // The carried bank approves within its time: three seats dealt and settled, money by the ledger.
  const { round } = await bankRoundAnswer(after, banker, BANK, { now: T + 20_000, seed: 7 });
  expect(round.status).toBe("settled");
  expect(round.seats).toHaveLength(3);
  expect(await ledgerMismatches(after)).toEqual([]);
}

describe.skipIf(onPg)("migration: bank sessions become own tables (SQLite)", () => {
  it("carries an active bank into its own table's approve phase; the ledger stays right", async () => {
    await onSqliteBefore(TAG, scratch, checkMigrated);
  });
});

describe.skipIf(!onPg)("migration: bank sessions become own tables (PostgreSQL)", () => {
  it("carries an active bank into its own table's approve phase; the ledger stays right", async () => {
    await onPgBefore(TAG, scratch, clusterUrl as string, checkMigrated);
  });
});
