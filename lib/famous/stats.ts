/** The famous hands' count on the learner's progress page (server only). */
import "server-only";
import { getDb } from "@/lib/db";
import { famousTally } from "@/lib/db/famous";
import { currentLearnerId } from "@/lib/learner/identity";

export async function myFamousTally(): Promise<{ hands: number; best: number }> {
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  return learnerId === null ? { hands: 0, best: 0 } : famousTally(db, learnerId);
}
