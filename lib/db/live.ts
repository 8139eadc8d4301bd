/**
 * Queries of live tables (db/schema/live.ts): the table rows, their seats, the clock's due
 * tables and the names shown. Rounds are the one round model's (lib/db/rounds.ts). Every
 * change to a table goes through `lockLiveTable` first, which adds one to its sequence number
 * and, on PostgreSQL, locks the row for the transaction, so changes to one table take turns.
 */
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type Placeholder,
  sql,
} from "drizzle-orm";
import {
  classes,
  classMembers,
  type LiveSeatRow,
  type LiveTableRow,
  liveSeats,
  liveTables,
  type NewLiveSeatRow,
  type NewLiveTableRow,
  roundSeats,
  users,
} from "@/db/schema";
import { preparedOn, preparedShape } from "./prepared";
import { dialectOf, type Queryable, rawRows } from "./store";

/** A new live table's row: idle, nobody seated, the house banking. */
export const idleLiveTable = <C extends string | null>(
  id: string,
  tableId: string,
  classId: C,
  createdAt: number,
): NewLiveTableRow & { classId: C } => ({
  id,
  tableId,
  classId,
  phase: "idle",
  deadlineAt: null,
  seq: 1,
  bankLearnerId: null,
  autoApprove: false,
  roundId: null,
  createdAt,
  closedAt: null,
});

/** Makes the row of a configured live table when it is missing (every instance may try). */
export async function ensureLiveTable(db: Queryable, row: NewLiveTableRow): Promise<void> {
  await db.insert(liveTables).values(row).onConflictDoNothing();
}

/**
 * A learner's own table's row (lib/table/solo.ts), made on first use with its one seat: the
 * learner's, at `seat`. Two first uses at once: one insert wins, the other makes nothing.
 */
export async function ensureOwnTable(
  tx: Queryable,
  row: NewLiveTableRow,
  seat: NewLiveSeatRow,
): Promise<void> {
  const made = await tx
    .insert(liveTables)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: liveTables.id });
  if (made.length === 1) await tx.insert(liveSeats).values(seat);
}

/** A learner's own tables' rows, gone with their seats (adoption: the account plays on). */
export async function dropOwnTablesOf(tx: Queryable, learnerId: string): Promise<void> {
  await tx.delete(liveTables).where(sql`${liveTables.id} like ${`solo:${learnerId}:%`}`);
}

/**
 * A class's live table of one config: the open one if there is one, else `row`, made now. The
 * unique index on open class tables (db/schema/live.ts) decides between two made at once:
 * the loser inserts nothing and finds the winner's. The id, and whether it was made here.
 */
export async function openClassTableRow(
  db: Queryable,
  row: NewLiveTableRow & { classId: string },
): Promise<{ id: string; created: boolean }> {
  const made = await db
    .insert(liveTables)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: liveTables.id });
  if (made[0]) return { id: made[0].id, created: true };
  const [open] = await db
    .select({ id: liveTables.id })
    .from(liveTables)
    .where(
      and(
        eq(liveTables.classId, row.classId),
        eq(liveTables.tableId, row.tableId),
        isNull(liveTables.closedAt),
      ),
    )
    .limit(1);
  // Closed between the two statements: open another (the index is free again).
  return open ? { id: open.id, created: false } : openClassTableRow(db, row);
}

const tableById = (db: Queryable, id: string | Placeholder) =>
  db.select().from(liveTables).where(eq(liveTables.id, id)).limit(1);
const tableByIdPrepared = preparedOn<LiveTableRow>((db) => tableById(db, sql.placeholder("id")));

export async function findLiveTable(db: Queryable, id: string): Promise<LiveTableRow | undefined> {
  return (tableByIdPrepared(db)?.all({ id }) ?? (await tableById(db, id)))[0];
}

const lockTable = (tx: Queryable, id: string | Placeholder) =>
  tx
    .update(liveTables)
    .set({ seq: sql`${liveTables.seq} + 1` })
    .where(eq(liveTables.id, id))
    .returning();
const lockTablePrepared = preparedOn<LiveTableRow>((db) => lockTable(db, sql.placeholder("id")));

/**
 * Inside a transaction: the table's row with its sequence number moved on by one (the change
 * about to be made), locked on PostgreSQL until the transaction ends; undefined: no table.
 */
export async function lockLiveTable(tx: Queryable, id: string): Promise<LiveTableRow | undefined> {
  const [row] = lockTablePrepared(tx)?.all({ id }) ?? (await lockTable(tx, id));
  return row;
}

