/**
 * What the browser's engine worker does (issue 33), as plain functions so the same code is
 * tested in Node and bundled for the browser (scripts/build-offline.ts): deal a hand on the
 * device with a seeded RNG (the uniform drill or a category) and grade a front by exact EV,
 * the server's engine module and the server's grade view (lib/practice/grade-view.ts).
 * esbuild keeps only what these functions reach of the engine (the bench prints the size).
 *
 * A learner's own house way (issue 52 part 3) is not in the bundle: the page hands the worker
 * the way's document with every request that grades under it, and the worker installs it (once)
 * before it builds tables or grades, so the device grades under the learner's own way.
 */
import {
  type Card,
  createRng,
  type DrillFilter,
  deal,
  dealFiltered,
  exactEv,
  grade,
  type WayDocument,
  warmEv,
} from "@/lib/engine";
import { gradeViewOf } from "@/lib/practice/grade-view";
import type { GradeView } from "@/lib/practice/views";
import { evOptionsOf, installOfflineWay, type RuleSet } from "./rule-set";

interface DealRequestMessage {
  type: "deal";
  seed: number;
  filter: DrillFilter | null;
}

export interface GradeRequestMessage {
  type: "grade";
  dealId: string;
  hand: Card[];
  front: [Card, Card];
  drill: "any" | "category";
  ruleSet: RuleSet;
  /** The rules of `ruleSet.way` when it is a learner's own way (installOfflineWay); else none. */
  document?: WayDocument | null;
}

interface WarmRequestMessage {
  type: "warm";
  /** The casino whose tables to build: the one the device grades under. */
  ruleSet: RuleSet;
  document?: WayDocument | null;
}

export type EngineRequest = (DealRequestMessage | GradeRequestMessage | WarmRequestMessage) & {
  id: number;
};

export type EngineAnswer =
  | { id: number; type: "dealt"; hand: Card[] }
  | { id: number; type: "graded"; grade: GradeView; ms: number }
  | { id: number; type: "warm"; ms: number }
  | { id: number; type: "error"; message: string };

/** Seven cards for the uniform drill or one category: the drill's own dealing functions. */
export function dealOnDevice(seed: number, filter: DrillFilter | null): Card[] {
  const rng = createRng(seed);
  return filter === null ? deal(rng, 7) : dealFiltered(rng, filter);
}

/** The grade of `front`, exactly as the server's submit builds it (not yet stored). */
export function gradeOnDevice(m: Omit<GradeRequestMessage, "type">): GradeView {
  installOfflineWay(m.ruleSet, m.document ?? null);
  const options = evOptionsOf(m.ruleSet);
  const result = exactEv(m.hand, options);
  const graded = grade(m.hand, m.front, { result });
  return gradeViewOf(m.hand, result, graded, {
    dealId: m.dealId,
    drill: m.drill,
    cached: false,
    review: null,
    ruleSet: m.ruleSet,
  });
}

export function answer(m: EngineRequest, now: () => number): EngineAnswer {
  try {
    if (m.type === "deal") return { id: m.id, type: "dealt", hand: dealOnDevice(m.seed, m.filter) };
    const start = now();
    if (m.type === "warm") {
      installOfflineWay(m.ruleSet, m.document ?? null);
      warmEv(m.ruleSet);
      return { id: m.id, type: "warm", ms: now() - start };
    }
    const view = gradeOnDevice(m);
    return { id: m.id, type: "graded", grade: view, ms: now() - start };
  } catch (error) {
    return {
      id: m.id,
      type: "error",
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
