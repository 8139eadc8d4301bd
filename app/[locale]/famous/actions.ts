"use server";

/**
 * The famous hands' deal: a thin adapter to lib/famous through learnerAction. The answer is the
 * practice drill's (POST /api/practice/submit), graded the same way.
 */
import { famousDealInput } from "@/lib/famous/schemas";
import { dealFamousHand } from "@/lib/famous/service";
import { learnerAction } from "@/lib/learner";
import type { DealView } from "@/lib/practice/views";

export const dealFamousAction = learnerAction(
  famousDealInput,
  { createLearner: true },
  async (input, { db, learnerId }): Promise<{ status: "dealt"; deal: DealView }> => ({
    status: "dealt",
    deal: await dealFamousHand(db, learnerId, input.hand),
  }),
);
