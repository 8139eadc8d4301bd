/** Input of the Face Up drill's actions: the only shapes the server accepts. */
import { z } from "zod";
import { DECK_SIZE } from "@/lib/engine";

const card = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);

/** The deal names the casino the page shows (`way/variant`): it must be the learner's. */
export const faceUpDealInput = z.object({ ruleSet: z.string().min(1).max(120) });

export const faceUpAnswerInput = z.object({
  dealId: z.uuid(),
  front: z.tuple([card, card]).refine(([a, b]) => a !== b, "two different cards"),
});
