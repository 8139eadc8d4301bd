/**
 * Queries of the casino table: wallets, the ledger and bank sessions (rounds and seats:
 * lib/db/rounds.ts). Rows stay rows here;
 * lib/table turns them into views. Writes that move money run inside the caller's
 * transaction, so a balance and its ledger entry are stored together or not at all.
 *
 * Async over both dialects (lib/db/store.ts): aggregates are mapped to numbers (PostgreSQL
 * returns sums as strings) and the SQL avoids SQLite-only functions (two-argument max).
 */
import { and, asc, count, eq, inArray, type Placeholder, sql } from "drizzle-orm";
import { ledger, type WalletRow, wallets } from "@/db/schema";
import type { LedgerKind } from "@/db/schema/vocabulary";
import { insertPrepared, preparedOn } from "./prepared";
import { dialectOf, type Queryable, rawRows } from "./store";

// Wallets and the ledger -----------------------------------------------------------------

/** The wallets of these learners in one currency (a live table's seats), in one query. */
export async function walletsIn(
  db: Queryable,
  learnerIds: readonly string[],
  currency: string,
): Promise<WalletRow[]> {
  if (learnerIds.length === 0) return [];
  const prepared = walletsInPrepared[learnerIds.length]?.(db);
  if (prepared)
    return prepared.all(
      Object.fromEntries([...learnerIds.map((id, k) => [`l${k}`, id]), ["currency", currency]]),
    );
  return walletsAmong(db, [...learnerIds], currency);
}

const walletsAmong = (
  db: Queryable,
  ids: (string | Placeholder)[],
  currency: string | Placeholder,
) =>
  db
    .select()
    .from(wallets)
    .where(and(inArray(wallets.learnerId, ids), eq(wallets.currency, currency)));
/** Prepared for a table's usual number of holders (1 to 8), one placeholder each. */
const walletsInPrepared = Array.from({ length: 9 }, (_, n) =>
  preparedOn<WalletRow>((db) =>
    walletsAmong(
      db,
      Array.from({ length: n }, (_, k) => sql.placeholder(`l${k}`)),
      sql.placeholder("currency"),
    ),
  ),
);

/** Every wallet (ledger-check reads them all). */
export const allWallets = (db: Queryable): Promise<WalletRow[]> => db.select().from(wallets);

const walletOf = (db: Queryable, learnerId: string | Placeholder, currency: string | Placeholder) =>
  db
    .select()
    .from(wallets)
    .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, currency)))
    .limit(1);
const walletOfPrepared = preparedOn<WalletRow>((db) =>
  walletOf(db, sql.placeholder("learnerId"), sql.placeholder("currency")),
);

