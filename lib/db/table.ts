/**
 * Queries of the casino table: wallets, the ledger, rounds and seats. Rows stay rows here;
 * lib/table turns them into views. Writes that move money run inside the caller's
 * transaction, so a balance and its ledger entry are stored together or not at all.
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
import type { Queryable } from "./learners";

// Wallets and the ledger -----------------------------------------------------------------

export function findWallet(
  db: Queryable,
  learnerId: string,
  currency: string,
): WalletRow | undefined {
  return db
    .select()
    .from(wallets)
    .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, currency)))
    .get();
}

export function insertWallet(
  db: Queryable,
  learnerId: string,
  currency: string,
  balance: number,
  now: number,
): boolean {
  return (
    db
      .insert(wallets)
      .values({ learnerId, currency, balance, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .run().changes === 1
  );
}

/** Moves a wallet's balance by `delta` and records why; returns the new balance. */
export function applyLedgerEntry(
  db: Queryable,
  entry: {
    learnerId: string;
    currency: string;
    roundId: string | null;
    kind: string;
    amount: number;
    now: number;
  },
): number {
  const row = db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${entry.amount}`, updatedAt: entry.now })
    .where(and(eq(wallets.learnerId, entry.learnerId), eq(wallets.currency, entry.currency)))
    .returning({ balance: wallets.balance })
    .get();
  if (!row) throw new Error("applyLedgerEntry: no wallet");
  db.insert(ledger)
    .values({
      learnerId: entry.learnerId,
      currency: entry.currency,
      roundId: entry.roundId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: row.balance,
      createdAt: entry.now,
    })
    .run();
  return row.balance;
}

export function addWalletCounters(
  db: Queryable,
  learnerId: string,
  currency: string,
  counters: { rebuys?: number; points?: number },
): void {
  db.update(wallets)
    .set({
      rebuys: sql`${wallets.rebuys} + ${counters.rebuys ?? 0}`,
      points: sql`max(0, ${wallets.points} + ${counters.points ?? 0})`,
    })
    .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, currency)))
    .run();
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
export function ledgerMismatches(db: Queryable): LedgerMismatch[] {
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
  const rows = db
    .select({
      learnerId: wallets.learnerId,
      currency: wallets.currency,
      balance: wallets.balance,
      ledgerSum: sql<number | null>`${sums.total}`,
      lastBalanceAfter: sql<
        number | null
      >`(select ${ledger.balanceAfter} from ${ledger} where ${ledger.id} = ${sums.lastId})`,
    })
    .from(wallets)
    .leftJoin(sums, and(eq(sums.learnerId, wallets.learnerId), eq(sums.currency, wallets.currency)))
    .all();
  const orphans = db
    .select({ learnerId: ledger.learnerId, currency: ledger.currency })
    .from(ledger)
    .leftJoin(
      wallets,
      and(eq(wallets.learnerId, ledger.learnerId), eq(wallets.currency, ledger.currency)),
    )
    .where(sql`${wallets.learnerId} is null`)
    .groupBy(ledger.learnerId, ledger.currency)
    .all();
  return [
    ...rows
      .map((r) => ({ ...r, ledgerSum: r.ledgerSum ?? 0 }))
      .filter((r) => r.balance !== r.ledgerSum || r.lastBalanceAfter !== r.balance),
    ...orphans.map((o) => ({ ...o, balance: 0, ledgerSum: Number.NaN, lastBalanceAfter: null })),
  ];
}

export function walletCount(db: Queryable): number {
  return db.select({ n: count() }).from(wallets).get()?.n ?? 0;
}

/** A learner's ledger entries (oldest first), optionally of one round. */
export function ledgerEntries(db: Queryable, learnerId: string, roundId?: string) {
  return db
    .select()
    .from(ledger)
    .where(
      roundId === undefined
        ? eq(ledger.learnerId, learnerId)
        : and(eq(ledger.learnerId, learnerId), eq(ledger.roundId, roundId)),
    )
    .orderBy(asc(ledger.id))
    .all();
}

// Rounds and seats -----------------------------------------------------------------------

export function insertRound(
  db: Queryable,
  round: NewTableRoundRow,
  seats: readonly NewTableSeatRow[],
): void {
  db.insert(tableRounds).values(round).run();
  if (seats.length > 0)
    db.insert(tableSeats)
      .values([...seats])
      .run();
}

export function findRound(db: Queryable, id: string): TableRoundRow | undefined {
  return db.select().from(tableRounds).where(eq(tableRounds.id, id)).get();
}

export function roundSeats(db: Queryable, roundId: string): TableSeatRow[] {
  return db
    .select()
    .from(tableSeats)
    .where(eq(tableSeats.roundId, roundId))
    .orderBy(asc(tableSeats.seat))
    .all();
}

export function seatsOfRounds(db: Queryable, roundIds: readonly string[]): TableSeatRow[] {
  if (roundIds.length === 0) return [];
  return db
    .select()
    .from(tableSeats)
    .where(inArray(tableSeats.roundId, [...roundIds]))
    .orderBy(asc(tableSeats.roundId), asc(tableSeats.seat))
    .all();
}

/** The learner's open round at a table, if any. */
export function findOpenRound(
  db: Queryable,
  learnerId: string,
  tableId: string,
): TableRoundRow | undefined {
  return db
    .select()
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.tableId, tableId),
        eq(tableRounds.status, "open"),
      ),
    )
    .get();
}

/** Open rounds of a learner whose deadline has passed at `now`. */
export function expiredOpenRounds(db: Queryable, learnerId: string, now: number): TableRoundRow[] {
  return db
    .select()
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.learnerId, learnerId),
        eq(tableRounds.status, "open"),
        lt(tableRounds.deadlineAt, now),
      ),
    )
    .all();
}

export function hasOpenRoundInCurrency(db: Queryable, learnerId: string, currency: string) {
  return (
    db
      .select({ id: tableRounds.id })
      .from(tableRounds)
      .where(
        and(
          eq(tableRounds.learnerId, learnerId),
          eq(tableRounds.currency, currency),
          eq(tableRounds.status, "open"),
        ),
      )
      .get() !== undefined
  );
}

/** Marks an open round settled; false when it was settled already (someone got there first). */
export function markRoundSettled(
  db: Queryable,
  id: string,
  values: Pick<
    TableRoundRow,
    "bankFront" | "bankRule" | "balanceAfter" | "settledAt" | "settledBy"
  >,
): boolean {
  return (
    db
      .update(tableRounds)
      .set({ ...values, status: "settled" })
      .where(and(eq(tableRounds.id, id), eq(tableRounds.status, "open")))
      .run().changes === 1
  );
}

export function updateSeat(
  db: Queryable,
  roundId: string,
  seat: number,
  values: Partial<Omit<TableSeatRow, "roundId" | "seat">>,
): void {
  db.update(tableSeats)
    .set(values)
    .where(and(eq(tableSeats.roundId, roundId), eq(tableSeats.seat, seat)))
    .run();
}

/** The learner's settled rounds, newest first, optionally at one table. */
export function settledRounds(
  db: Queryable,
  learnerId: string,
  options: { tableId?: string; limit: number; offset?: number },
): TableRoundRow[] {
  return db
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
    .offset(options.offset ?? 0)
    .all();
}

export function settledRoundCount(db: Queryable, learnerId: string, tableId?: string): number {
  return (
    db
      .select({ n: count() })
      .from(tableRounds)
      .where(
        and(
          eq(tableRounds.learnerId, learnerId),
          eq(tableRounds.status, "settled"),
          tableId ? eq(tableRounds.tableId, tableId) : undefined,
        ),
      )
      .get()?.n ?? 0
  );
}

export interface SessionTotals {
  rounds: number;
  net: number;
  /** Sum over rounds of (best EV - played EV) x bet, in minor units (fractional). */
  evGivenUp: number;
  houseWayRounds: number;
}

/** Totals of the learner's own seats at a table since `since`. */
export function sessionTotals(
  db: Queryable,
  learnerId: string,
  tableId: string,
  since: number,
): SessionTotals {
  const row = db
    .select({
      rounds: count(),
      net: sql<number>`coalesce(sum(${tableSeats.net} + coalesce(${tableSeats.bonusNet}, 0)), 0)`,
      evGivenUp: sql<number>`coalesce(sum(max(0, ${tableSeats.bestEv} - ${tableSeats.ev}) * ${tableSeats.bet}), 0)`,
      houseWayRounds: sql<number>`coalesce(sum(${tableRounds.settledBy} <> 'learner'), 0)`,
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
    )
    .get();
  return row ?? { rounds: 0, net: 0, evGivenUp: 0, houseWayRounds: 0 };
}

// Bank sessions ---------------------------------------------------------------------------

export function findActiveBankSession(
  db: Queryable,
  learnerId: string,
  tableId: string,
): BankSessionRow | undefined {
  return db
    .select()
    .from(bankSessions)
    .where(
      and(
        eq(bankSessions.learnerId, learnerId),
        eq(bankSessions.tableId, tableId),
        isNull(bankSessions.endedAt),
      ),
    )
    .get();
}

export function insertBankSession(db: Queryable, row: typeof bankSessions.$inferInsert): void {
  db.insert(bankSessions).values(row).run();
}

export function endBankSession(db: Queryable, id: string, now: number): void {
  db.update(bankSessions)
    .set({ endedAt: now })
    .where(and(eq(bankSessions.id, id), isNull(bankSessions.endedAt)))
    .run();
}

/** Restarts the approval clock; false when the session ended meanwhile. */
export function touchBankSession(db: Queryable, id: string, now: number): boolean {
  return (
    db
      .update(bankSessions)
      .set({ lastAt: now })
      .where(and(eq(bankSessions.id, id), isNull(bankSessions.endedAt)))
      .run().changes === 1
  );
}
