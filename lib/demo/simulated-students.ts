/**
 * Simulated students for demo data and benchmarks: real dealt hands, graded by the real
 * engine, set by a simple model of a player. Each attempt picks one of the hand's 21 splits:
 *
 * - the best split with probability `skill(progress)` (progress 0 -> 1 over their history);
 * - in their `weakness` category, mostly the "biggest back" split (the beginner's habit of
 *   keeping the strongest five cards together), which is often wrong there;
 * - otherwise the house way (half the time, or as often as `houseWay` says), else a near
 *   miss: mostly the second-best legal split.
 *
 * Verdicts and EV lost come from lib/engine/grade.ts, so the numbers are ones the drill
 * could have stored.
 */

import type { HistoryRow } from "@/lib/db/teach-seed";
import type { EvResult, SplitEv } from "@/lib/engine";
import {
  type Card,
  cacheKey,
  type DrillFilter,
  deal,
  dealFiltered,
  formatHand,
  type HandCategory,
  handCategory,
  type Rng,
  randomInt,
  ruleSetKey,
  verdictFor,
} from "@/lib/engine";
import type { AssignmentDrill } from "@/lib/teach/drills";

export interface GradedHand {
  hand: Card[];
  key: string;
  category: HandCategory;
  result: EvResult;
}

export interface StudentModel {
  /** Probability of the best split at progress p in [0, 1]. */
  skill: (p: number) => number;
  weakness?: HandCategory;
  /** In the weak category, how often the habit wins (default 0.85). */
  habit?: number;
  /** When not finding the best, how often they fall back on the house way (default 0.5). */
  houseWay?: number;
}

/** Hands for a pool: `uniform` random deals plus `extra` hands of each named filter. */
export function dealPool(
  rng: Rng,
  uniform: number,
  extra: Partial<Record<DrillFilter, number>> = {},
): Card[][] {
  const hands: Card[][] = [];
  for (let i = 0; i < uniform; i++) hands.push(deal(rng, 7));
  for (const [filter, n] of Object.entries(extra) as Array<[DrillFilter, number]>) {
    for (let i = 0; i < n; i++) hands.push(dealFiltered(rng, filter));
  }
  return hands;
}

export function gradedHand(hand: Card[], result: EvResult): GradedHand {
  return { hand, key: cacheKey(hand), category: handCategory(hand), result };
}

const biggestBack = (splits: readonly SplitEv[]): SplitEv =>
  splits
    .filter((s) => !s.split.foul)
    .reduce((a, b) =>
      b.split.backValue > a.split.backValue ||
      (b.split.backValue === a.split.backValue && b.split.frontValue > a.split.frontValue)
        ? b
        : a,
    );

/** The split a modelled student picks for `g` at progress `p`. */
function pickSplit(rng: Rng, g: GradedHand, model: StudentModel, p: number): SplitEv {
  const { splits } = g.result;
  const best = splits[g.result.best] as SplitEv;
  if (model.weakness === g.category && rng() < (model.habit ?? 0.85)) return biggestBack(splits);
  if (rng() < model.skill(p)) return best;
  if (rng() < (model.houseWay ?? 0.5)) return splits[g.result.houseWay] as SplitEv;
  // A near miss: usually the second-best legal split, sometimes the third or fourth.
  const legal = splits
    .filter((s) => !s.split.foul && s !== best)
    .sort((a, b) => b.ev - a.ev)
    .slice(0, 3);
  if (legal.length === 0 || rng() < 0.005) return splits[randomInt(rng, splits.length)] as SplitEv;
  const r = rng();
  return legal[Math.min(legal.length - 1, r < 0.65 ? 0 : r < 0.9 ? 1 : 2)] as SplitEv;
}

export interface SessionPlan {
  /** Hands in the history. */
  hands: number;
  /** Spread over [start, end] (ms), in sittings of 15-40 hands. */
  start: number;
  end: number;
  /** Drill of every attempt, and the deal's filter (for a category drill). */
  drill?: (i: number) => { drill: AssignmentDrill; filter: DrillFilter | null };
}

/**
 * A student's history: which pool hands they were dealt (uniformly, or of the drill's
 * filter), what they chose, and the engine's grade, as rows for lib/db/teach-seed.ts.
 */
export function simulateHistory(
  rng: Rng,
  pool: readonly GradedHand[],
  model: StudentModel,
  plan: SessionPlan,
  newId: () => string,
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const byFilter = new Map<string, GradedHand[]>();
  const sittings = Math.max(1, Math.round(plan.hands / 25));
  const span = Math.max(1, plan.end - plan.start);
  let at = plan.start;
  for (let i = 0; i < plan.hands; i++) {
    // A new sitting every ~25 hands, spread evenly with some jitter; ~6-20 s per hand inside.
    if (i % Math.ceil(plan.hands / sittings) === 0) {
      const k = Math.floor(i / Math.ceil(plan.hands / sittings));
      at = Math.max(at, plan.start + (span * (k + rng() * 0.5)) / sittings);
    }
    const { drill, filter } = plan.drill?.(i) ?? { drill: "any", filter: null };
    let candidates: readonly GradedHand[] = pool;
    if (filter !== null) {
      let list = byFilter.get(filter);
      if (!list) {
        list = pool.filter((g) =>
          filter === "joker" ? g.hand.includes(52) : g.category === filter,
        );
        byFilter.set(filter, list);
      }
      if (list.length > 0) candidates = list;
    }
    const g = candidates[randomInt(rng, candidates.length)] as GradedHand;
    const chosen = pickSplit(rng, g, model, plan.hands <= 1 ? 1 : i / (plan.hands - 1));
    const best = g.result.splits[g.result.best] as SplitEv;
    const decideMs = Math.round(4000 + rng() * 16000);
    at += decideMs + 1500;
    rows.push({
      dealId: newId(),
      hand: formatHand(g.hand),
      handKey: g.key,
      front: formatHand(chosen.split.front),
      verdict: verdictFor(chosen, best),
      ev: chosen.ev,
      bestEv: best.ev,
      evLost: Math.max(0, best.ev - chosen.ev),
      houseWayEv: (g.result.splits[g.result.houseWay] as SplitEv).ev,
      category: g.category,
      drill,
      filter,
      decideMs,
      createdAt: Math.round(Math.min(at, plan.end)),
      ruleSet: ruleSetKey(g.result.ruleSet),
    });
  }
  return rows;
}

/** Skill that rises linearly from `from` to `to` over the history. */
export const improving =
  (from: number, to: number) =>
  (p: number): number =>
    from + (to - from) * p;

export const steady = (level: number) => (): number => level;
