/**
 * Queries of the one round model (db/schema/table.ts): rounds at table instances and their
 * seats, the clock's due rounds, the log's reads, and the one writer of a settlement. Rows
 * stay rows here; lib/table turns them into the model and views. Async over both dialects.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  type NewAttemptRow,
  type NewRoundRow,
  type NewRoundSeatRow,
  type RoundRow,
  type RoundSeatRow,
  roundSeats,
  rounds,
} from "@/db/schema";
import type { LedgerKind } from "@/db/schema/vocabulary";
import { insertAttempt, markDealAnswered } from "./practice";
import { insertPrepared, preparedOn, preparedShape } from "./prepared";
import type { Queryable } from "./store";
import { addWalletCounters, applyLedgerEntries, findWallet } from "./table";

/** Stores a dealt round and its seats; returns them as stored (the store's own rows). */
export async function insertRound(
  db: Queryable,
  round: NewRoundRow,
  seats: readonly NewRoundSeatRow[],
): Promise<{ row: RoundRow; seats: RoundSeatRow[] }> {
  const [row] =
    insertPrepared<RoundRow>(db, rounds, [round], true) ??
    (await db.insert(rounds).values(round).returning());
  if (!row) throw new Error(`insertRound: round ${round.id} not stored`);
  const stored =
    seats.length === 0
      ? []
      : (insertPrepared<RoundSeatRow>(db, roundSeats, seats, true) ??
        (await db
          .insert(roundSeats)
          .values([...seats])
          .returning()));
  return { row, seats: stored };
}

const roundById = (db: Queryable, id: string | Placeholder) =>
  db.select().from(rounds).where(eq(rounds.id, id)).limit(1);
const roundByIdPrepared = preparedOn<RoundRow>((db) => roundById(db, sql.placeholder("id")));

export async function findRound(db: Queryable, id: string): Promise<RoundRow | undefined> {
  return (roundByIdPrepared(db)?.all({ id }) ?? (await roundById(db, id)))[0];
}

const roundSeatsOf = (db: Queryable, roundId: string | Placeholder) =>
  db.select().from(roundSeats).where(eq(roundSeats.roundId, roundId)).orderBy(asc(roundSeats.seat));
const roundSeatsPrepared = preparedOn<RoundSeatRow>((db) =>
  roundSeatsOf(db, sql.placeholder("id")),
);

export async function seatsOfRound(db: Queryable, roundId: string): Promise<RoundSeatRow[]> {
  return roundSeatsPrepared(db)?.all({ id: roundId }) ?? (await roundSeatsOf(db, roundId));
}

const roundWithSeats = (db: Queryable, id: string | Placeholder) =>
  db
    .select({ round: rounds, seat: roundSeats })
    .from(rounds)
    .leftJoin(roundSeats, eq(roundSeats.roundId, rounds.id))
    .where(eq(rounds.id, id))
    .orderBy(asc(roundSeats.seat));
const roundWithSeatsPrepared = preparedOn<{ round: RoundRow; seat: RoundSeatRow | null }>((db) =>
  roundWithSeats(db, sql.placeholder("id")),
);

/** A round's row with its seats (in seat order), in one query: findRound and seatsOfRound. */
export async function findRoundWithSeats(
  db: Queryable,
  id: string,
): Promise<{ row: RoundRow; seats: RoundSeatRow[] } | undefined> {
  const rows = roundWithSeatsPrepared(db)?.all({ id }) ?? (await roundWithSeats(db, id));
  const first = rows[0];
  if (!first) return undefined;
  return { row: first.round, seats: rows.flatMap((r) => (r.seat ? [r.seat] : [])) };
}

export async function seatsOfRounds(
  db: Queryable,
  roundIds: readonly string[],
): Promise<RoundSeatRow[]> {
  if (roundIds.length === 0) return [];
  return await db
    .select()
    .from(roundSeats)
    .where(inArray(roundSeats.roundId, [...roundIds]))
    .orderBy(asc(roundSeats.roundId), asc(roundSeats.seat));
}

/** The unsettled round of a table instance, if any (at most one: rounds_open_idx). */
export async function openRoundOf(
  db: Queryable,
  instanceId: string,
): Promise<RoundRow | undefined> {
  return (
    await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.instanceId, instanceId), ne(rounds.phase, "settled")))
      .limit(1)
  )[0];
}

/** The last settled round of a table instance. */
export async function lastSettledRoundOf(
  db: Queryable,
  instanceId: string,
): Promise<RoundRow | undefined> {
  return (
    await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.instanceId, instanceId), eq(rounds.phase, "settled")))
      .orderBy(desc(rounds.dealtAt), desc(rounds.id))
      .limit(1)
  )[0];
}

