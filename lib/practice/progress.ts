/** The numbers of the progress page, from the learner's stored attempts. */

import {
  attemptTotals,
  attemptTotalsByRuleSet,
  recentAttempts,
  reviewCounts,
  type UncountedRow,
  uncountedAttempts,
} from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import { parseCards, parseHand } from "@/lib/engine";
import { categoryStats } from "./category-stats";
import { type MistakeView, NO_UNCOUNTED, type ProgressView, type UncountedCounts } from "./views";

/** Attempts in the trend plot. */
const TREND_SIZE = 100;
/** "Recent" for the costliest mistakes: the learner's last this-many attempts. */
const MISTAKE_WINDOW = 200;
const MISTAKE_COUNT = 6;

const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Optimal answers in a row at the head of `newestFirst`. */
function streakOf(newestFirst: ReadonlyArray<{ verdict: string }>): number {
  const miss = newestFirst.findIndex((a) => a.verdict !== "optimal");
  return miss < 0 ? newestFirst.length : miss;
}

export async function progressFor(
  db: Queryable,
  learnerId: string,
  now = Date.now(),
  ruleSet?: string,
): Promise<ProgressView> {
  const totals = await attemptTotals(db, learnerId, ruleSet);
  const recent = await recentAttempts(db, learnerId, MISTAKE_WINDOW, ruleSet);

  const categories = (await categoryStats(db, learnerId, ruleSet)).rows;
  // Every casino side by side, whatever the filter: each grade against its own dealer.
  const byCasino = (await attemptTotalsByRuleSet(db, learnerId)).map((r) => ({
    ruleSet: r.ruleSet,
    hands: r.hands,
    optimalShare: share(r.optimal, r.hands),
    avgEvLost: share(r.totalEvLost, r.hands),
  }));

  const trend = recent
    .slice(0, TREND_SIZE)
    .reverse()
    .map((a, i, list) => ({
      n: totals.hands - list.length + i + 1,
      evLost: a.evLost,
      verdict: a.verdict,
    }));

  const mistakes: MistakeView[] = recent
    .filter((a) => a.verdict !== "optimal" && a.evLost > 0)
    .sort((x, y) => y.evLost - x.evLost || y.createdAt - x.createdAt)
    .slice(0, MISTAKE_COUNT)
    .map((a) => ({
      attemptId: a.id,
      hand: parseHand(a.hand),
      front: parseCards(a.front, 2) as [number, number],
      verdict: a.verdict,
      evLost: a.evLost,
      category: a.category,
      createdAt: a.createdAt,
    }));

  return {
    summary: {
      hands: totals.hands,
      optimal: totals.optimal,
      optimalShare: share(totals.optimal, totals.hands),
      streak: streakOf(recent),
      avgEvLost: share(totals.totalEvLost, totals.hands),
      totalEvLost: totals.totalEvLost,
      medianDecideMs: median(recent.slice(0, TREND_SIZE).map((a) => a.decideMs)),
      uncounted: uncountedByCause(await uncountedAttempts(db, learnerId)),
    },
    categories,
    trend,
    mistakes,
    review: await reviewCounts(db, learnerId, now),
    byCasino,
    casino: ruleSet ?? null,
  };
}

/**
 * Uncounted attempts by cause: a repeat, a hand the device dealt offline, or the house way set
 * by which button or timer.
 */
export function uncountedByCause(rows: readonly UncountedRow[]): UncountedCounts {
  const counts = { ...NO_UNCOUNTED };
  for (const row of rows) {
    if (row.kind === "retry") counts.retry += row.n;
    else if (row.kind === "unverified") counts.offlineUnverified += row.n;
    else if (row.drill !== "table") counts.practiceButton += row.n;
    else if (row.setBy === "timer") counts[row.solo ? "tableTimer" : "liveTimer"] += row.n;
    else counts[row.solo ? "tableButton" : "liveButton"] += row.n;
  }
  return counts;
}

/** The progress of someone who has not played yet. */
export function emptyProgress(): ProgressView {
  return {
    summary: {
      hands: 0,
      optimal: 0,
      optimalShare: 0,
      streak: 0,
      avgEvLost: 0,
      totalEvLost: 0,
      medianDecideMs: null,
      uncounted: NO_UNCOUNTED,
    },
    categories: [],
    trend: [],
    mistakes: [],
    review: { pending: 0, due: 0, nextDueAt: null },
    byCasino: [],
    casino: null,
  };
}
