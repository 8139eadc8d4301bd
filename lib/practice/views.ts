/**
 * What the practice services hand to the browser: plain, serializable shapes with cards as
 * engine integers. Client-safe (types and constants only; no server imports).
 */

import type { DrillKind } from "@/db/schema/vocabulary";
import type { Card, Reason, RuleSet, Verdict } from "@/lib/engine";
import { DRILL_FILTERS, type DrillFilter, type HandCategory } from "@/lib/engine";
import type { SplitView } from "@/lib/grading/views";
import type { AttemptKind } from "@/lib/learner/kinds";

// How a hand was chosen, and every `drill` a deal or attempt row can hold: the schema's lists.
export type { DrillKind, RecordedDrill } from "@/db/schema/vocabulary";

export const isDrillFilter = (value: unknown): value is DrillFilter =>
  typeof value === "string" && (DRILL_FILTERS as readonly string[]).includes(value);

/** What the learner can ask the dealer for (retry goes through its own action). */
export type DealRequest =
  | { drill: "any" }
  | { drill: "category"; filter: DrillFilter }
  | { drill: "traps" }
  | { drill: "review" }
  /** "Beat the house way": the trainer's way departs from the house way (by rule, or any). */
  | { drill: "beat"; rule: string | null };

export interface DealView {
  dealId: string;
  /** Seven cards in dealt order. */
  hand: Card[];
  drill: DrillKind;
  filter: DrillFilter | null;
  dealtAt: number;
  /** For review deals: how many times this hand was missed before. */
  lapses: number | null;
  /** The casino rule set the hand will be graded under (fixed at the deal). */
  ruleSet: RuleSet;
}

/** The review queue at a glance. */
export interface ReviewQueue {
  /** Hands waiting to come back (due now or later). */
  pending: number;
  /** Of those, due now. */
  due: number;
  /** When the next one falls due (ms), or null when none is waiting. */
  nextDueAt: number | null;
}

export interface GradeView {
  dealId: string;
  hand: Card[];
  drill: DrillKind;
  verdict: Verdict;
  /** Indexes into `splits` (SPLIT_PAIRS order). */
  chosen: number;
  best: number;
  houseWay: number;
  evLost: number;
  /** The house way's rule label ("8", "3>8") and its reason as message key + params. */
  houseWayRule: string;
  houseWayReason: Reason;
  category: HandCategory;
  dealerHands: number;
  commission: number;
  splits: SplitView[];
  /** True when the EV came from the cache instead of being computed. */
  cached: boolean;
  /** Where this hand now stands in the review queue (null: not scheduled). */
  review: { dueAt: number; lapses: number; retired: boolean } | null;
  /** How the attempt was recorded: only a `decision` counts toward statistics. */
  attemptKind?: AttemptKind;
  /** The casino rule set it was graded under: its dealer's house way and its settlement. */
  ruleSet: RuleSet;
}

interface ProgressSummary {
  hands: number;
  optimal: number;
  /** optimal / hands, 0 when no hands. */
  optimalShare: number;
  /** Optimal answers in a row up to the latest (counted over the recent attempts). */
  streak: number;
  /** Mean EV lost per hand (units of the bet). */
  avgEvLost: number;
  totalEvLost: number;
  medianDecideMs: number | null;
  /** Attempts recorded but not counted above: repeats of solved hands, house-way settings. */
  uncounted: UncountedCounts;
}

/**
 * Attempts that do not count, by what caused them: a repeat of a solved hand, a hand practised
 * offline that the device dealt itself, or the house way setting the hand: practice's House Way button (H), a table's House Way button or its
 * timer, a live table's House Way button or its timer.
 */
export interface UncountedCounts {
  retry: number;
  /** Practised offline on hands the device dealt itself (issue 56, item 11). */
  offlineUnverified: number;
  practiceButton: number;
  tableButton: number;
  tableTimer: number;
  liveButton: number;
  liveTimer: number;
}

export const NO_UNCOUNTED: UncountedCounts = {
  retry: 0,
  offlineUnverified: 0,
  practiceButton: 0,
  tableButton: 0,
  tableTimer: 0,
  liveButton: 0,
  liveTimer: 0,
};

/** One hand category of a learner's results (progress and the teacher's student page). */
export interface CategoryRow {
  category: HandCategory;
  hands: number;
  optimal: number;
  optimalShare: number;
  avgEvLost: number;
}

export interface TrendPoint {
  /** 1-based number of the attempt among all of this learner's attempts. */
  n: number;
  evLost: number;
  verdict: Verdict;
}

export interface MistakeView {
  attemptId: number;
  hand: Card[];
  front: [Card, Card];
  verdict: Verdict;
  evLost: number;
  category: HandCategory;
  createdAt: number;
}

export interface ProgressView {
  summary: ProgressSummary;
  categories: CategoryRow[];
  trend: TrendPoint[];
  mistakes: MistakeView[];
  review: ReviewQueue;
  /** Counted hands per casino rule set (`way/variant`), each graded against its own dealer. */
  byCasino: Array<{ ruleSet: string; hands: number; optimalShare: number; avgEvLost: number }>;
  /** The rule set the rest is filtered to, or null for every casino together. */
  casino: string | null;
}

/** The 21 exact splits as the grade shows them (the drill's and the table coach's). */

export type { SplitView } from "@/lib/grading/views";
