/** Input schemas of the table actions: the only shapes the server accepts from a client. */
import { z } from "zod";
import { DECK_SIZE } from "@/lib/engine";

const card = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);
const tableId = z.string().regex(/^[a-z0-9-]{1,40}$/);
/** A chip value in minor units; the table decides which ones exist. */
const chip = z.number().int().positive().max(100_000_000);

export const tableInput = z.object({ tableId });

export const dealInput = z.object({
  tableId,
  // A bet of more chips than this is junk: the largest limit takes far fewer.
  chips: z.array(chip).min(1).max(100),
  bonusChips: z.array(chip).max(100),
});

export const finishInput = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("front"),
    roundId: z.uuid(),
    front: z.tuple([card, card]),
    confirmFoul: z.boolean(),
  }),
  z.object({ kind: z.literal("house-way"), roundId: z.uuid() }),
]);

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
