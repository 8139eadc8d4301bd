"use server";

/** The dealer's drill's actions: thin adapters to lib/dealer through learnerAction. */
import {
  dealerAnswerInput,
  dealerDealInput,
  watchdogAnswerInput,
  watchdogDealInput,
} from "@/lib/dealer/schemas";
import { answerDealerHand, dealDealerHand } from "@/lib/dealer/service";
import type {
  DealerDealView,
  DealerGradeView,
  WatchdogDealView,
  WatchdogGradeView,
} from "@/lib/dealer/views";
import { answerWatchdogTable, dealWatchdogTable } from "@/lib/dealer/watchdog-service";
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

export const dealWatchdogAction = learnerAction(
  watchdogDealInput,
  { createLearner: true },
  async (input, { db, learnerId }): Promise<{ status: "dealt"; deal: WatchdogDealView }> => ({
    status: "dealt",
    deal: await dealWatchdogTable(db, learnerId, input.ruleSet),
  }),
);

export const answerWatchdogAction = learnerAction(
  watchdogAnswerInput,
  { createLearner: false },
  async (input, { db, learnerId }): Promise<{ status: "graded"; grade: WatchdogGradeView }> => ({
    status: "graded",
    grade: await answerWatchdogTable(db, learnerId, {
      tableId: input.tableId,
      seats: input.seats as Array<[Card, Card] | null>,
    }),
  }),
);
