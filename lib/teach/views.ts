/**
 * What the teacher's pages receive: plain serializable shapes (cards as engine integers).
 * Client-safe: types only.
 */

import type { Card, DrillFilter, HandCategory, Reason, Verdict } from "@/lib/engine";
import type { CategoryRow } from "@/lib/practice/views";
import type { AssignmentDrill } from "./drills";

/** A student's or a class's drill hands (table rounds are counted apart). */
export interface Totals {
  hands: number;
  optimal: number;
  /** optimal / hands (0 without hands). */
  optimalShare: number;
  /** Mean EV lost per hand, units of the bet; x100 is "per 100 hands". */
  avgEvLost: number;
}

export interface StudentRow extends Totals {
  id: string;
  username: string;
  /** Time of the latest attempt, or null. */
  lastActive: number | null;
  joinedAt: number;
  /** The dealer's drill: answers and right ones, every casino together. */
  dealer: { hands: number; right: number };
  /** Famous hands set (first settings only, as assignments count them) and set at the best split. */
  famous: { hands: number; best: number };
  /** Rounds set at a table (solo, banking, live or class table), not counted in `hands`. */
  table: { rounds: number; optimal: number };
  /** Of `hands`, those practised offline and synced (issue 33), marked on the class table. */
  offline: number;
}

export interface HeatCell {
  hands: number;
  avgEvLost: number;
}

interface AssignmentProgress {
  userId: string;
  done: number;
  /** Of `done`, the optimal ones (the dealer's drill: the right ones). */
  optimal: number;
  complete: boolean;
  optimalShare: number;
  avgEvLost: number;
}

export interface AssignmentView {
  id: string;
  drill: AssignmentDrill;
  filter: DrillFilter | null;
  hands: number;
  createdAt: number;
  dueAt: number | null;
  /** Students who played all the hands. */
  completed: number;
  progress: AssignmentProgress[];
}

export interface ClassSummary {
  id: string;
  name: string;
  joinCode: string;
  createdAt: number;
  /** The class's casino (`way/variant`). */
  ruleSet: string;
  /** Its side-bet pay tables by name (RULES.md 13.2); null: each table's own. */
  fortuneTable: string | null;
  envySchedule: string | null;
}

export interface ClassDashboard {
  class: ClassSummary;
  students: StudentRow[];
  total: Totals;
  /** Table rounds of the whole class. */
  tableRounds: number;
  /** Categories anyone in the class has played, in HAND_CATEGORIES order. */
  categories: HandCategory[];
  /** userId -> category -> cell. */
  heatmap: Record<string, Partial<Record<HandCategory, HeatCell>>>;
  assignments: AssignmentView[];
}

/** The one category row type (lib/practice/category-stats.ts), under the dashboard's name. */
export type CategoryBreakdown = CategoryRow;

export interface TrendBucket {
  /** Hand numbers covered, 1-based and inclusive. */
  from: number;
  to: number;
  avgEvLost: number;
  optimalShare: number;
  /** Time of the bucket's last hand. */
  at: number;
}

export interface SettingView {
  front: Card[];
  back: Card[];
  frontValue: number;
  backValue: number;
  foul: boolean;
  ev: number;
}

export interface MistakeReplay {
  attemptId: number;
  createdAt: number;
  /** The rule set the attempt was graded under and is replayed under (`way/variant`). */
  ruleSet: string;
  hand: Card[];
  verdict: Verdict;
  category: HandCategory;
  evLost: number;
  yours: SettingView;
  best: SettingView;
  houseWay: SettingView;
  houseWayRule: string;
  houseWayReason: Reason;
}

/** One casino's costliest mistakes, each replayed under that casino's rules. */
export interface CasinoMistakes {
  /** The rule set (`way/variant`) every mistake here was graded under. */
  ruleSet: string;
  mistakes: MistakeReplay[];
}

export interface StudentDetail {
  class: ClassSummary;
  student: StudentRow;
  categories: CategoryBreakdown[];
  trend: TrendBucket[];
  /** Hands per trend bucket. */
  bucketSize: number;
  /** The costliest mistakes, ranked within each casino (the class's first). */
  mistakes: CasinoMistakes[];
  /** How many of the latest hands the mistakes were picked from. */
  mistakeWindow: number;
}

/** What a student sees of an assignment. */
export interface StudentAssignment {
  id: string;
  classId: string;
  className: string;
  drill: AssignmentDrill;
  filter: DrillFilter | null;
  hands: number;
  dueAt: number | null;
  done: number;
  /** The class's casino (`way/variant`): only hands graded under it count. */
  ruleSet: string;
  complete: boolean;
  overdue: boolean;
}
