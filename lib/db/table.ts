/**
 * Queries of the casino table: wallets, the ledger, rounds and seats. Rows stay rows here;
 * lib/table turns them into views. Writes that move money run inside the caller's
 * transaction, so a balance and its ledger entry are stored together or not at all.
 *
 * Async over both dialects (lib/db/store.ts): aggregates are mapped to numbers (PostgreSQL
 * returns sums as strings) and the SQL avoids SQLite-only functions (two-argument max).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  type BankSessionRow,
  bankSessions,
  ledger,
  type NewTableRoundRow,
  type NewTableSeatRow,
  type TableRoundRow,
  type TableSeatRow,
  tableRounds,
  tableSeats,
  type WalletRow,
  wallets,
} from "@/db/schema";
import type { Queryable } from "./store";

// Wallets and the ledger -----------------------------------------------------------------

export async function findWallet(
  db: Queryable,
  learnerId: string,
  currency: string,
): Promise<WalletRow | undefined> {
  return (
    await db
      .select()
      .from(wallets)
      .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, currency)))
      .limit(1)
  )[0];
}

/** Opens a wallet; false when it exists already (another request opened it first). */
export async function insertWallet(
  db: Queryable,
  learnerId: string,
  currency: string,
  balance: number,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insert(wallets)
    .values({ learnerId, currency, balance, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ learnerId: wallets.learnerId });
  return inserted.length === 1;
}

