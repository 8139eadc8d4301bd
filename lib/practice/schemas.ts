/** Input schemas of the practice actions: the only shapes the server accepts from a client. */
import { z } from "zod";
import { DECK_SIZE, DRILL_FILTERS } from "@/lib/engine";
import { isBeatRuleKey } from "./beat";

const card = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);

export const dealInput = z.discriminatedUnion("drill", [
  z.object({ drill: z.literal("any") }),
  z.object({ drill: z.literal("category"), filter: z.enum(DRILL_FILTERS) }),
  z.object({ drill: z.literal("traps") }),
  z.object({ drill: z.literal("review") }),
  z.object({
    drill: z.literal("beat"),
    rule: z.string().max(16).refine(isBeatRuleKey, "a rule of a trainer's list").nullable(),
  }),
]);

export const submitInput = z.object({
  dealId: z.uuid(),
  front: z.tuple([card, card]).refine(([a, b]) => a !== b, "two different cards"),
  /** The client's measure; accepted for compatibility, ignored (the server measures). */
  decideMs: z.number().finite().min(0).optional(),
  /** The front came from the House Way button. */
  houseWay: z.boolean().optional(),
});

export const retryInput = z.object({
  attemptId: z.number().int().positive(),
});

export const openDealInput = z.object({ dealId: z.uuid() });
