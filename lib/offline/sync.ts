/**
 * Receiving attempts practised offline (issue 33). The device's own grade is never stored:
 * each attempt is graded again from its hand and front with the server's engine (a client
 * cannot send a better grade than its split earns), refused when it is not a real attempt of
 * this learner (not seven distinct cards, a front of other cards, another learner's), and
 * stored once per id, marked offline.
 *
 * Only hands the server dealt count (issue 56, item 11: a device could claim any seven cards,
 * e.g. a forged As Ah Ks Kh Qs Js 2c, and have it counted as optimal). An attempt naming one
 * of the learner's offline deals (lib/offline/deals.ts) with that deal's hand counts like any
 * attempt of its kind, once; one naming an unknown deal, another hand or another learner's
 * deal is refused; a hand the device dealt itself is kept in the learner's history as
 * `unverified`, which progress, dashboards and assignments never count.
 *
 * Under a learner's own house way (issue 52 part 3) an attempt is taken only from a learner who
 * may use that way, graded again by the rules stored here (lib/offline/own-way.ts); a forged
 * way id or another user's way is refused (`unknown-way`) and nothing is stored.
 */
import { answerContext } from "@/lib/db/answers";
import { sameAccountLearners } from "@/lib/db/auth-learner";
import { findOfflineDeal, storeOfflineAttempt } from "@/lib/db/offline";
import type { Queryable } from "@/lib/db/store";
import { type Card, cacheKey, formatHand, grade, ruleSetKey } from "@/lib/engine";
import { attemptRow, MAX_DECIDE_MS } from "@/lib/grading/attempt";
import { evKey, evOf } from "@/lib/grading/ev";
import { nextReview } from "@/lib/practice/review";
import { kindOf } from "@/lib/practice/submit";
import { offlineWayAllowed, wayInstalled } from "./own-way";
import type { OfflineAttempt, SyncItemResult, SyncRefusal } from "./schemas";

/** How far back a device's clock is believed: older attempts are dated this long ago. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Why the attempt is not a real one of the syncing learner, or null when it is. `mine`: the
 * syncing learner and the anonymous learners its account adopted (a hand practised offline
 * before signing in is the account's).
 */
function refusalOf(mine: ReadonlySet<string>, a: OfflineAttempt): SyncRefusal | null {
  if (a.learnerId !== null && !mine.has(a.learnerId)) return "not-your-attempt";
  if (a.hand.length !== 7 || new Set(a.hand).size !== 7) return "not-seven-cards";
  const [x, y] = a.front;
  if (x === y || !a.hand.includes(x) || !a.hand.includes(y)) return "card-not-in-hand";
  return null;
}

/** The device's times, believed only within [now - OFFLINE_MAX_AGE_MS, now]. */
function deviceTimes(a: OfflineAttempt, now: number): { dealtAt: number; answeredAt: number } {
  const answeredAt = Math.min(now, Math.max(now - OFFLINE_MAX_AGE_MS, a.answeredAt));
  const taken = Math.max(0, Math.min(a.answeredAt - a.dealtAt, MAX_DECIDE_MS));
  return { dealtAt: answeredAt - taken, answeredAt };
}

/**
 * For a hand the server says it dealt: why it did not (an unknown id, another hand or rule
 * set, another learner's deal), or null when it did.
 */
async function dealRefusal(
  db: Queryable,
  owners: ReadonlySet<string>,
  a: OfflineAttempt,
): Promise<SyncRefusal | null> {
  const dealt = await findOfflineDeal(db, a.id);
  if (!dealt) return "unknown-deal";
  if (!owners.has(dealt.learnerId)) return "not-your-attempt";
  if (dealt.hand !== formatHand(a.hand as Card[]) || dealt.ruleSet !== ruleSetKey(a.ruleSet))
    return "unknown-deal";
  return null;
}

export async function syncOne(
  db: Queryable,
  learnerId: string,
  a: OfflineAttempt,
  now = Date.now(),
  mine?: ReadonlySet<string>,
): Promise<SyncItemResult> {
  const owners = mine ?? new Set(await sameAccountLearners(db, learnerId));
  const refusal =
    refusalOf(owners, a) ?? (a.source === "server" ? await dealRefusal(db, owners, a) : null);
  if (refusal) return { id: a.id, status: "refused", code: refusal };
  // A hand the server dealt under this rule set passed the way's check when it was dealt.
  const wayReady =
    a.source === "server"
      ? await wayInstalled(db, a.ruleSet)
      : await offlineWayAllowed(
          db,
          a.learnerId ? [learnerId, a.learnerId] : [learnerId],
          a.ruleSet,
        );
  if (!wayReady) return { id: a.id, status: "refused", code: "unknown-way" };
  const counted = a.source === "server";
  const hand = a.hand as Card[];
  const front = a.front as [Card, Card];
  const key = cacheKey(hand);
  // Graded again under the rule set the device graded it under (the learner's casino then).
  const rules = a.ruleSet;
  const cacheAt = evKey(hand, rules);
  const context = await answerContext(db, learnerId, key, cacheAt);
  const { result, counts } = await evOf(hand, cacheAt, context.cachedCounts, rules);
  const g = grade(hand, front, { result });
  const kind = counted ? kindOf(a.drill, context.seen, a) : "unverified";
  const { dealtAt, answeredAt } = deviceTimes(a, now);
  const next =
    // A hand the device dealt itself never enters the review schedule (the server would deal it).
    kind === "house-way" || kind === "unverified"
      ? null
      : nextReview(context.review ?? null, g.verdict, answeredAt);
  const handText = formatHand(hand);
  const stored = await storeOfflineAttempt(db, {
    deal: {
      id: a.id,
      learnerId,
      hand: handText,
      drill: a.drill,
      filter: a.filter,
      dealtAt,
      answeredAt,
      ruleSet: ruleSetKey(rules),
    },
    attempt: {
      ...attemptRow({
        learnerId,
        dealId: a.id,
        hand,
        handText,
        handKey: key,
        front,
        graded: g,
        drill: a.drill,
        kind,
        dealtAt,
        now: answeredAt,
        ruleSet: ruleSetKey(rules),
      }),
      offline: true,
    },
    review: next && {
      hand: handText,
      lapses: next.lapses,
      streak: next.streak,
      lastEvLost: g.evLost,
      dueAt: next.dueAt,
      retiredAt: next.retiredAt,
      updatedAt: answeredAt,
    },
    evCounts: counts,
    evKey: cacheAt,
    ...(counted ? { offlineDealId: a.id } : {}),
  });
  if (stored === "foreign") return { id: a.id, status: "refused", code: "not-your-attempt" };
  if (stored === "duplicate") return { id: a.id, status: "duplicate" };
  const regraded =
    a.claimed !== undefined &&
    (a.claimed.verdict !== g.verdict || Math.abs(a.claimed.ev - g.chosen.ev) > 1e-12);
  return { id: a.id, status: "stored", regraded, counted };
}

/** Each attempt in order; one's refusal does not stop the others. */
export async function syncAttempts(
  db: Queryable,
  learnerId: string,
  batch: readonly OfflineAttempt[],
  now = Date.now(),
): Promise<SyncItemResult[]> {
  const mine = new Set(await sameAccountLearners(db, learnerId));
  const results: SyncItemResult[] = [];
  for (const a of batch) results.push(await syncOne(db, learnerId, a, now, mine));
  return results;
}