export async function findWallet(
  db: Queryable,
  learnerId: string,
  currency: string,
): Promise<WalletRow | undefined> {
  return (walletOfPrepared(db)?.all({ learnerId, currency }) ??
    (await walletOf(db, learnerId, currency)))[0];
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

/**
 * The wallet of a learner in a currency, read for a check that a write in the same transaction
 * relies on (a bet the balance must cover): on PostgreSQL the row is locked FOR UPDATE until the
 * transaction ends, so two tables' transactions cannot both spend the same balance (issue 29);
 * SQLite's transactions take turns anyway.
 */
/**
 * The wallets a table's change may touch, locked (PostgreSQL: in learner order, so two tables
 * changing the same learners never wait on each other in a circle) and read; on SQLite the
 * write transaction holds the whole store already.
 */
export async function lockWallets(
  tx: Queryable,
  learnerIds: readonly string[],
  currency: string,
): Promise<WalletRow[]> {
  const ids = [...new Set(learnerIds)].sort();
  if (ids.length === 0) return [];
  if (dialectOf(tx) === "pg")
    await rawRows(
      tx,
      sql`SELECT ${wallets.learnerId} FROM ${wallets}
          WHERE ${inArray(wallets.learnerId, ids)} AND ${wallets.currency} = ${currency}
          ORDER BY ${wallets.learnerId} FOR UPDATE`,
    );
  return walletsIn(tx, ids, currency);
}

/** A debit the balance does not cover: refused, nothing written (money never goes below 0). */
export class InsufficientFunds extends Error {
  constructor(readonly learnerId: string) {
    super("insufficient funds");
    this.name = "InsufficientFunds";
  }
}

/**
 * Moves a wallet's balance by `delta` and records why; returns the new balance. A debit is
 * conditional (`balance >= amount` in the same statement), so no balance goes below zero on
 * either store whatever was checked before: one it does not cover throws InsufficientFunds.
 */
export async function applyLedgerEntry(
  db: Queryable,
  entry: {
    learnerId: string;
    currency: string;
    roundId: string | null;
    kind: LedgerKind;
    amount: number;
    now: number;
  },
): Promise<number> {
  return applyLedgerEntries(db, entry, [entry]);
}

/**
 * Entries of one wallet in a row, stored as applyLedgerEntry one after another would store
 * them, in one update and one insert: the balance moves by their sum only when no debit among
 * them overdraws (each debit's condition is the balance before all of them less what was moved
 * up to it: the lowest such total decides, in the same statement), and each entry records the
 * balance after it. `points` (never below 0) moves in the same update. Returns the new balance.
 */
export async function applyLedgerEntries(
  db: Queryable,
  wallet: { learnerId: string; currency: string; now: number },
  entries: ReadonlyArray<{ roundId: string | null; kind: LedgerKind; amount: number }>,
  points = 0,
): Promise<number> {
  const { learnerId, currency, now } = wallet;
  let total = 0;
  // The lowest running total after a debit; null: no debit (nothing to cover).
  let lowest: number | null = null;
  for (const e of entries) {
    total += e.amount;
    if (e.amount < 0) lowest = Math.min(lowest ?? total, total);
  }
  const move = { learnerId, currency, total, now, points, cover: -(lowest ?? 0) };
  const variant = (points === 0 ? 0 : 1) + (lowest === null ? 0 : 2);
  const [row] =
    moveBalancePrepared[variant]?.(db)?.all(move) ??
    (await moveBalance(db, move, points !== 0, lowest !== null));
  if (!row) {
    if (lowest !== null && (await findWallet(db, learnerId, currency)))
      throw new InsufficientFunds(learnerId);
    throw new Error("applyLedgerEntry: no wallet");
  }
  let balanceAfter = row.balance - total;
  const lines = entries.map((e) => {
    balanceAfter += e.amount;
    return {
      learnerId,
      currency,
      roundId: e.roundId,
      kind: e.kind,
      amount: e.amount,
      balanceAfter,
      createdAt: now,
    };
  });
  if (lines.length > 0 && !insertPrepared(db, ledger, lines, false))
    await db.insert(ledger).values(lines);
  return row.balance;
}

/**
 * Holds `amount` of a learner bank's balance for its dealt round (RULES.md 9: the most its
 * seats can win), only when that much is not spent or held: InsufficientFunds otherwise.
 */
export async function holdFunds(
  db: Queryable,
  learnerId: string,
  currency: string,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  const [row] = await db
    .update(wallets)
    .set({ held: sql`${wallets.held} + ${amount}` })
    .where(
      and(
        eq(wallets.learnerId, learnerId),
        eq(wallets.currency, currency),
        sql`${wallets.balance} - ${wallets.held} >= ${amount}`,
      ),
    )
    .returning({ held: wallets.held });
  if (!row) throw new InsufficientFunds(learnerId);
}

/** Gives back what holdFunds held for a round, as the round settles. */
export async function releaseFunds(
  db: Queryable,
  learnerId: string,
  currency: string,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  await db
    .update(wallets)
    .set({
      held: sql`CASE WHEN ${wallets.held} >= ${amount} THEN ${wallets.held} - ${amount} ELSE 0 END`,
    })
    .where(and(eq(wallets.learnerId, learnerId), eq(wallets.currency, currency)));
}

/** A wallet's balance moved by `total` (applyLedgerEntries), its values or placeholders. */
type BalanceMove = Record<"learnerId" | "currency", string | Placeholder> &
  Record<"total" | "now" | "points" | "cover", number | Placeholder>;

/**
 * The balance moved by `total` and, with `withPoints`, the points; with `covered` only when
 * the balance not held covers `cover` (the deepest debit).
 */
const moveBalance = (db: Queryable, m: BalanceMove, withPoints: boolean, covered: boolean) =>
  db
    .update(wallets)
    .set({
      balance: sql`${wallets.balance} + ${m.total}`,
      updatedAt: sql`${m.now}`,
      ...(withPoints ? { points: pointsPlus(m.points) } : {}),
    })
    .where(
      and(
        eq(wallets.learnerId, m.learnerId),
        eq(wallets.currency, m.currency),
        // A debit never reaches money a bank holds for its dealt round (holdFunds).
        covered ? sql`${wallets.balance} - ${wallets.held} >= ${m.cover}` : undefined,
      ),
    )
    .returning({ balance: wallets.balance });

/** moveBalance's four variants (index: points 1 + covered 2), prepared on SQLite. */
const moveBalancePrepared = [0, 1, 2, 3].map((variant) =>
  preparedOn<{ balance: number }>((db) => {
    const names = ["learnerId", "currency", "total", "now", "points", "cover"] as const;
    const m = Object.fromEntries(names.map((k) => [k, sql.placeholder(k)])) as BalanceMove;
    return moveBalance(db, m, (variant & 1) === 1, (variant & 2) === 2);
  }),
);

/** The points moved by `delta`, never below 0 (CASE rather than max(): SQLite's, not PostgreSQL's). */
const pointsPlus = (delta: number | Placeholder) => {
  const points = sql`${wallets.points} + ${delta}`;
  return sql`case when ${points} < 0 then 0 else ${points} end`;
};

export async function addWalletCounters(
  db: Queryable,
  learnerId: string,
  currency: string,
  counters: { rebuys?: number; points?: number },
): Promise<void> {
  await db
    .update(wallets)
    .set({
      rebuys: sql`${wallets.rebuys} + ${counters.rebuys ?? 0}`,
      points: pointsPlus(counters.points ?? 0),
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
 * entry recorded, or is below zero (money never is: RULES.md 8). Empty when every wallet is
 * consistent.
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
      .filter((r) => r.balance < 0 || r.balance !== r.ledgerSum || r.lastBalanceAfter !== r.balance)
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

/** Ledger entries of these learners (oldest first), optionally of one round. */
export async function ledgerEntries(
  db: Queryable,
  learnerIds: string | readonly string[],
  roundId?: string,
) {
  const ids = typeof learnerIds === "string" ? [learnerIds] : [...learnerIds];
  return await db
    .select()
    .from(ledger)
    .where(
      and(
        inArray(ledger.learnerId, ids),
        roundId === undefined ? undefined : eq(ledger.roundId, roundId),
      ),
    )
    .orderBy(asc(ledger.id));
}

/** Every wallet of a learner (adoption closes them). */
export async function walletsOf(db: Queryable, learnerId: string): Promise<WalletRow[]> {
  return await db
    .select()
    .from(wallets)
    .where(eq(wallets.learnerId, learnerId))
    .orderBy(asc(wallets.currency));
}
