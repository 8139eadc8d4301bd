/**
 * A learner's results per hand category, for the progress page and the teacher's student page
 * alike: one query (lib/db/practice.ts), rows in the categories' own order, empty ones left out.
 */

import { attemptTotalsByCategory } from "@/lib/db/practice";
import type { Queryable } from "@/lib/db/store";
import { HAND_CATEGORIES } from "@/lib/engine";
import type { CategoryRow } from "./views";

const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

export interface CategoryStats {
  rows: CategoryRow[];
  /** Over all categories. */
  hands: number;
  optimal: number;
  totalEvLost: number;
  /** Time of the latest decision, or null without any. */
  lastAt: number | null;
}

/** `only: "drills"` leaves table rounds out (lib/db/practice.ts attemptTotalsByCategory). */
export async function categoryStats(
  db: Queryable,
  learnerId: string,
  ruleSet?: string,
  only: "all" | "drills" = "all",
): Promise<CategoryStats> {
  const found = new Map(
    (await attemptTotalsByCategory(db, learnerId, ruleSet, only)).map((r) => [r.category, r]),
  );
  const stats: CategoryStats = { rows: [], hands: 0, optimal: 0, totalEvLost: 0, lastAt: null };
  for (const category of HAND_CATEGORIES) {
    const r = found.get(category);
    if (!r) continue;
    stats.rows.push({
      category,
      hands: r.hands,
      optimal: r.optimal,
      optimalShare: share(r.optimal, r.hands),
      avgEvLost: share(r.totalEvLost, r.hands),
    });
    stats.hands += r.hands;
    stats.optimal += r.optimal;
    stats.totalEvLost += r.totalEvLost;
    stats.lastAt = Math.max(stats.lastAt ?? 0, r.lastAt);
  }
  return stats;
}
