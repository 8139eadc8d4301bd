/**
 * What the live-table tests (lib/live/*.test.ts) share: the short-timer table they play at, their
 * clock, the options that reach the test-only tables, a verb at one table, a refusal's code, and
 * a store per test with its learners. Test support only: the app does not import it.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach } from "vitest";
import { insertClass, insertMember } from "@/lib/db/classes";
import type { Queryable } from "@/lib/db/store";
import type { TestStore } from "@/lib/db/test-store";
import { TableError } from "@/lib/table/errors";
import { addUser } from "@/tests/support/db-fixtures";
import type { LiveVerb } from "./api";
import { openForClass } from "./class-tables";
import { runVerb } from "./verbs";

/**
 * The short-timer test table (lib/table/tables.json, test-only): $1-$100, chips 1/5/25 dollars,
 * bets 5 s, setting 6 s (+1 s grace), approval 6 s, bank entry: 0 points.
 */
export const LIVE_TEST_TABLE = "live-test-fast";

/** The tests' clock: one fixed instant, so deadlines are exact. */
export const T = 1_800_000_000_000;

/** A verb's or a view's options at `now`; the test-only tables are listed only with testTables. */
export const liveOpts = (now: number) => ({ now, testTables: true });

/**
 * `verb(who, name, input, now)` at one table. The store is read at each call, as each test opens
 * a fresh one (a beforeEach reassigns it). The input is loose: the tests also send bad ones.
 */
export const verbOn =
  (db: () => Queryable, table = LIVE_TEST_TABLE) =>
  (who: string, name: LiveVerb, input: object, now: number) =>
    runVerb(db(), who, table, name, input as never, liveOpts(now));

/** The code of the TableError `promise` is refused with, or "accepted"; any other error is rethrown. */
export async function refusalCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TableError) return error.code;
    throw error;
  }
  return "accepted";
}

/** The stores withLearners opened: the test file that imports this module closes them after each test. */
const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/**
 * The store `opening` gives (closed after the current test), with an account learner added for
 * each of `names`: `[db, ...their learner ids]`, in order, one destructuring line in a beforeEach.
 * The test opens the store itself (openTestStore) because scripts/test-pg.sh runs on PostgreSQL
 * the test files that name lib/db/test-store.
 */
export async function withLearners<const Names extends readonly string[]>(
  opening: Promise<TestStore>,
  ...names: Names
): Promise<[Queryable, ...{ -readonly [K in keyof Names]: string }]> {
  const store = await opening;
  stores.push(store);
  const learners: string[] = [];
  for (const name of names) learners.push((await addUser(store.db, name)).learnerId as string);
  return [store.db, ...learners] as [Queryable, ...{ -readonly [K in keyof Names]: string }];
}

/**
 * Before each test, a fresh store (`open`: the test file's openTestStore, see withLearners) with
 * the learners anna, bert and cleo; `verb` plays at the test table in it.
 */
export function threeLearnersEachTest(open: () => Promise<TestStore>) {
  const fx = { db: undefined as unknown as Queryable, anna: "", bert: "", cleo: "" };
  beforeEach(async () => {
    [fx.db, fx.anna, fx.bert, fx.cleo] = await withLearners(open(), "anna", "bert", "cleo");
  });
  return { fx, verb: verbOn(() => fx.db) };
}

/**
 * A class (casino seed/standard) with a teacher and one student, and its live table of config
 * `table` opened by the teacher: the table's id and the two learners.
 */
export async function classTableOf(
  db: Queryable,
  table: string,
  joinCode: string,
): Promise<{ id: string; teacher: string; student: string }> {
  const teacher = await addUser(db, "teach", "teacher");
  const student = await addUser(db, "stud");
  const classId = randomUUID();
  await insertClass(db, {
    id: classId,
    teacherId: teacher.id,
    name: "7b",
    joinCode,
    ruleSet: "seed/standard",
    createdAt: T,
  });
  await insertMember(db, classId, student.id, T);
  const id = await openForClass(db, teacher.learnerId as string, classId, table, liveOpts(T));
  return { id, teacher: teacher.learnerId as string, student: student.learnerId as string };
}
