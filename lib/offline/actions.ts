/**
 * The offline drill's learner actions (issue 33), behind app/api/offline/*: who the device
 * practises as (made on a first visit, like a deal), the hands the server deals ahead for it,
 * and the sync of its queue.
 */
import "server-only";
import { z } from "zod";
import { learnerAction } from "@/lib/learner";
import { offlineDeals } from "./deals";
import { type OfflineDealsResult, offlineDealsInput, type SyncResult, syncInput } from "./schemas";
import { syncAttempts } from "./sync";

/**
 * The learner this browser practises as: stamped on every attempt the device queues. Never made
 * here: the drill's first deal makes it. A second maker racing that deal (a slow server) would
 * set another learner's cookie after the deal, and the dealt hand could not be graded
 * ("not-your-deal"); the page asks again until the deal has made one.
 */
export const offlineLearnerAction = learnerAction(
  z.object({}),
  { createLearner: false },
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

/**
 * The hands the device may practise offline under a rule set: the server deals them ahead and
 * records them (issue 56, item 11), so only they count when synced. Asked once the device knows
 * its learner; never makes one (a second maker could race the drill's first deal, as above).
 */
export const offlineDealsAction = learnerAction(
  offlineDealsInput,
  { createLearner: false },
  (input, { db, learnerId }): Promise<OfflineDealsResult> =>
    offlineDeals(db, learnerId, input.ruleSet),
);
