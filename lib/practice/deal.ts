/**
 * Dealing: the server picks the hand and remembers it, so a submission can only answer a
 * hand this learner was really dealt. Every drill deals in well under 50 ms: uniform hands
 * and categories through the engine's dealFiltered, traps from the trap pool, review and
 * "try again" from stored hands.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { DealRow } from "@/db/schema";
import { storedRuleSet } from "@/lib/casino/choice";
import { learnerRuleSetKey } from "@/lib/db/learners";
import { findAttempt, findDeal, firstDueReview, insertDeal, reviewCounts } from "@/lib/db/practice";
import { type Queryable, writeOnce } from "@/lib/db/store";
import {
  type Card,
  createRng,
  type DrillFilter,
  deal,
  dealFiltered,
  formatHand,
  parseHand,
  type Rng,
  randomInt,
  ruleSetKey,
} from "@/lib/engine";
import { dealBeat } from "./beat";
import { PracticeError } from "./errors";
import { dealTrap, trapPool } from "./traps";
import {
  type DealRequest,
  type DealView,
  type DrillKind,
  isDrillFilter,
  type ReviewQueue,
} from "./views";

/** A deal older than this can no longer be answered (it is stale). */
export const DEAL_TTL_MS = 24 * 60 * 60 * 1000;

export interface DealOptions {
  now?: number;
  rng?: Rng;
}

export type DealOutcome =
  | { status: "dealt"; deal: DealView }
  | { status: "review-empty"; queue: ReviewQueue };

/** A fresh seeded RNG per deal: replayable when a test passes its own. */
const freshRng = (): Rng => createRng(randomBytes(4).readUInt32LE(0));

export function toDealView(row: DealRow, lapses: number | null = null): DealView {
  return {
    dealId: row.id,
    hand: parseHand(row.hand),
    drill: row.drill as DrillKind,
    filter: row.filter !== null && isDrillFilter(row.filter) ? row.filter : null,
    dealtAt: row.dealtAt,
    lapses,
    ruleSet: storedRuleSet(row.ruleSet),
  };
}

async function storeDeal(
  db: Queryable,
  learnerId: string,
  hand: readonly Card[],
  drill: DrillKind,
  filter: DrillFilter | null,
  now: number,
  lapses: number | null = null,
): Promise<DealView> {
  // The learner's casino now: the deal keeps it, so the grade never changes with the setting.
  const ruleSet = (await learnerRuleSetKey(db, learnerId)) ?? "seed/standard";
  const row: DealRow = {
    id: randomUUID(),
    learnerId,
    hand: formatHand(hand),
    drill,
    filter,
    dealtAt: now,
    answeredAt: null,
    ruleSet: ruleSetKey(storedRuleSet(ruleSet)),
  };
  await writeOnce(db, (q) => insertDeal(q, row));
  return toDealView(row, lapses);
}

function shuffled(hand: readonly Card[], rng: Rng): Card[] {
  const out = [...hand];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as Card, out[i] as Card];
  }
  return out;
}

/** Deals a hand for the requested drill and records it for this learner. */
export async function dealHand(
  db: Queryable,
  learnerId: string,
  request: DealRequest,
  options: DealOptions = {},
): Promise<DealOutcome> {
  const now = options.now ?? Date.now();
  const rng = options.rng ?? freshRng();
  switch (request.drill) {
    case "any":
      return {
        status: "dealt",
        deal: await storeDeal(db, learnerId, deal(rng, 7), "any", null, now),
      };
    case "category":
      return {
        status: "dealt",
        deal: await storeDeal(
          db,
          learnerId,
          dealFiltered(rng, request.filter),
          "category",
          request.filter,
          now,
        ),
      };
    case "traps":
      return {
        status: "dealt",
        deal: await storeDeal(
          db,
          learnerId,
          await dealTrap(
            db,
            learnerId,
            rng,
            trapPool(storedRuleSet(await learnerRuleSetKey(db, learnerId))),
          ),
          "traps",
          null,
          now,
        ),
      };
    case "beat":
      return {
        status: "dealt",
        deal: await storeDeal(db, learnerId, dealBeat(rng, request.rule), "beat", null, now),
      };
    case "review": {
      const due = await firstDueReview(db, learnerId, now);
      if (!due) return { status: "review-empty", queue: await reviewCounts(db, learnerId, now) };
      const hand = shuffled(parseHand(due.hand), rng);
      return {
        status: "dealt",
        deal: await storeDeal(db, learnerId, hand, "review", null, now, due.lapses),
      };
    }
  }
}

/** "Try again": the hand of one of this learner's attempts, dealt afresh as it was dealt then. */
export async function retryAttempt(
  db: Queryable,
  learnerId: string,
  attemptId: number,
  options: DealOptions = {},
): Promise<DealView> {
  const attempt = await findAttempt(db, learnerId, attemptId);
  if (!attempt) throw new PracticeError("unknown-attempt");
  return storeDeal(
    db,
    learnerId,
    parseHand(attempt.hand),
    "retry",
    null,
    options.now ?? Date.now(),
  );
}

/**
 * An unanswered, unexpired deal of this learner (e.g. to show it again after a reload),
 * or null.
 */
export async function openDeal(
  db: Queryable,
  learnerId: string,
  dealId: string,
  now = Date.now(),
): Promise<DealView | null> {
  const row = await findDeal(db, dealId);
  if (!row || row.learnerId !== learnerId || row.answeredAt !== null) return null;
  if (now - row.dealtAt > DEAL_TTL_MS) return null;
  return toDealView(row);
}