/**
 * PostgreSQL: locks the table's row for this transaction unless another holds it (then
 * false: that transaction, another instance's clock or a request, is moving it on).
 * SQLite: transactions take turns, so always true.
 */
export async function tryLockLiveTable(tx: Queryable, id: string): Promise<boolean> {
  if (dialectOf(tx) !== "pg") return true;
  const rows = await rawRows<{ id: string }>(
    tx,
    sql`SELECT ${liveTables.id} AS id FROM ${liveTables} WHERE ${liveTables.id} = ${id}
        FOR UPDATE SKIP LOCKED`,
  );
  return rows.length === 1;
}

export async function updateLiveTable(
  tx: Queryable,
  id: string,
  values: Partial<Omit<LiveTableRow, "id" | "seq">>,
): Promise<void> {
  // As .set() does: a value left undefined is not written.
  const keys = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
  if (keys.length === 0) return;
  const prepared = preparedShape(tx, `update live_tables ${keys.join(",")}`, () =>
    tx
      .update(liveTables)
      .set(Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])))
      .where(eq(liveTables.id, sql.placeholder("_id"))),
  );
  if (prepared) prepared.run({ ...values, _id: id });
  else await tx.update(liveTables).set(values).where(eq(liveTables.id, id));
}

export async function liveTablesByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<LiveTableRow[]> {
  if (ids.length === 0) return [];
  return await db
    .select()
    .from(liveTables)
    .where(inArray(liveTables.id, [...ids]))
    .orderBy(asc(liveTables.id));
}

/** Open class tables of these classes (a member's or teacher's lobby). */
export async function openClassTables(
  db: Queryable,
  classIds: readonly string[],
): Promise<LiveTableRow[]> {
  if (classIds.length === 0) return [];
  return await db
    .select()
    .from(liveTables)
    .where(and(inArray(liveTables.classId, [...classIds]), isNull(liveTables.closedAt)))
    .orderBy(asc(liveTables.createdAt), asc(liveTables.id));
}

const seatsOf = (db: Queryable, liveTableId: string | Placeholder) =>
  db
    .select()
    .from(liveSeats)
    .where(eq(liveSeats.liveTableId, liveTableId))
    .orderBy(asc(liveSeats.seat));
const seatsOfPrepared = preparedOn<LiveSeatRow>((db) => seatsOf(db, sql.placeholder("id")));

export async function seatsAt(db: Queryable, liveTableId: string): Promise<LiveSeatRow[]> {
  return seatsOfPrepared(db)?.all({ id: liveTableId }) ?? (await seatsOf(db, liveTableId));
}

export async function seatsAtTables(db: Queryable, ids: readonly string[]): Promise<LiveSeatRow[]> {
  if (ids.length === 0) return [];
  return await db
    .select()
    .from(liveSeats)
    .where(inArray(liveSeats.liveTableId, [...ids]))
    .orderBy(asc(liveSeats.liveTableId), asc(liveSeats.seat));
}

export async function insertSeat(tx: Queryable, row: NewLiveSeatRow): Promise<void> {
  await tx.insert(liveSeats).values(row);
}

export async function updateSeat(
  tx: Queryable,
  liveTableId: string,
  seat: number,
  values: Partial<
    Pick<
      LiveSeatRow,
      "seat" | "bet" | "bonusBet" | "emperorsBet" | "dealerHandBet" | "sitOuts" | "awaySince"
    >
  >,
): Promise<void> {
  const keys = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
  if (keys.length === 0) return;
  const update = (
    set: Record<string, unknown>,
    id: string | Placeholder,
    at: number | Placeholder,
  ) =>
    tx
      .update(liveSeats)
      .set(set)
      .where(and(eq(liveSeats.liveTableId, id), eq(liveSeats.seat, at)));
  const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)]));
  const prepared = preparedShape(tx, `update live_seats ${keys.join(",")}`, () =>
    update(placeholders, sql.placeholder("_table"), sql.placeholder("_seat")),
  );
  if (prepared) prepared.run({ ...values, _table: liveTableId, _seat: seat });
  else await update(values, liveTableId, seat);
}

export async function deleteSeat(tx: Queryable, liveTableId: string, seat: number): Promise<void> {
  await tx
    .delete(liveSeats)
    .where(and(eq(liveSeats.liveTableId, liveTableId), eq(liveSeats.seat, seat)));
}