/** Moves a wallet's balance by `delta` and records why; returns the new balance. */
export async function applyLedgerEntry(
  db: Queryable,
  entry: {
    learnerId: string;
    currency: string;
    roundId: string | null;
    kind: string;
    amount: number;
    now: number;
  },
): Promise<number> {
  const [row] = await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${entry.amount}`, updatedAt: entry.now })
    .where(and(eq(wallets.learnerId, entry.learnerId), eq(wallets.currency, entry.currency)))
    .returning({ balance: wallets.balance });
  if (!row) throw new Error("applyLedgerEntry: no wallet");
  await db.insert(ledger).values({
    learnerId: entry.learnerId,
    currency: entry.currency,
    roundId: entry.roundId,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: row.balance,
    createdAt: entry.now,
  });
  return row.balance;
}

export async function addWalletCounters(
  db: Queryable,
  learnerId: string,
  currency: string,
  counters: { rebuys?: number; points?: number },
): Promise<void> {
  const points = sql`${wallets.points} + ${counters.points ?? 0}`;
  await db
    .update(wallets)
    .set({
      rebuys: sql`${wallets.rebuys} + ${counters.rebuys ?? 0}`,
      // Never below 0; CASE rather than max(), which is SQLite's and not PostgreSQL's.
      points: sql`case when ${points} < 0 then 0 else ${points} end`,
    })
    .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, currency)));
}

export interface LedgerMismatch {
  learnerId: string;
  currency: string;
  balance: number;
  ledgerSum: number;
  lastBalanceAfter: number | null;
}

/**
 * Wallets whose balance differs from the sum of their ledger, or from the balance the last
 * entry recorded. Empty when every wallet is consistent.
 */
export async function ledgerMismatches(db: Queryable): Promise<LedgerMismatch[]> {
  const sums = db
    .select({
      learnerId: ledger.learnerId,
      currency: ledger.currency,
      total: sql<number>`sum(${ledger.amount})`.as("total"),
      lastId: sql<number>`max(${ledger.id})`.as("last_id"),
    })
    .from(ledger)
    .groupBy(ledger.learnerId, ledger.currency)
    .as("sums");
  const rows = await db
    .select({
      learnerId: wallets.learnerId,
      currency: wallets.currency,
      balance: wallets.balance,
      // PostgreSQL answers sum() of integers as a string: numbers here (null stays null).
      ledgerSum: sql<number | null>`${sums.total}`.mapWith(Number),
      lastBalanceAfter: sql<
        number | null
      >`(select ${ledger.balanceAfter} from ${ledger} where ${ledger.id} = ${sums.lastId})`.mapWith(
        Number,
      ),
    })
    .from(wallets)
    .leftJoin(
      sums,
      and(eq(sums.learnerId, wallets.learnerId), eq(sums.currency, wallets.currency)),
    );
  const orphans = await db
    .select({ learnerId: ledger.learnerId, currency: ledger.currency })
    .from(ledger)
    .leftJoin(
      wallets,
      and(eq(wallets.learnerId, ledger.learnerId), eq(wallets.currency, ledger.currency)),
    )
    .where(sql`${wallets.learnerId} is null`)
    .groupBy(ledger.learnerId, ledger.currency)
    .orderBy(ledger.learnerId, ledger.currency);
  return [
    ...rows
      .map((r) => ({ ...r, ledgerSum: r.ledgerSum ?? 0 }))
      .filter((r) => r.balance !== r.ledgerSum || r.lastBalanceAfter !== r.balance)
      .sort((a, b) =>
        a.learnerId === b.learnerId
          ? a.currency.localeCompare(b.currency)
          : a.learnerId.localeCompare(b.learnerId),
      ),
    ...orphans.map((o) => ({ ...o, balance: 0, ledgerSum: Number.NaN, lastBalanceAfter: null })),
  ];
}

export async function walletCount(db: Queryable): Promise<number> {
  return (await db.select({ n: count() }).from(wallets))[0]?.n ?? 0;
}

/** A learner's ledger entries (oldest first), optionally of one round. */
export async function ledgerEntries(db: Queryable, learnerId: string, roundId?: string) {
  return await db
    .select()
    .from(ledger)
    .where(
      roundId === undefined
        ? eq(ledger.learnerId, learnerId)
        : and(eq(ledger.learnerId, learnerId), eq(ledger.roundId, roundId)),
    )
    .orderBy(asc(ledger.id));
}

// Rounds and seats -----------------------------------------------------------------------

export async function insertRound(
  db: Queryable,
  round: NewTableRoundRow,
  seats: readonly NewTableSeatRow[],
): Promise<void> {
  await db.insert(tableRounds).values(round);
  if (seats.length > 0) await db.insert(tableSeats).values([...seats]);
}

export async function findRound(db: Queryable, id: string): Promise<TableRoundRow | undefined> {
  return (await db.select().from(tableRounds).where(eq(tableRounds.id, id)).limit(1))[0];
}

export async function roundSeats(db: Queryable, roundId: string): Promise<TableSeatRow[]> {
  return await db
    .select()
    .from(tableSeats)
    .where(eq(tableSeats.roundId, roundId))
    .orderBy(asc(tableSeats.seat));
}

export async function seatsOfRounds(
  db: Queryable,
  roundIds: readonly string[],
): Promise<TableSeatRow[]> {
  if (roundIds.length === 0) return [];
  return await db
    .select()
    .from(tableSeats)
    .where(inArray(tableSeats.roundId, [...roundIds]))
    .orderBy(asc(tableSeats.roundId), asc(tableSeats.seat));
}

/** The learner's open round at a table, if any. */
export async function findOpenRound(
  db: Queryable,
  learnerId: string,
  tableId: string,
): Promise<TableRoundRow | undefined> {
  return (
    await db
      .select()
      .from(tableRounds)
      .where(
        and(
          eq(tableRounds.learnerId, learnerId),
          eq(tableRounds.tableId, tableId),
          eq(tableRounds.status, "open"),
        ),
      )
      .limit(1)
  )[0];
}

/** Open rounds of a learner whose deadline has passed at `now` (oldest first). */
export async function expiredOpenRounds(
  db: Queryable,
  learnerId: string,
  now: number,
): Promise<TableRoundRow[]> {
  return await db
    .select()
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.status, "open"),
        lt(tableRounds.deadlineAt, now),
      ),
    )
    .orderBy(asc(tableRounds.dealtAt), asc(tableRounds.id));
}

export async function hasOpenRoundInCurrency(
  db: Queryable,
  learnerId: string,
  currency: string,
): Promise<boolean> {
  const found = await db
    .select({ id: tableRounds.id })
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.currency, currency),
        eq(tableRounds.status, "open"),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Marks an open round settled; false when it was settled already (someone got there first). */
export async function markRoundSettled(
  db: Queryable,
  id: string,
  values: Pick<
    TableRoundRow,
    "bankFront" | "bankRule" | "balanceAfter" | "settledAt" | "settledBy"
  >,
): Promise<boolean> {
  const changed = await db
    .update(tableRounds)
    .set({ ...values, status: "settled" })
    .where(and(eq(tableRounds.id, id), eq(tableRounds.status, "open")))
    .returning({ id: tableRounds.id });
  return changed.length === 1;
}

export async function updateSeat(
  db: Queryable,
  roundId: string,
  seat: number,
  values: Partial<Omit<TableSeatRow, "roundId" | "seat">>,
): Promise<void> {
  await db
    .update(tableSeats)
    .set(values)
    .where(and(eq(tableSeats.roundId, roundId), eq(tableSeats.seat, seat)));
}

/** The learner's settled rounds, newest first, optionally at one table. */
export async function settledRounds(
  db: Queryable,
  learnerId: string,
  options: { tableId?: string; limit: number; offset?: number },
): Promise<TableRoundRow[]> {
  return await db
    .select()
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.status, "settled"),
        options.tableId ? eq(tableRounds.tableId, options.tableId) : undefined,
      ),
    )
    .orderBy(desc(tableRounds.dealtAt), desc(tableRounds.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export async function settledRoundCount(
  db: Queryable,
  learnerId: string,
  tableId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.status, "settled"),
        tableId ? eq(tableRounds.tableId, tableId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export interface SessionTotals {
  rounds: number;
  net: number;
  /** Sum over rounds of (best EV - played EV) x bet, in minor units (fractional). */
  evGivenUp: number;
  houseWayRounds: number;
}

/** Totals of the learner's own seats at a table since `since`. */
export async function sessionTotals(
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
      net: sql<number>`coalesce(sum(${tableSeats.net} + coalesce(${tableSeats.bonusNet}, 0)), 0)`.mapWith(
        Number,
      ),
      evGivenUp:
        sql<number>`coalesce(sum(case when ${tableSeats.bestEv} > ${tableSeats.ev} then (${tableSeats.bestEv} - ${tableSeats.ev}) * ${tableSeats.bet} else 0 end), 0)`.mapWith(
          Number,
        ),
      houseWayRounds:
        sql<number>`coalesce(sum(case when ${tableRounds.settledBy} <> 'learner' then 1 else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(tableRounds)
    .innerJoin(
      tableSeats,
      and(eq(tableSeats.roundId, tableRounds.id), eq(tableSeats.learner, true)),
    )
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.tableId, tableId),
        eq(tableRounds.status, "settled"),
        gte(tableRounds.dealtAt, since),
      ),
    );
  return row ?? { rounds: 0, net: 0, evGivenUp: 0, houseWayRounds: 0 };
}

