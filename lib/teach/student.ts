/**
 * One student as their teacher sees them: totals, the category breakdown, the trend of EV
 * lost over all their hands, and their costliest recent mistakes replayed beside the best
 * and house-way settings (EVs from the drill's exact-EV cache, so the numbers are the ones
 * the student was graded with).
 */

import { type Actor, canTeach } from "@/lib/auth/roles";
import { findMember, findOwnedClass } from "@/lib/db/classes";
import { dealerTallies } from "@/lib/db/dealer";
import { offlineDecisionCount } from "@/lib/db/offline";
import { recentAttempts } from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import { learnerLossSeries } from "@/lib/db/teach";
import type { HandCategory, SplitEv, Verdict } from "@/lib/engine";
import { type Card, parseCards, parseHand, splitIndex } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { categoryStats } from "@/lib/practice/category-stats";
import { summaryOf, totals } from "./dashboard";
import { notFound, type Outcome } from "./errors";
import type {
  CategoryBreakdown,
  MistakeReplay,
  SettingView,
  StudentDetail,
  TrendBucket,
} from "./views";

/** Points on the trend plot, at most. */
export const TREND_POINTS = 50;
/** The mistakes shown are the costliest of this many latest hands. */
export const MISTAKE_WINDOW = 300;
export const MISTAKE_COUNT = 5;

export function trendBuckets(
  series: ReadonlyArray<{ evLost: number; verdict: string; createdAt: number }>,
  points = TREND_POINTS,
): { bucketSize: number; trend: TrendBucket[] } {
  const bucketSize = Math.max(1, Math.ceil(series.length / points));
  const trend: TrendBucket[] = [];
  for (let start = 0; start < series.length; start += bucketSize) {
    const slice = series.slice(start, start + bucketSize);
    const lost = slice.reduce((s, a) => s + a.evLost, 0);
    const optimal = slice.filter((a) => a.verdict === "optimal").length;
    trend.push({
      from: start + 1,
      to: start + slice.length,
      avgEvLost: lost / slice.length,
      optimalShare: optimal / slice.length,
      at: (slice.at(-1) as { createdAt: number }).createdAt,
    });
  }
  return { bucketSize, trend };
}

const setting = (s: SplitEv): SettingView => ({
  front: [...s.split.front],
  back: [...s.split.back],
  frontValue: s.split.frontValue,
  backValue: s.split.backValue,
  foul: s.split.foul,
  ev: s.ev,
});

/** An attempt replayed: the student's setting, the best one and the house way's. */
export async function replay(
  db: Queryable,
  attempt: {
    id: number;
    hand: string;
    front: string;
    verdict: Verdict;
    category: HandCategory;
    evLost: number;
    createdAt: number;
  },
): Promise<MistakeReplay> {
  const hand = parseHand(attempt.hand);
  const front = parseCards(attempt.front, 2) as [Card, Card];
  const { result } = await handEv(db, hand);
  const chosen = result.splits[
    splitIndex(hand.indexOf(front[0]), hand.indexOf(front[1]))
  ] as SplitEv;
  return {
    attemptId: attempt.id,
    createdAt: attempt.createdAt,
    hand,
    verdict: attempt.verdict,
    category: attempt.category,
    evLost: attempt.evLost,
    yours: setting(chosen),
    best: setting(result.splits[result.best] as SplitEv),
    houseWay: setting(result.splits[result.houseWay] as SplitEv),
    houseWayRule: result.houseWaySetting.rule,
    houseWayReason: result.houseWaySetting.reason,
  };
}

export async function studentDetail(
  db: Queryable,
  actor: Actor,
  classId: string,
  studentId: string,
): Promise<Outcome<StudentDetail, "not-found">> {
  const row = canTeach(actor.role) ? await findOwnedClass(db, classId, actor.id) : undefined;
  const member = row ? await findMember(db, classId, studentId) : undefined;
  if (!row || !member) return notFound;

  const learnerId = member.learnerId;
  const stats = learnerId === null ? null : await categoryStats(db, learnerId);
  const categories: CategoryBreakdown[] = stats?.rows ?? [];
  const { bucketSize, trend } =
    learnerId === null
      ? { bucketSize: 1, trend: [] }
      : trendBuckets(await learnerLossSeries(db, learnerId));
  const mistakes: MistakeReplay[] = [];
  if (learnerId !== null) {
    const costliest = (await recentAttempts(db, learnerId, MISTAKE_WINDOW))
      .filter((a) => a.verdict !== "optimal" && a.evLost > 0)
      // Ties broken by time, then id, so the same five show on every dialect.
      .sort((x, y) => y.evLost - x.evLost || y.createdAt - x.createdAt || y.id - x.id)
      .slice(0, MISTAKE_COUNT);
    for (const a of costliest) mistakes.push(await replay(db, a));
  }

  return {
    status: "success",
    data: {
      class: summaryOf(row),
      student: {
        id: member.id,
        username: member.username,
        joinedAt: member.joinedAt,
        lastActive: stats?.lastAt ?? null,
        offline: learnerId === null ? 0 : await offlineDecisionCount(db, { learnerId }),
        dealer: (learnerId === null ? [] : await dealerTallies(db, learnerId)).reduce(
          (acc, r) => ({ hands: acc.hands + r.hands, right: acc.right + r.right }),
          { hands: 0, right: 0 },
        ),
        ...totals(stats?.hands ?? 0, stats?.optimal ?? 0, stats?.totalEvLost ?? 0),
      },
      categories,
      trend,
      bucketSize,
      mistakes,
      mistakeWindow: MISTAKE_WINDOW,
    },
  };
}
