/** The Face Up drill's count on the learner's progress page (server only). */
import "server-only";
import { getDb } from "@/lib/db";
import { faceUpTally } from "@/lib/db/faceup";
import { currentLearnerId } from "@/lib/learner/identity";

export async function myFaceUpTally(): Promise<{ hands: number; right: number }> {
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  return learnerId === null ? { hands: 0, right: 0 } : faceUpTally(db, learnerId);
}