// Bank sessions ---------------------------------------------------------------------------

export async function findActiveBankSession(
  db: Queryable,
  learnerId: string,
  tableId: string,
): Promise<BankSessionRow | undefined> {
  return (
    await db
      .select()
      .from(bankSessions)
      .where(
        and(
          eq(bankSessions.learnerId, learnerId),
          eq(bankSessions.tableId, tableId),
          isNull(bankSessions.endedAt),
        ),
      )
      .limit(1)
  )[0];
}

export async function insertBankSession(
  db: Queryable,
  row: typeof bankSessions.$inferInsert,
): Promise<void> {
  await db.insert(bankSessions).values(row);
}

export async function endBankSession(db: Queryable, id: string, now: number): Promise<void> {
  await db
    .update(bankSessions)
    .set({ endedAt: now })
    .where(and(eq(bankSessions.id, id), isNull(bankSessions.endedAt)));
}

/** Restarts the approval clock; false when the session ended meanwhile. */
export async function touchBankSession(db: Queryable, id: string, now: number): Promise<boolean> {
  const changed = await db
    .update(bankSessions)
    .set({ lastAt: now })
    .where(and(eq(bankSessions.id, id), isNull(bankSessions.endedAt)))
    .returning({ id: bankSessions.id });
  return changed.length === 1;
}