/**
 * Rounds of learners' own tables (solo, banking) that the table clock settles: a live table's
 * round is settled only by its table's machine (lib/live), under the table's lock.
 */
const ownTableRound = sql`${rounds.instanceId} like 'solo:%'`;

const dueRoundsQuery = (db: Queryable, before: number | Placeholder, limit: number | Placeholder) =>
  db
    .select()
    .from(rounds)
    .where(
      and(
        ne(rounds.phase, "settled"),
        isNotNull(rounds.deadlineAt),
        lt(rounds.deadlineAt, before),
        ownTableRound,
      ),
    )
    .orderBy(asc(rounds.deadlineAt), asc(rounds.id))
    .limit(limit);
// The clock asks four times a second, mostly of an idle server: built once, not at every tick.
const dueRoundsPrepared = preparedOn<RoundRow>((db) =>
  dueRoundsQuery(db, sql.placeholder("before"), sql.placeholder("limit")),
);

/** Unsettled solo rounds whose deadline passed before `before`, oldest deadline first. */
export async function dueRounds(db: Queryable, before: number, limit: number): Promise<RoundRow[]> {
  return dueRoundsPrepared(db)?.all({ before, limit }) ?? (await dueRoundsQuery(db, before, limit));
}

/** Whether the learner sits in an unsettled round in this currency (Rebuy waits for it). */
export async function hasOpenSeatInCurrency(
  db: Queryable,
  learnerId: string,
  currency: string,
): Promise<boolean> {
  const found = await db
    .select({ id: rounds.id })
    .from(roundSeats)
    .innerJoin(rounds, eq(rounds.id, roundSeats.roundId))
    .where(
      and(
        eq(roundSeats.learnerId, learnerId),
        eq(rounds.currency, currency),
        ne(rounds.phase, "settled"),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Unsettled rounds the learner sits in (adoption settles them). */
export async function openRoundsOfLearner(db: Queryable, learnerId: string): Promise<RoundRow[]> {
  return await db
    .select({ round: rounds })
    .from(roundSeats)
    .innerJoin(rounds, eq(rounds.id, roundSeats.roundId))
    .where(and(eq(roundSeats.learnerId, learnerId), ne(rounds.phase, "settled")))
    .orderBy(asc(rounds.dealtAt))
    .then((rows) => rows.map((r) => r.round));
}

// The log -------------------------------------------------------------------------------------

const settledOf = (learnerId: string, tableId?: string) =>
  and(
    eq(roundSeats.learnerId, learnerId),
    eq(rounds.phase, "settled"),
    tableId ? eq(rounds.tableId, tableId) : undefined,
  );

/** The settled rounds the learner sat in (as a player or the bank), newest first. */
export async function settledRoundsOf(
  db: Queryable,
  learnerId: string,
  options: { tableId?: string; limit: number; offset?: number },
): Promise<RoundRow[]> {
  const rows = await db
    .select({ round: rounds })
    .from(roundSeats)
    .innerJoin(rounds, eq(rounds.id, roundSeats.roundId))
    .where(settledOf(learnerId, options.tableId))
    .orderBy(desc(rounds.dealtAt), desc(rounds.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((r) => r.round);
}

/** The settled rounds of one table instance (a live table's id), newest first. */
export async function settledRoundsAt(
  db: Queryable,
  instanceId: string,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(and(eq(rounds.instanceId, instanceId), eq(rounds.phase, "settled")))
    .orderBy(desc(rounds.dealtAt), desc(rounds.id))
    .limit(limit);
}

export async function settledRoundCountOf(
  db: Queryable,
  learnerId: string,
  tableId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(roundSeats)
    .innerJoin(rounds, eq(rounds.id, roundSeats.roundId))
    .where(settledOf(learnerId, tableId));
  return row?.n ?? 0;
}

export interface SessionTotals {
  rounds: number;
  net: number;
  /** Sum over player rounds of (best EV - played EV) x bet, in minor units (fractional). */
  evGivenUp: number;
  houseWayRounds: number;
}

/**
 * Totals of the learner's seats at a table since `since`, as a player and as the bank: net is
 * the wallet's change over those rounds (bonus and commissions included).
 */
export async function sessionTotalsOf(
  db: Queryable,
  learnerId: string,
  tableId: string,
  since: number,
): Promise<SessionTotals> {
  // CASE instead of SQLite's two-argument max() and its sum over booleans; mapWith because
  // PostgreSQL answers sums as strings.
  const [row] = await db
    .select({
      rounds: count(),
      net: sql<number>`coalesce(sum(${roundSeats.walletAfter} - ${roundSeats.walletBefore}), 0)`.mapWith(
        Number,
      ),
      evGivenUp:
        sql<number>`coalesce(sum(case when ${roundSeats.bestEv} > ${roundSeats.ev} then (${roundSeats.bestEv} - ${roundSeats.ev}) * ${roundSeats.bet} else 0 end), 0)`.mapWith(
          Number,
        ),
      houseWayRounds:
        sql<number>`coalesce(sum(case when ${roundSeats.role} = 'player' and ${roundSeats.setBy} <> 'learner' then 1 else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(roundSeats)
    .innerJoin(rounds, eq(rounds.id, roundSeats.roundId))
    .where(
      and(
        eq(roundSeats.learnerId, learnerId),
        eq(rounds.tableId, tableId),
        eq(rounds.phase, "settled"),
        sql`${rounds.dealtAt} >= ${since}`,
      ),
    );
  return row ?? { rounds: 0, net: 0, evGivenUp: 0, houseWayRounds: 0 };
}

// The one writer of a settlement --------------------------------------------------------------

export interface StoredSettlement {
  roundId: string;
  currency: string;
  now: number;
  /** Every seat's stored result, the bank's (seat 0) included. */
  seats: ReadonlyArray<{ seat: number } & Partial<Omit<RoundSeatRow, "roundId" | "seat">>>;
  /** Ledger entries in order, per wallet (a learner in this round's currency). */
  entries: ReadonlyArray<{ learnerId: string; kind: LedgerKind; amount: number }>;
  /** Banking points to add (negative: take) per learner, never below 0. */
  points: ReadonlyArray<{ learnerId: string; delta: number }>;
  /** The occupied seats whose wallet after is recorded: seat -> learner. */
  wallets: ReadonlyArray<{ seat: number; learnerId: string }>;
  /** Practice attempts of the learners' own settings (drill `table`), one per deal. */
  attempts: readonly NewAttemptRow[];
}

type SeatValues = StoredSettlement["seats"][number];

/**
 * Writes each seat's own values to a round's seats in one statement (every column set by a
 * seat a CASE on the seat number, kept as it is in a seat that does not set it); returns the
 * seats written, as stored.
 */
async function updateSeatsOfRound(
  tx: Queryable,
  roundId: string,
  seats: readonly SeatValues[],
): Promise<RoundSeatRow[]> {
  if (seats.length === 0) return [];
  // As .set() does: a value left undefined is not written.
  const written = seats.map(({ seat, ...values }) => {
    if (!Number.isInteger(seat)) throw new Error(`updateSeatsOfRound: seat ${seat}`);
    const given = values as Record<string, unknown>;
    return { seat, keys: Object.keys(given).filter((k) => given[k] !== undefined) };
  });
  const values = Object.fromEntries(
    seats.flatMap(({ seat, ...v }) => Object.entries(v).map(([k, x]) => [`${k}_${seat}`, x])),
  );
  // The text depends only on which seat writes which columns: prepared once per such shape.
  const shape = `update round_seats ${written.map((w) => `${w.seat}:${w.keys.join(",")}`).join(" ")}`;
  const update = (value: (key: string, seat: number) => unknown, id: string | Placeholder) =>
    tx
      .update(roundSeats)
      .set(seatCases(written, value))
      .where(
        and(
          eq(roundSeats.roundId, id),
          inArray(
            roundSeats.seat,
            seats.map((values) => values.seat),
          ),
        ),
      )
      .returning();
  const prepared = preparedShape<RoundSeatRow>(tx, shape, () =>
    update((key, seat) => sql.placeholder(`${key}_${seat}`), sql.placeholder("_round")),
  );
  const stored =
    prepared?.all({ ...values, _round: roundId }) ??
    (await update((key, seat) => values[`${key}_${seat}`], roundId));
  return stored.sort((a, b) => a.seat - b.seat);
}

type Key = keyof typeof roundSeats.$inferSelect;

/** Each column some seat writes: a CASE on the seat number, kept as it is in the others. */
function seatCases(
  written: readonly { seat: number; keys: readonly string[] }[],
  value: (key: string, seat: number) => unknown,
): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const key of new Set(written.flatMap((w) => w.keys))) {
    const column = roundSeats[key as Key];
    const cases = written
      .filter((w) => w.keys.includes(key))
      .map(
        (w) => sql`when ${sql.raw(String(w.seat))} then ${sql.param(value(key, w.seat), column)}`,
      );
    set[key] = sql`case ${roundSeats.seat} ${sql.join(cases, sql` `)} else ${column} end`;
  }
  return set;
}

/** The round marked settled, unless it was already: its row, or none. */
const markSettled = (tx: Queryable, id: string | Placeholder, now: number | Placeholder) =>
  tx
    .update(rounds)
    .set({ phase: "settled", settledAt: sql`${now}` })
    .where(and(eq(rounds.id, id), ne(rounds.phase, "settled")))
    .returning();
const markSettledPrepared = preparedOn<RoundRow>((db) =>
  markSettled(db, sql.placeholder("id"), sql.placeholder("now")),
);

/**
 * Stores a settled round: marks it settled (null, and nothing written, when it was settled
 * already: a replay, another tab, another clock), moves the money by the ledger, writes every
 * seat's result and wallet after, the points and the attempts. Run inside the caller's
 * transaction, so all of it is stored together or not at all. Returns the round's row and the
 * seats it wrote, as stored.
 */
export async function storeSettlement(
  tx: Queryable,
  s: StoredSettlement,
): Promise<{ row: RoundRow; seats: RoundSeatRow[] } | null> {
  const [row] =
    markSettledPrepared(tx)?.all({ id: s.roundId, now: s.now }) ??
    (await markSettled(tx, s.roundId, s.now));
  if (!row) return null;
  // Each learner's balance as their last entries left it (the store's own answer); a learner's
  // entries in a row are stored together (applyLedgerEntries).
  const balances = new Map<string, number>();
  for (let i = 0; i < s.entries.length; ) {
    const learnerId = s.entries[i]?.learnerId as string;
    let end = i;
    while (s.entries[end]?.learnerId === learnerId) end++;
    const run = s.entries.slice(i, end).map((e) => ({ ...e, roundId: s.roundId }));
    const wallet = { learnerId, currency: s.currency, now: s.now };
    balances.set(learnerId, await applyLedgerEntries(tx, wallet, run));
    i = end;
  }
  for (const p of s.points) {
    if (p.delta !== 0) await addWalletCounters(tx, p.learnerId, s.currency, { points: p.delta });
  }
  const walletOf = new Map<number, string>(s.wallets.map((w) => [w.seat, w.learnerId]));
  const written: SeatValues[] = [];
  for (const values of s.seats) {
    const learnerId = walletOf.get(values.seat);
    // The balance as this round leaves it (a lost bet moves nothing at settling: read it).
    const walletAfter =
      learnerId === undefined
        ? undefined
        : (balances.get(learnerId) ?? (await findWallet(tx, learnerId, s.currency))?.balance);
    written.push(walletAfter === undefined ? values : { ...values, walletAfter });
  }
  const seats = await updateSeatsOfRound(tx, s.roundId, written);
  for (const attempt of s.attempts) {
    if (await markDealAnswered(tx, attempt.dealId, s.now)) await insertAttempt(tx, attempt);
  }
  return { row, seats };
}

// Adoption -------------------------------------------------------------------------------------

/**
 * Moves every seat of learner `from` to learner `into`, and `from`'s own table instances to
 * `into`'s (their rounds, all settled by then, join the account's log); returns the rounds moved.
 */
export async function moveSeats(db: Queryable, from: string, into: string): Promise<number> {
  const moved = await db
    .update(roundSeats)
    .set({ learnerId: into })
    .where(eq(roundSeats.learnerId, from))
    .returning({ roundId: roundSeats.roundId });
  const prefix = `solo:${from}:`;
  const instances = await db
    .selectDistinct({ instanceId: rounds.instanceId })
    .from(rounds)
    .where(sql`${rounds.instanceId} like ${`${prefix}%`}`);
  for (const { instanceId } of instances) {
    await db
      .update(rounds)
      .set({ instanceId: `solo:${into}:${instanceId.slice(prefix.length)}` })
      .where(eq(rounds.instanceId, instanceId));
  }
  return new Set(moved.map((m) => m.roundId)).size;
}

/**
 * Every unsettled round a learner banks, with its seats' main bets: what their wallets hold
 * (ledger-check compares it with `wallets.held`).
 */
export async function openLearnerBankRounds(db: Queryable): Promise<
  Array<{
    learnerId: string;
    currency: string;
    commissionBp: number;
    bankCommissionBp: number;
    bets: number[];
  }>
> {
  const open = await db
    .select({ round: rounds, bank: roundSeats.learnerId })
    .from(rounds)
    .innerJoin(roundSeats, and(eq(roundSeats.roundId, rounds.id), eq(roundSeats.seat, 0)))
    .where(and(ne(rounds.phase, "settled"), isNotNull(roundSeats.learnerId)));
  const result = [];
  for (const { round, bank } of open) {
    const seats = await db
      .select({ bet: roundSeats.bet })
      .from(roundSeats)
      .where(and(eq(roundSeats.roundId, round.id), ne(roundSeats.seat, 0)));
    result.push({
      learnerId: bank as string,
      currency: round.currency,
      commissionBp: round.commissionBp,
      bankCommissionBp: round.bankCommissionBp ?? 0,
      bets: seats.map((s) => s.bet ?? 0),
    });
  }
  return result;
}
