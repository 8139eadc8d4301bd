/**
 * The practice drill's PostgreSQL tables: defined once, for both dialects, in
 * db/schema/practice.ts through the PostgreSQL column kit (times as bigint read as numbers,
 * EVs as double precision, the offline flag as boolean). Typed as SQLite's, as every table the
 * app queries.
 */
import { pgKit } from "../columns";
import { practiceSchema } from "../practice";

export const { learners, deals, offlineDeals, attempts, reviews, evCache } = practiceSchema(pgKit);
