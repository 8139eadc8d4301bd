"use server";

/** The Face Up drill's actions: thin adapters to lib/faceup through learnerAction. */
import type { Card } from "@/lib/engine";
import { faceUpAnswerInput, faceUpDealInput } from "@/lib/faceup/schemas";
import { answerFaceUpHand, dealFaceUpHand } from "@/lib/faceup/service";
import type { FaceUpDealView, FaceUpGradeView } from "@/lib/faceup/views";
import { learnerAction } from "@/lib/learner";

export const dealFaceUpAction = learnerAction(
  faceUpDealInput,
  { createLearner: true },
  async (input, { db, learnerId }): Promise<{ status: "dealt"; deal: FaceUpDealView }> => ({
    status: "dealt",
    deal: await dealFaceUpHand(db, learnerId, input.ruleSet),
  }),
);

export const answerFaceUpAction = learnerAction(
  faceUpAnswerInput,
  { createLearner: false },
  async (input, { db, learnerId }): Promise<{ status: "graded"; grade: FaceUpGradeView }> => ({
    status: "graded",
    grade: await answerFaceUpHand(db, learnerId, {
      dealId: input.dealId,
      front: input.front as [Card, Card],
    }),
  }),
);
