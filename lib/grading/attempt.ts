/**
 * The practice attempt a graded setting leaves (db `attempts`): one row shape for every place
 * a learner sets a hand and is graded: the drill's answer (lib/practice/submit.ts) and every
 * learner's seat at a table, solo or live (lib/table/settling.ts). Only `decision` attempts
 * count toward statistics (lib/learner/kinds.ts).
 */
import type { NewAttemptRow } from "@/db/schema";
import type { AttemptKind, RecordedDrill } from "@/db/schema/vocabulary";
import { type Card, formatHand, type Grade, handCategory } from "@/lib/engine";

/** Longest decision time stored; longer ones are clamped (the tab was left open). */
export const MAX_DECIDE_MS = 10 * 60 * 1000;

export interface AttemptInput {
  learnerId: string;
  dealId: string;
  hand: readonly Card[];
  /** The hand as dealt, in card text (the deal's own order). */
  handText: string;
  /** The suit-canonical key of the hand (the EV cache's). */
  handKey: string;
  front: readonly Card[];
  graded: Grade;
  drill: RecordedDrill;
  kind: AttemptKind;
  /** When the hand was dealt, and now: the decision time, by the server's clock only. */
  dealtAt: number;
  now: number;
  /** The rule set graded under (`way/variant`). */
  ruleSet: string;
}

export function attemptRow(a: AttemptInput): NewAttemptRow {
  return {
    learnerId: a.learnerId,
    dealId: a.dealId,
    hand: a.handText,
    handKey: a.handKey,
    front: formatHand(a.front),
    verdict: a.graded.verdict,
    ev: a.graded.chosen.ev,
    bestEv: a.graded.best.ev,
    evLost: a.graded.evLost,
    houseWayEv: a.graded.houseWay.ev,
    category: handCategory(a.hand),
    drill: a.drill,
    attemptKind: a.kind,
    decideMs: Math.max(0, Math.min(a.now - a.dealtAt, MAX_DECIDE_MS)),
    createdAt: a.now,
    ruleSet: a.ruleSet,
  };
}
