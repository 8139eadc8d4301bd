/**
 * Dealing: the server picks the hand and remembers it, so a submission can only answer a
 * hand this learner was really dealt. Every drill deals in well under 50 ms: uniform hands
 * and categories through the engine's dealFiltered, traps from the trap pool, review and
 * "try again" from stored hands.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { DealRow } from "@/db/schema";
import { choiceOrDefault, ruleSetOrDefault, storedRuleSet } from "@/lib/casino/choice";
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
  isCustomWay,
  isFaceUp,
  parseHand,
  type Rng,
  type RuleSet,
  randomInt,
  ruleSetKey,
} from "@/lib/engine";
import { ensureWayInstalled } from "@/lib/ways/service";
import { beatRulesFor, dealBeat } from "./beat";
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

function toDealView(row: DealRow, lapses: number | null = null): DealView {
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

/**
 * The learner's casino now, as an EV drill deals under it: a deal keeps it, so its grade never
 * changes with the setting. A learner's own way is installed from the store first (lib/ways).
 * Face Up (RULES.md 13.1) has no EV grade: PracticeError `faceup-casino`, nothing dealt, never
 * another game in its place. The famous hands deal through it too.
 */
export async function evCasinoOf(db: Queryable, learnerId: string): Promise<RuleSet> {
  const rs = choiceOrDefault(await learnerRuleSetKey(db, learnerId));
  if (isFaceUp(rs)) throw new PracticeError("faceup-casino");
  await ensureWayInstalled(db, rs.way);
  return rs;
}

interface DealSpec {
  hand: readonly Card[];
  drill: DrillKind;
  filter?: DrillFilter | null;
  lapses?: number | null;
}

async function storeDeal(
  db: Queryable,
  learnerId: string,
  ruleSet: RuleSet,
  spec: DealSpec,
  now: number,
): Promise<DealView> {
  const row: DealRow = {
    id: randomUUID(),
    learnerId,
    hand: formatHand(spec.hand),
    drill: spec.drill,
    filter: spec.filter ?? null,
    dealtAt: now,
    answeredAt: null,
    ruleSet: ruleSetKey(ruleSet),
  };
  await writeOnce(db, (q) => insertDeal(q, row));
  return toDealView(row, spec.lapses ?? null);
}

function shuffled(hand: readonly Card[], rng: Rng): Card[] {
  const out = [...hand];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as Card, out[i] as Card];
  }
  return out;
}

/** The hand a drill deals (null: the review queue has nothing due). */
async function drillHand(
  db: Queryable,
  learnerId: string,
  request: DealRequest,
  ruleSet: RuleSet,
  rng: Rng,
  now: number,
): Promise<DealSpec | null> {
  switch (request.drill) {
    case "any":
      return { hand: deal(rng, 7), drill: "any" };
    case "category":
      return { hand: dealFiltered(rng, request.filter), drill: "category", filter: request.filter };
    case "traps":
      // A learner's own way has no trap pool (it comes from an exact run over every hand).
      if (isCustomWay(ruleSet.way)) throw new PracticeError("no-traps");
      // The casino's own traps: where its best split beats its house way.
      return { hand: await dealTrap(db, learnerId, rng, trapPool(ruleSet)), drill: "traps" };
    case "beat":
      // A rule of another casino's list (a stale choice, or forged): refused, nothing dealt.
      if (request.rule !== null && !beatRulesFor(ruleSet).includes(request.rule))
        throw new PracticeError("unknown-rule");
      return { hand: dealBeat(rng, request.rule, ruleSet), drill: "beat" };
    case "review": {
      const due = await firstDueReview(db, learnerId, now);
      if (!due) return null;
      return { hand: shuffled(parseHand(due.hand), rng), drill: "review", lapses: due.lapses };
    }
  }
}

/** Deals a hand for the requested drill and records it for this learner. */
export async function dealHand(
  db: Queryable,
  learnerId: string,
  request: DealRequest,
  options: DealOptions = {},
): Promise<DealOutcome> {
  const now = options.now ?? Date.now();
  const ruleSet = await evCasinoOf(db, learnerId);
  const spec = await drillHand(db, learnerId, request, ruleSet, options.rng ?? freshRng(), now);
  if (!spec) return { status: "review-empty", queue: await reviewCounts(db, learnerId, now) };
  return { status: "dealt", deal: await storeDeal(db, learnerId, ruleSet, spec, now) };
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
  // Missed against that attempt's casino: dealt again under the same rule set (the learner may
  // have chosen another casino since), so the retry asks the question that was missed.
  const ruleSet = ruleSetOrDefault(attempt.ruleSet);
  await ensureWayInstalled(db, ruleSet.way);
  return storeDeal(
    db,
    learnerId,
    ruleSet,
    { hand: parseHand(attempt.hand), drill: "retry" },
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
