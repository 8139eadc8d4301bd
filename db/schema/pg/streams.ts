/** Stream leases (issue 29): defined once, for both dialects, in db/schema/streams.ts. */
import { pgKit } from "../columns";
import { streamSchema } from "../streams";

// UNLOGGED (added by hand to drizzle-pg's migration, as rate_buckets): throw-away state whose
// commits need not wait for a WAL flush; after a crash the table is empty, as no stream is open.
export const { streamLeases } = streamSchema(pgKit);

export type StreamLeaseRow = typeof streamLeases.$inferSelect;
