/**
 * The learner's progress as JSON: the query function of the progress page (and of the
 * drill's review counter). Read-only: a visitor without a learner cookie gets empty numbers
 * and no cookie.
 */
import { CASINO_PARAM, parseCasinoSlug, ruleSetKey } from "@/lib/casino/choice";
import { getDb } from "@/lib/db";
import { emptyProgress, progressFor } from "@/lib/practice/progress";
import { currentLearnerId } from "@/lib/learner";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

export async function GET(request: Request) {
  // `?casino=foxwoods-standard`: only hands graded under that rule set; none: every casino.
  const asked = new URL(request.url).searchParams.get(CASINO_PARAM);
  const rs = asked === null ? null : parseCasinoSlug(asked);
  if (asked !== null && rs === null)
    return Response.json(
      { status: "error", code: "unknown-casino" },
      { status: 400, headers: noStore },
    );
  try {
    const db = getDb();
    const learnerId = await currentLearnerId(db);
    const body =
      learnerId === null
        ? emptyProgress()
        : await progressFor(db, learnerId, Date.now(), rs ? ruleSetKey(rs) : undefined);
    return Response.json(body, { headers: noStore });
  } catch (error) {
    console.error("progress query failed", error);
    return Response.json({ status: "error" }, { status: 500, headers: noStore });
  }
}
