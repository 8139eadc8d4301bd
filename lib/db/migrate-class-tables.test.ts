/**
 * The migration that keeps one open class table per class and config (drizzle/0016,
 * drizzle-pg/0009): a store that already holds a class's table opened twice keeps the first
 * open, closes the later one, and then refuses a second open one. On SQLite, and on
 * PostgreSQL under npm run test:pg.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresUrl, liveTables } from "@/db/schema";
import { addUser } from "@/tests/support/db-fixtures";
import { onPgBefore, onSqliteBefore } from "@/tests/support/migrated-stores";
import { idleLiveTable } from "./live";
import { isUniqueViolation, type Queryable, rawRows } from "./store";

const scratch = mkdtempSync(path.join(tmpdir(), "paigow-migrate-class-tables-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const clusterUrl = process.env.DATABASE_URL;
const onPg = isPostgresUrl(clusterUrl);
const TAG = "one_open_class_table";

const T = 1_800_000_000_000;
const table = (id: string, classId: string, createdAt: number) =>
  idleLiveTable(id, "live-usd-5-50", classId, createdAt);

/** Two open tables of one class and config (as the old code made them), migrated. */
async function checkMigrated(db: Queryable, migrateRest: () => Promise<Queryable>) {
  const teacher = await addUser(db, "teacher", "teacher", { oldSchema: true });
  const classId = randomUUID();
  // The class's columns before later migrations added the casino.
  const klass = sql`insert into classes (id, teacher_id, name, join_code, created_at)
    values (${classId}, ${teacher.id}, ${"7b"}, ${"ABCDEFGH"}, ${T})`;
  if (onPg) await rawRows(db, klass);
  else await db.run(klass);
  // The columns the code before had (later migrations add more): insert just those.
  for (const row of [table("class-b", classId, T + 1), table("class-a", classId, T)]) {
    const insert = sql`insert into live_tables (id, table_id, class_id, phase, deadline_at, seq,
      bank_learner_id, auto_approve, round_id, created_at, closed_at)
      values (${row.id}, ${row.tableId}, ${row.classId}, ${row.phase}, null, 1, null,
      ${onPg ? sql`false` : sql`0`}, null, ${row.createdAt}, null)`;
    if (onPg) await rawRows(db, insert);
    else await db.run(insert);
  }
  const after = await migrateRest();
  const rows = await after
    .select()
    .from(liveTables)
    .where(eq(liveTables.classId, classId))
    .orderBy(asc(liveTables.id));
  expect(rows.map((r) => [r.id, r.closedAt === null])).toEqual([
    ["class-a", true],
    ["class-b", false],
  ]);
  let refused: unknown = null;
  await after
    .insert(liveTables)
    .values(table("class-c", classId, T + 2))
    .catch((error) => {
      refused = error;
    });
  expect(isUniqueViolation(refused)).toBe(true);
}

describe.skipIf(onPg)("migration: one open class table (SQLite)", () => {
  it("closes the later of two open tables, then refuses another", async () => {
    await onSqliteBefore(TAG, scratch, checkMigrated);
  });
});

describe.skipIf(!onPg)("migration: one open class table (PostgreSQL)", () => {
  it("closes the later of two open tables, then refuses another", async () => {
    await onPgBefore(TAG, scratch, clusterUrl as string, checkMigrated);
  });
});
