/**
 * Wallets at the table (RULES.md 8): opened with the starting amount on first use, topped back
 * up by Rebuy between rounds; every change a ledger entry.
 */

import { type Queryable, withTx } from "@/lib/db/store";
import { applyLedgerEntry, findWallet, insertWallet } from "@/lib/db/table";
import { TableError } from "./errors";
import { type Currency, findTable, startAmount, type TableConfig } from "./tables";
import type { WalletView } from "./view-shapes";

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

/** A wallet row as the learner is shown it. */
export const walletView = (
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
