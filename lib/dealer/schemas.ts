/** Input of the dealer's drill's actions: the only shapes the server accepts. */
import { z } from "zod";
import { DEALER_MODES } from "@/db/schema/vocabulary";
import { DECK_SIZE } from "@/lib/engine";

const card = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);

export const dealerDealInput = z.object({ mode: z.enum(DEALER_MODES) });

export const dealerAnswerInput = z.object({
  dealId: z.uuid(),
  front: z.tuple([card, card]).refine(([a, b]) => a !== b, "two different cards"),
});

/** The watchdog drill's deal names the casino the page shows (`way/variant`): it must be the learner's. */
export const watchdogDealInput = z.object({ ruleSet: z.string().min(1).max(120) });

/** Upper bound of an answer's list (the table has WATCHDOG_SEATS; a longer list is refused by count). */
const MAX_LISTED = 16;

/**
 * One entry per hand of the table, in its order: null = left as the dealer set it, two cards =
 * flagged as set wrongly, with the front of the right setting.
 */
export const watchdogAnswerInput = z.object({
  tableId: z.uuid(),
  seats: z
    .array(z.union([z.null(), z.tuple([card, card]).refine(([a, b]) => a !== b, "two cards")]))
    .min(1)
    .max(MAX_LISTED),
});
