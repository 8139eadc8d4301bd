"use server";

import { learnerAction } from "@/lib/learner";
/**
 * Server actions of the drill: thin adapters from the client to lib/practice, each through
 * the one `learnerAction` wrapper (input parsed by zod, learner from the signed cookie,
 * typed `{ status }` result).
 */
import { type DealOutcome, dealHand, retryAttempt } from "@/lib/practice/deal";
import { dealInput, retryInput, submitInput } from "@/lib/practice/schemas";
import { submitAnswerOffThread } from "@/lib/practice/submit";
import type { DealView, GradeView } from "@/lib/practice/views";

/** Deals a hand for the chosen drill (and makes the learner on a first visit). */
export const dealAction = learnerAction(
  dealInput,
  { createLearner: true },
  (input, { db, learnerId }): DealOutcome => dealHand(db, learnerId, input),
);

/** Grades the learner's front for a deal the server made for them. */
export const submitAction = learnerAction(
  submitInput,
  { createLearner: false },
  async (input, { db, learnerId }): Promise<{ status: "graded"; grade: GradeView }> => ({
    status: "graded",
    grade: await submitAnswerOffThread(db, learnerId, {
      dealId: input.dealId,
      front: input.front,
      houseWay: input.houseWay ?? false,
    }),
  }),
);

/** "Try again" on the progress page: deals the hand of an earlier attempt afresh. */
export const retryAction = learnerAction(
  retryInput,
  { createLearner: true },
  (input, { db, learnerId }): { status: "dealt"; deal: DealView } => ({
    status: "dealt",
    deal: retryAttempt(db, learnerId, input.attemptId),
  }),
);
