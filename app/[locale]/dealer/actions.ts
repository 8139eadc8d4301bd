"use server";

/** The dealer's drill's actions: thin adapters to lib/dealer through learnerAction. */
import { dealerAnswerInput, dealerDealInput } from "@/lib/dealer/schemas";
import { answerDealerHand, dealDealerHand } from "@/lib/dealer/service";
import type { DealerDealView, DealerGradeView } from "@/lib/dealer/views";
import type { Card } from "@/lib/engine";
import { learnerAction } from "@/lib/learner";

export const dealDealerAction = learnerAction(
  dealerDealInput,
  { createLearner: true },
  async (input, { db, learnerId }): Promise<{ status: "dealt"; deal: DealerDealView }> => ({
    status: "dealt",
    deal: await dealDealerHand(db, learnerId, input.mode),
  }),
);

export const answerDealerAction = learnerAction(
  dealerAnswerInput,
  { createLearner: false },
  async (input, { db, learnerId }): Promise<{ status: "graded"; grade: DealerGradeView }> => ({
    status: "graded",
    grade: await answerDealerHand(db, learnerId, {
      dealId: input.dealId,
      front: input.front as [Card, Card],
    }),
  }),
);
