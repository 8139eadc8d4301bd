/**
 * Rebuy (RULES.md 8): tops a balance back up to the starting amount, between rounds only;
 * logged in the ledger and counted. It never turns a debt into a grant: no balance is below 0.
 */
import { hasOpenSeatInCurrency } from "@/lib/db/rounds";
import { type Queryable, withTx } from "@/lib/db/store";
import { addWalletCounters, applyLedgerEntry, findWallet } from "@/lib/db/table";
import { TableError } from "./errors";
import { settleDueOfLearner } from "./own-table";
import type { WalletView } from "./view-shapes";
import { ensureWallet, requireTable, type TableOptions } from "./wallet";

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
