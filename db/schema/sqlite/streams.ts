/** Stream leases (issue 29): defined once, for both dialects, in db/schema/streams.ts. */
import { sqliteKit } from "../columns";
import { streamSchema } from "../streams";

export const { streamLeases } = streamSchema(sqliteKit);

export type StreamLeaseRow = typeof streamLeases.$inferSelect;
