/**
 * Input of the famous hands' deal: the hand's id. Any text of a sane length passes here, so an
 * unknown id gets its own typed refusal (`unknown-hand`) from the service, not a shape error.
 * Answers go through the practice drill's submit (lib/practice/schemas.ts submitInput).
 */
import { z } from "zod";

export const famousDealInput = z.object({ hand: z.string().min(1).max(64) });
