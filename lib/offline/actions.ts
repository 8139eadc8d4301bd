/**
 * The offline drill's two learner actions (issue 33), behind app/api/offline/*: who the device
 * practises as (made on a first visit, like a deal), and the sync of its queue.
 */
import "server-only";
import { z } from "zod";
import { learnerAction } from "@/lib/learner";
import { type SyncResult, syncInput } from "./schemas";
import { syncAttempts } from "./sync";

/** The learner this browser practises as: stamped on every attempt the device queues. */
export const offlineLearnerAction = learnerAction(
  z.object({}),
  { createLearner: true },
  async (_input, { learnerId }): Promise<{ status: "learner"; learnerId: string }> => ({
    status: "learner",
    learnerId,
  }),
);

/** Stores a batch of the device's attempts, each once, each graded again here. */
export const syncAction = learnerAction(
  syncInput,
  { createLearner: false },
  async (input, { db, learnerId }): Promise<SyncResult> => ({
    status: "synced",
    results: await syncAttempts(db, learnerId, input.attempts),
  }),
);
