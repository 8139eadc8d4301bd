/**
 * One student as their teacher sees them: totals, the category breakdown, the trend of EV
 * lost over all their hands, and their costliest recent mistakes replayed beside the best
 * and house-way settings (EVs from the drill's exact-EV cache, so the numbers are the ones
 * the student was graded with).
 *
 * Each mistake is replayed under the casino rule set its attempt was graded under (its dealer,
 * its house way, its settlement), and mistakes are ranked within their casino: the class's
 * casino first, then any other the student practised for. One ranking across casinos would
 * set losses against different dealers and payouts side by side, and would bury the mistakes
 * at the casino the teacher teaches for under another casino's.
 */

import { type Actor, canTeach } from "@/lib/auth/roles";
import { storedRuleSet } from "@/lib/casino/choice";
import { findMember, findOwnedClass } from "@/lib/db/classes";
import { dealerTallies } from "@/lib/db/dealer";
import { famousTally } from "@/lib/db/famous";
import { offlineDecisionCount } from "@/lib/db/offline";
import { recentAttempts } from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import { learnerLossSeries, learnerTableTotals } from "@/lib/db/teach";
import type { HandCategory, SplitEv, Verdict } from "@/lib/engine";
import { type Card, parseCards, parseHand, splitIndex } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { categoryStats } from "@/lib/practice/category-stats";
import { ensureWayInstalled } from "@/lib/ways/service";
import { summaryOf, totals } from "./dashboard";
import { notFound, type Outcome } from "./errors";
import type {
  CasinoMistakes,
  CategoryBreakdown,
  MistakeReplay,
  SettingView,
  StudentDetail,
  TrendBucket,
} from "./views";

/** Points on the trend plot, at most. */
const TREND_POINTS = 50;
/** The mistakes shown are the costliest of this many latest hands. */
const MISTAKE_WINDOW = 300;
/** Mistakes shown per casino. */
const MISTAKE_COUNT = 5;

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

interface RankedAttempt {
  id: number;
  verdict: Verdict;
  evLost: number;
  createdAt: number;
  /** The rule set the attempt was graded under (`way/variant`). */
  ruleSet: string;
}

/**
 * The costliest mistakes of `attempts`, ranked within each rule set (at most `count` each):
 * `first` (the class's casino) leads, then the others by how many of the attempts were
 * played there, then by key. Rule sets without a mistake are left out.
 */
export function costliestByRuleSet<A extends RankedAttempt>(
  attempts: readonly A[],
  first: string,
  count = MISTAKE_COUNT,
): Array<{ ruleSet: string; attempts: A[] }> {
  const played = new Map<string, number>();
  const mistakes = new Map<string, A[]>();
  for (const a of attempts) {
    played.set(a.ruleSet, (played.get(a.ruleSet) ?? 0) + 1);
    if (a.verdict === "optimal" || a.evLost <= 0) continue;
    const list = mistakes.get(a.ruleSet);
    if (list) list.push(a);
    else mistakes.set(a.ruleSet, [a]);
  }
  const order = (key: string) => (key === first ? 0 : 1);
  return [...mistakes.entries()]
    .sort(
      ([x], [y]) =>
        order(x) - order(y) || (played.get(y) ?? 0) - (played.get(x) ?? 0) || x.localeCompare(y),
    )
    .map(([ruleSet, list]) => ({
      ruleSet,
      // Ties broken by time, then id, so the same ones show on every dialect.
      attempts: list
        .sort((x, y) => y.evLost - x.evLost || y.createdAt - x.createdAt || y.id - x.id)
        .slice(0, count),
    }));
}

/**
 * An attempt replayed under the rule set it was graded under: the student's setting, the
 * best one and that casino's house way, with that casino's EVs.
 */
async function replay(
  db: Queryable,
  attempt: {
    id: number;
    hand: string;
    front: string;
    verdict: Verdict;
    category: HandCategory;
    evLost: number;
    createdAt: number;
    ruleSet: string;
  },
): Promise<MistakeReplay> {
  const hand = parseHand(attempt.hand);
  const front = parseCards(attempt.front, 2) as [Card, Card];
  const rules = storedRuleSet(attempt.ruleSet);
  // A learner's own way is installed from the store before its EV is computed here.
  await ensureWayInstalled(db, rules.way);
  const { result } = await handEv(db, hand, Date.now(), rules);
  const chosen = result.splits[
    splitIndex(hand.indexOf(front[0]), hand.indexOf(front[1]))
  ] as SplitEv;
  return {
    attemptId: attempt.id,
    createdAt: attempt.createdAt,
    ruleSet: attempt.ruleSet,
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
  // The drills' hands; table rounds apart (issue 56 item 9).
  const stats = learnerId === null ? null : await categoryStats(db, learnerId, undefined, "drills");
  const table =
    learnerId === null
      ? { rounds: 0, optimal: 0, lastAt: null }
      : await learnerTableTotals(db, learnerId);
  const categories: CategoryBreakdown[] = stats?.rows ?? [];
  const { bucketSize, trend } =
    learnerId === null
      ? { bucketSize: 1, trend: [] }
      : trendBuckets(await learnerLossSeries(db, learnerId));
  const mistakes: CasinoMistakes[] = [];
  if (learnerId !== null) {
    const recent = await recentAttempts(db, learnerId, MISTAKE_WINDOW);
    for (const group of costliestByRuleSet(recent, row.ruleSet)) {
      const replays: MistakeReplay[] = [];
      for (const a of group.attempts) replays.push(await replay(db, a));
      mistakes.push({ ruleSet: group.ruleSet, mistakes: replays });
    }
  }

  return {
    status: "success",
    data: {
      class: summaryOf(row),
      student: {
        id: member.id,
        username: member.username,
        joinedAt: member.joinedAt,
        lastActive: Math.max(stats?.lastAt ?? 0, table.lastAt ?? 0) || null,
        offline: learnerId === null ? 0 : await offlineDecisionCount(db, { learnerId }),
        dealer: (learnerId === null ? [] : await dealerTallies(db, learnerId)).reduce(
          (acc, r) => ({ hands: acc.hands + r.hands, right: acc.right + r.right }),
          { hands: 0, right: 0 },
        ),
        famous: learnerId === null ? { hands: 0, best: 0 } : await famousTally(db, learnerId),
        table: { rounds: table.rounds, optimal: table.optimal },
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
