/**
 * The casino table's SQLite tables: defined once, for both dialects, in db/schema/table.ts
 * (the one round model) through the SQLite column kit.
 */
import { sqliteKit } from "../columns";
import { tableSchema } from "../table";
import { learners } from "./practice";

export const { wallets, ledger, rounds, roundSeats } = tableSchema(sqliteKit, learners);

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerRow = typeof ledger.$inferSelect;
export type NewLedgerRow = typeof ledger.$inferInsert;
export type RoundRow = typeof rounds.$inferSelect;
export type NewRoundRow = typeof rounds.$inferInsert;
export type RoundSeatRow = typeof roundSeats.$inferSelect;
export type NewRoundSeatRow = typeof roundSeats.$inferInsert;