/** Every seat's bets cleared and its sit-out count set (after a deal or an empty bets phase). */
export async function clearBets(tx: Queryable, liveTableId: string): Promise<void> {
  if (clearBetsPrepared(tx)?.run({ id: liveTableId })) return;
  await clearBetsAt(tx, liveTableId);
}

const clearBetsAt = (tx: Queryable, id: string | Placeholder) =>
  tx
    .update(liveSeats)
    .set({ bet: 0, bonusBet: 0, emperorsBet: 0, dealerHandBet: 0 })
    .where(eq(liveSeats.liveTableId, id));
const clearBetsPrepared = preparedOn((db) => clearBetsAt(db, sql.placeholder("id")));

/** A live round's seat records its setting before the round settles; false: it was set already. */
export async function setRoundSeatChoice(
  tx: Queryable,
  roundId: string,
  seat: number,
  front: string,
  setBy: "learner" | "house-way",
): Promise<boolean> {
  const choice = { roundId, seat, front, setBy };
  const changed = choicePrepared(tx)?.all(choice) ?? (await storeChoice(tx, choice));
  return changed.length === 1;
}

type Choice = Record<"roundId" | "front" | "setBy", string | Placeholder> & {
  seat: number | Placeholder;
};
/** The seat's setting stored, unless it was set already. */
const storeChoice = (tx: Queryable, c: Choice) =>
  tx
    .update(roundSeats)
    .set({ front: sql`${c.front}`, setBy: sql`${c.setBy}` })
    .where(
      and(eq(roundSeats.roundId, c.roundId), eq(roundSeats.seat, c.seat), isNull(roundSeats.setBy)),
    )
    .returning({ seat: roundSeats.seat });
const choicePrepared = preparedOn<{ seat: number }>((db) =>
  storeChoice(db, {
    roundId: sql.placeholder("roundId"),
    seat: sql.placeholder("seat"),
    front: sql.placeholder("front"),
    setBy: sql.placeholder("setBy"),
  }),
);

const dueTablesQuery = (db: Queryable, before: number | Placeholder, limit: number | Placeholder) =>
  db
    .select({ id: liveTables.id })
    .from(liveTables)
    .where(
      and(
        isNotNull(liveTables.deadlineAt),
        lt(liveTables.deadlineAt, before),
        // A learner's own table moves on when they act (lib/table/solo.ts), not by this clock.
        sql`${liveTables.id} not like 'solo:%'`,
      ),
    )
    .orderBy(asc(liveTables.deadlineAt), asc(liveTables.id))
    .limit(limit);
// Asked at every tick of the clock, four a second, mostly of an idle server: built once.
const dueTablesPrepared = preparedOn<{ id: string }>((db) =>
  dueTablesQuery(db, sql.placeholder("before"), sql.placeholder("limit")),
);

/** Tables whose phase time ran out before `before` (SQLite: the one process's clock). */
export async function dueLiveTables(
  db: Queryable,
  before: number,
  limit: number,
): Promise<string[]> {
  const rows =
    dueTablesPrepared(db)?.all({ before, limit }) ?? (await dueTablesQuery(db, before, limit));
  return rows.map((r) => r.id);
}

/**
 * Tables with a seat kept for a player who dropped since before `before` (issue 55: the kept
 * seat's time is past), not while a round is being set there (its players' seats are kept
 * until it settles): the clock steps them, which frees those seats.
 */
