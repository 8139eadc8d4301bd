/**
 * The drill's learner actions: thin adapters from a request to lib/practice, each through the
 * one `learnerAction` wrapper (input parsed by zod, learner from the signed cookie, typed
 * `{ status }` result). The JSON endpoints (app/api/practice/*) serve them, and the drill's
 * client (components/drill/practice-api.ts) takes its request and answer types from them.
 */
import "server-only";
import { learnerAction } from "@/lib/learner";
import { type DealOutcome, dealHand, retryAttempt } from "./deal";
import { dealInput, retryInput, submitInput } from "./schemas";
import { submitAnswer } from "./submit";
import type { DealView, GradeView } from "./views";

/** Deals a hand for the chosen drill (and makes the learner on a first visit). */
export const dealAction = learnerAction(
  dealInput,
  { createLearner: true },
  (input, { db, learnerId }): Promise<DealOutcome> => dealHand(db, learnerId, input),
);

/** Grades the learner's front for a deal the server made for them. */
export const submitAction = learnerAction(
  submitInput,
  { createLearner: false },
  async (input, { db, learnerId }): Promise<{ status: "graded"; grade: GradeView }> => ({
    status: "graded",
    grade: await submitAnswer(db, learnerId, {
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
  async (input, { db, learnerId }): Promise<{ status: "dealt"; deal: DealView }> => ({
    status: "dealt",
    deal: await retryAttempt(db, learnerId, input.attemptId),
  }),
);
