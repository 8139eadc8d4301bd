/**
 * The class dashboard: per student, drill hands, share optimal, EV lost per hand, table
 * rounds and last activity; the category x student heatmap; the class's assignments with each student's
 * progress. One grouped query for the table and the heatmap together, one per assignment.
 */

import type { AssignmentRow } from "@/db/schema";
import { type Actor, canTeach } from "@/lib/auth/roles";
import { findOwnedClass, listAssignments, listMembers } from "@/lib/db/classes";
import { classDealerTallies } from "@/lib/db/dealer";
import { classFamousTallies } from "@/lib/db/famous";
import { classOfflineCounts } from "@/lib/db/offline";
import type { Queryable } from "@/lib/db/store";
import { classCategoryTotals, classTableTotals, classWindowTotals } from "@/lib/db/teach";
import { HAND_CATEGORIES } from "@/lib/engine";
import { notFound, type Outcome } from "./errors";
import type {
  AssignmentView,
  ClassDashboard,
  ClassSummary,
  HeatCell,
  StudentRow,
  Totals,
} from "./views";

/** Assignments shown with progress on the dashboard (newest first). */
const DASHBOARD_ASSIGNMENTS = 10;

const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

export const totals = (hands: number, optimal: number, evLost: number): Totals => ({
  hands,
  optimal,
  optimalShare: share(optimal, hands),
  avgEvLost: share(evLost, hands),
});

export const summaryOf = (row: {
  id: string;
  name: string;
  joinCode: string;
  createdAt: number;
  ruleSet: string;
  fortuneTable?: string | null;
  envySchedule?: string | null;
}): ClassSummary => ({
  id: row.id,
  name: row.name,
  joinCode: row.joinCode,
  createdAt: row.createdAt,
  ruleSet: row.ruleSet,
  fortuneTable: row.fortuneTable ?? null,
  envySchedule: row.envySchedule ?? null,
});

export async function assignmentView(
  db: Queryable,
  classId: string,
  assignment: AssignmentRow,
  ruleSet: string,
): Promise<AssignmentView> {
  const rows = await classWindowTotals(db, classId, {
    drill: assignment.drill,
    filter: assignment.filter,
    from: assignment.createdAt,
    to: assignment.dueAt,
    ruleSet,
  });
  const progress = rows.map((r) => ({
    userId: r.userId,
    done: r.hands,
    optimal: r.optimal,
    complete: r.hands >= assignment.hands,
    optimalShare: share(r.optimal, r.hands),
    avgEvLost: share(r.evLost, r.hands),
  }));
  return {
    id: assignment.id,
    drill: assignment.drill,
    filter: assignment.filter,
    hands: assignment.hands,
    createdAt: assignment.createdAt,
    dueAt: assignment.dueAt,
    completed: progress.filter((p) => p.complete).length,
    progress,
  };
}

export async function classDashboard(
  db: Queryable,
  actor: Actor,
  classId: string,
): Promise<Outcome<ClassDashboard, "not-found">> {
  const row = canTeach(actor.role) ? await findOwnedClass(db, classId, actor.id) : undefined;
  if (!row) return notFound;

  const members = await listMembers(db, classId);
  const offline = new Map((await classOfflineCounts(db, classId)).map((r) => [r.userId, r.n]));
  const dealer = new Map(
    (await classDealerTallies(db, classId)).map((r) => [
      r.userId,
      { hands: r.hands, right: r.right },
    ]),
  );
  const famous = new Map(
    (await classFamousTallies(db, classId)).map((r) => [
      r.userId,
      { hands: r.hands, best: r.best },
    ]),
  );
  const tableRows = await classTableTotals(db, classId);
  const table = new Map(tableRows.map((r) => [r.userId, { rounds: r.rounds, optimal: r.optimal }]));
  // Active at a table is active too.
  const tableLast = new Map(tableRows.map((r) => [r.userId, r.lastAt]));
  const sums = new Map<
    string,
    { hands: number; optimal: number; evLost: number; last: number | null }
  >();
  const heatmap: ClassDashboard["heatmap"] = {};
  const played = new Set<string>();
  for (const r of await classCategoryTotals(db, classId)) {
    const sum = sums.get(r.userId) ?? { hands: 0, optimal: 0, evLost: 0, last: null };
    sum.hands += r.hands;
    sum.optimal += r.optimal;
    sum.evLost += r.evLost;
    if (r.lastAt !== null) sum.last = Math.max(sum.last ?? 0, r.lastAt);
    sums.set(r.userId, sum);
    if (r.category !== null && r.hands > 0) {
      played.add(r.category);
      const cells = heatmap[r.userId] ?? {};
      heatmap[r.userId] = cells;
      cells[r.category] = {
        hands: r.hands,
        avgEvLost: r.evLost / r.hands,
      } satisfies HeatCell;
    }
  }

  const students: StudentRow[] = members.map((m) => {
    const sum = sums.get(m.id) ?? { hands: 0, optimal: 0, evLost: 0, last: null };
    return {
      id: m.id,
      username: m.username,
      joinedAt: m.joinedAt,
      dealer: dealer.get(m.id) ?? { hands: 0, right: 0 },
      famous: famous.get(m.id) ?? { hands: 0, best: 0 },
      table: table.get(m.id) ?? { rounds: 0, optimal: 0 },
      offline: offline.get(m.id) ?? 0,
      lastActive: Math.max(sum.last ?? 0, tableLast.get(m.id) ?? 0) || null,
      ...totals(sum.hands, sum.optimal, sum.evLost),
    };
  });
  const all = [...sums.values()].reduce(
    (acc, s) => ({
      hands: acc.hands + s.hands,
      optimal: acc.optimal + s.optimal,
      evLost: acc.evLost + s.evLost,
    }),
    { hands: 0, optimal: 0, evLost: 0 },
  );
  const assignments: AssignmentView[] = [];
  for (const a of await listAssignments(db, classId, DASHBOARD_ASSIGNMENTS)) {
    assignments.push(await assignmentView(db, classId, a, row.ruleSet));
  }

  return {
    status: "success",
    data: {
      class: summaryOf(row),
      students,
      total: totals(all.hands, all.optimal, all.evLost),
      tableRounds: [...table.values()].reduce((sum, t) => sum + t.rounds, 0),
      categories: HAND_CATEGORIES.filter((c) => played.has(c)),
      heatmap,
      assignments,
    },
  };
}