export async function awayDueTables(
  db: Queryable,
  before: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: liveSeats.liveTableId })
    .from(liveSeats)
    .innerJoin(liveTables, eq(liveTables.id, liveSeats.liveTableId))
    .where(
      and(
        isNotNull(liveSeats.awaySince),
        lt(liveSeats.awaySince, before),
        sql`${liveTables.phase} <> 'setting'`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Brings the time of a table's `phase` forward to `now`, so the clock moves it on at its next
 * tick: the end-to-end tests' way to run a test table's timer out instead of waiting for it
 * (lib/live/routes.ts allows it only on test-only tables). False when the table is in another
 * phase or no timer runs: a late call never cuts the next phase short.
 */
export async function runOutLiveDeadline(
  db: Queryable,
  id: string,
  phase: LiveTableRow["phase"],
  now: number,
): Promise<boolean> {
  const changed = await db
    .update(liveTables)
    .set({ deadlineAt: now })
    .where(
      and(
        eq(liveTables.id, id),
        eq(liveTables.phase, phase),
        isNotNull(liveTables.deadlineAt),
        gt(liveTables.deadlineAt, now),
      ),
    )
    .returning({ id: liveTables.id });
  return changed.length > 0;
}

/** The account behind a learner: its name and id (sitting needs one), else undefined. */
const accountOf = (db: Queryable, learnerId: string | Placeholder) =>
  db
    .select({ userId: users.id, name: users.username })
    .from(users)
    .where(eq(users.learnerId, learnerId))
    .limit(1);
const accountOfPrepared = preparedOn<{ userId: string; name: string }>((db) =>
  accountOf(db, sql.placeholder("learnerId")),
);

export async function accountOfLearner(
  db: Queryable,
  learnerId: string,
): Promise<{ userId: string; name: string } | undefined> {
  const [row] = accountOfPrepared(db)?.all({ learnerId }) ?? (await accountOf(db, learnerId));
  return row;
}

/** Account names of learners (those who left a round still have their name on it). */
export async function namesOfLearners(
  db: Queryable,
  learnerIds: readonly string[],
): Promise<Map<string, string>> {
  if (learnerIds.length === 0) return new Map();
  const ids = [...learnerIds];
  const names = (among: (string | Placeholder)[]) =>
    db
      .select({ learnerId: users.learnerId, name: users.username })
      .from(users)
      .where(inArray(users.learnerId, among));
  // A table's few seats: prepared per count; a longer list (a class's log) is built.
  const prepared =
    ids.length <= 8
      ? preparedShape<{ learnerId: string | null; name: string }>(db, `names ${ids.length}`, () =>
          names(ids.map((_, k) => sql.placeholder(`l${k}`))),
        )
      : null;
  const rows =
    prepared?.all(Object.fromEntries(ids.map((id, k) => [`l${k}`, id]))) ?? (await names(ids));
  return new Map(rows.map((r) => [r.learnerId as string, r.name]));
}

/** Whether the account may see a class's table: a member of the class or its teacher. */
export async function inClassOrTeaches(
  db: Queryable,
  classId: string,
  userId: string,
): Promise<"teacher" | "member" | null> {
  const [row] = await db
    .select({ teacherId: classes.teacherId, member: classMembers.userId })
    .from(classes)
    .leftJoin(
      classMembers,
      and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId)),
    )
    .where(
      and(
        eq(classes.id, classId),
        or(eq(classes.teacherId, userId), isNotNull(classMembers.userId)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.teacherId === userId ? "teacher" : "member";
}

const accountAndClass = (
  db: Queryable,
  learnerId: string | Placeholder,
  classId: string | Placeholder,
) =>
  db
    .select({
      userId: users.id,
      name: users.username,
      teacherId: classes.teacherId,
      member: classMembers.userId,
    })
    .from(users)
    .leftJoin(classes, eq(classes.id, classId))
    .leftJoin(
      classMembers,
      and(eq(classMembers.classId, classId), eq(classMembers.userId, users.id)),
    )
    .where(eq(users.learnerId, learnerId))
    .limit(1);
const accountInClassPrepared = preparedOn<{
  userId: string;
  name: string;
  teacherId: string | null;
  member: string | null;
}>((db) => accountAndClass(db, sql.placeholder("learnerId"), sql.placeholder("classId")));

/**
 * A learner's account (undefined: none) and whether it may see a class's table, as
 * accountOfLearner and inClassOrTeaches answer, in one query: a class table's verb checks both.
 */
export async function accountInClass(
  db: Queryable,
  learnerId: string,
  classId: string,
): Promise<{ userId: string; name: string; access: "teacher" | "member" | null } | undefined> {
  const [row] =
    accountInClassPrepared(db)?.all({ learnerId, classId }) ??
    (await accountAndClass(db, learnerId, classId));
  if (!row) return undefined;
  const access = row.teacherId === row.userId ? "teacher" : row.member !== null ? "member" : null;
  return { userId: row.userId, name: row.name, access };
}

/** Classes' names by id (a class table carries its class's name: issue 29 walk finding 6). */
export async function classNames(
  db: Queryable,
  classIds: readonly string[],
): Promise<Map<string, string>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A class's casino rule set (`way/variant`), which its class tables play by; undefined: no class. */
/** A class's side-bet pay tables (RULES.md 13.2): null where its tables' configs decide. */
export async function classPays(
  db: Queryable,
  classId: string,
): Promise<{ fortuneTable: string | null; envySchedule: string | null }> {
  const [row] = await db
    .select({ fortuneTable: classes.fortuneTable, envySchedule: classes.envySchedule })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return row ?? { fortuneTable: null, envySchedule: null };
}

export async function classRuleSet(db: Queryable, classId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ ruleSet: classes.ruleSet })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return row?.ruleSet;
}
