/**
 * Wallets at the table (RULES.md 8): opened with the starting amount on first use, topped back
 * up by Rebuy between rounds; every change a ledger entry.
 */

import { hasOpenSeatInCurrency } from "@/lib/db/rounds";
import { type Queryable, withTx } from "@/lib/db/store";
import { addWalletCounters, applyLedgerEntry, findWallet, insertWallet } from "@/lib/db/table";
import { TableError } from "./errors";
import { settleDueOfLearner } from "./settling";
import { type Currency, findTable, startAmount, type TableConfig } from "./tables";
import type { WalletView } from "./views";

export interface TableOptions {
  now?: number;
  /** Test tables (a short timer) are reachable only when this is true. */
  testTables?: boolean;
}

export function requireTable(tableId: string, testTables = false): TableConfig {
  const table = findTable(tableId, testTables);
  // A live table is played only through its seats (lib/live), never as a learner's own.
  if (!table || table.live) throw new TableError("unknown-table");
  return table;
}

const walletView = (
  currency: Currency,
  row: { balance: number; rebuys: number; points: number },
): WalletView => ({
  currency,
  balance: row.balance,
  rebuys: row.rebuys,
  points: row.points,
  start: startAmount(currency),
});

/** The learner's wallet as it stands, without opening it (a read: the start amount if none). */
export async function readWallet(
  db: Queryable,
  learnerId: string,
  currency: Currency,
): Promise<WalletView> {
  const row = await findWallet(db, learnerId, currency);
  return walletView(currency, row ?? { balance: startAmount(currency), rebuys: 0, points: 0 });
}

/** The learner's wallet in a currency, opened with the starting amount on first use. */
export async function ensureWallet(
  db: Queryable,
  learnerId: string,
  currency: Currency,
  now: number,
): Promise<WalletView> {
  let row = await findWallet(db, learnerId, currency);
  if (!row) {
    row = await withTx(db, async (tx) => {
      // Two first visits at once: one insert wins, the other grants nothing.
      if (await insertWallet(tx, learnerId, currency, 0, now)) {
        await applyLedgerEntry(tx, {
          learnerId,
          currency,
          roundId: null,
          kind: "grant",
          amount: startAmount(currency),
          now,
        });
      }
      return findWallet(tx, learnerId, currency);
    });
    if (!row) throw new Error("ensureWallet: wallet missing after insert");
  }
  return walletView(currency, row);
}

/** Tops the balance back up to the starting amount (RULES.md 8); logged and counted. */
export async function rebuy(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions = {},
): Promise<WalletView> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  // A round just past its deadline, not yet swept, is settled first (as the clock would).
  await settleDueOfLearner(db, learnerId, now);
  const wallet = await ensureWallet(db, learnerId, table.currency, now);
  if (wallet.balance >= wallet.start) throw new TableError("rebuy-not-needed");
  await withTx(db, async (tx) => {
    // Between rounds only: an open round's bet is out of the balance for now.
    if (await hasOpenSeatInCurrency(tx, learnerId, table.currency))
      throw new TableError("round-open");
    const current = await findWallet(tx, learnerId, table.currency);
    if (!current || current.balance >= wallet.start) throw new TableError("rebuy-not-needed");
    await applyLedgerEntry(tx, {
      learnerId,
      currency: table.currency,
      roundId: null,
      kind: "rebuy",
      amount: wallet.start - current.balance,
      now,
    });
    await addWalletCounters(tx, learnerId, table.currency, { rebuys: 1 });
  });
  return ensureWallet(db, learnerId, table.currency, now);
}
