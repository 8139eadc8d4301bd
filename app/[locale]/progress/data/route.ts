/**
 * The learner's progress as JSON: the query function of the progress page (and of the
 * drill's review counter). Read-only: a visitor without a learner cookie gets empty numbers
 * and no cookie.
 */
import { getDb } from "@/lib/db";
import { emptyProgress, progressFor } from "@/lib/practice/progress";
import { currentLearnerId } from "@/lib/learner";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export async function GET() {
  try {
    const db = getDb();
    const learnerId = await currentLearnerId(db);
    const body = learnerId === null ? emptyProgress() : await progressFor(db, learnerId);
    return Response.json(body, { headers: noStore });
  } catch (error) {
    console.error("progress query failed", error);
    return Response.json({ status: "error" }, { status: 500, headers: noStore });
  }
}
