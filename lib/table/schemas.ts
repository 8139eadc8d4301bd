/**
 * Input schemas of the table's reads: the only shapes they accept from a client (its verbs'
 * bodies are the live API's, lib/live/api.ts VERB_BODIES).
 */
import { z } from "zod";

// A configured table's id, or one of an own way's tables (tables.ts ownWayTableId).
const tableId = z.string().regex(/^[a-z0-9-]{1,40}(~custom-[0-9a-f]{16}-[a-z]{2,8})?$/);

export const roundInput = z.object({ roundId: z.uuid() });

export const sessionInput = z.object({
  tableId,
  since: z.number().int().min(0).max(8_640_000_000_000_000),
});

export const logQuery = z.object({
  table: tableId.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** Banking: the seat count is checked against the table by the service (forged counts fail). */
export const bankInput = z.object({
  tableId,
  seats: z.number().int().min(0).max(100),
});
