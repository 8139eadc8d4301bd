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
