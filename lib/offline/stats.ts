/**
 * The offline mark on progress and the teacher's student page (issue 33): how many of the
 * counted hands were practised offline. Server only.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { offlineDecisionCount } from "@/lib/db/offline";
import { currentLearnerId } from "@/lib/learner";

/** The current learner's (0 without a learner cookie or session). */
export async function myOfflineCount(): Promise<number> {
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  return learnerId === null ? 0 : offlineDecisionCount(db, { learnerId });
}

/** A student's, by account: call only after the teacher's access to the student was checked. */
export function studentOfflineCount(userId: string): Promise<number> {
  return offlineDecisionCount(getDb(), { userId });
}
