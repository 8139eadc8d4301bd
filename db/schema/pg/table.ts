/**
 * The casino table's PostgreSQL tables: defined once, for both dialects, in db/schema/table.ts
 * (the one round model) through the PostgreSQL column kit (money and times as bigint read as
 * numbers, flags as boolean). Typed as SQLite's, as every table the app queries.
 */
import { pgKit } from "../columns";
import { tableSchema } from "../table";
import { learners } from "./practice";

export const { wallets, ledger, rounds, roundSeats } = tableSchema(pgKit, learners);
