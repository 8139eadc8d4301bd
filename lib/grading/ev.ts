/**
 * Exact EV of a dealt hand through the `ev_cache` table: a hand whose suit-canonical form was
 * graded before is rebuilt from its stored counts (well under a millisecond) instead of being
 * recomputed (about 8 ms). Counts are stored as JSON `[[win, push, loss], ...]` in the
 * canonical hand's split order (lib/engine/ev-cache.ts).
 *
 * Counts depend on the casino rule set (the dealer's way, the variant's push hands), so the
 * rule set is part of every key: a default-game key is the canonical hand alone (as it always
 * was), any other is prefixed `way/variant|` (evKey).
 */

import { readEvCache, writeEvCache } from "@/lib/db/practice";
import { type Queryable, writeOnce } from "@/lib/db/store";
import type { Card } from "@/lib/engine";
import {
  type Counts,
  cacheKey,
  DEFAULT_RULE_SET,
  type EvResult,
  evFromCounts,
  exactEv,
  fromCacheEntry,
  isDefaultRuleSet,
  type RuleSet,
  ruleSetKey,
  toCacheEntry,
  warmEv,
} from "@/lib/engine";
import { workerCounts } from "./ev-worker/pool";

/** Builds the default game's one-time tables (about a second) so no learner waits for them. */
export function warmEngine(): void {
  warmEv(DEFAULT_RULE_SET);
}

/** The ev_cache key of a hand under a rule set: the canonical hand, prefixed unless the default. */
export const evKey = (hand: readonly Card[], rules: RuleSet): string =>
  isDefaultRuleSet(rules) ? cacheKey(hand) : `${ruleSetKey(rules)}|${cacheKey(hand)}`;

/** The canonical hand of an ev_cache key. */
const canonicalOf = (key: string): string => key.slice(key.indexOf("|") + 1);

const encode = (counts: readonly Counts[]): string =>
  JSON.stringify(counts.map((c) => [c.win, c.push, c.loss]));

function decode(text: string): Counts[] {
  const rows = JSON.parse(text) as unknown;
  if (!Array.isArray(rows) || rows.length !== 21) throw new Error("ev_cache: malformed counts");
  return rows.map((row) => {
    if (!Array.isArray(row) || row.length !== 3 || !row.every(Number.isSafeInteger))
      throw new Error("ev_cache: malformed counts");
    const [win, push, loss] = row as [number, number, number];
    return { win, push, loss };
  });
}

export interface HandEv {
  key: string;
  result: EvResult;
  cached: boolean;
}

export interface GradedEv extends HandEv {
  /** The counts to cache when they were computed here (not read from the cache), else null. */
  counts: string | null;
}

/**
 * The hand's EvResult from `stored` (its cache entry's counts, when there is one), else
 * computed: the caller stores `counts` (submitting an answer does it with the answer's write).
 */
export async function evOf(
  hand: readonly Card[],
  key: string,
  stored: string | undefined,
  rules: RuleSet,
): Promise<GradedEv> {
  const options = { ruleSet: rules };
  if (stored !== undefined) {
    try {
      const counts = fromCacheEntry(hand, { key: canonicalOf(key), counts: decode(stored) });
      return { key, result: evFromCounts(hand, counts, options), cached: true, counts: null };
    } catch (error) {
      // A bad row must not block grading: recompute below (the insert keeps the old row).
      console.error("ev_cache entry unusable, recomputing", key, error);
    }
  }
  // Off the request thread when the worker pool runs (the server), else here.
  const fromWorker = await workerCounts(hand, rules).catch((error: unknown) => {
    console.error("ev worker answered with an error; computing inline", error);
    return null;
  });
  const result = fromWorker ? evFromCounts(hand, fromWorker, options) : exactEv(hand, options);
  const counts = encode(toCacheEntry(hand, result.splits).counts);
  return { key, result, cached: false, counts };
}

/** How many hands' EVs a process keeps after computing them (a table's hands, dealt to settled). */
const RECENT_EVS = 2_000;

// The EVs computed (or being computed) lately, by the hand's cards in their order (a result
// lists the hand's own splits), oldest first. On globalThis: the routes that start one (a
// table's deal warms the EV) and those that need it (Done, the clock, a live settle) are
// bundled apart by Next.
const holder = globalThis as typeof globalThis & {
  __paigowRecentEvs?: Map<string, Promise<HandEv>>;
  __paigowComputedEvs?: WeakSet<Promise<HandEv>>;
};
holder.__paigowRecentEvs ??= new Map();
const recent = holder.__paigowRecentEvs;
/** Which of the kept computations have finished (a settle waits for none of these). */
holder.__paigowComputedEvs ??= new WeakSet();
const finished = holder.__paigowComputedEvs;

/**
 * The hand's EvResult, from the cache when its canonical form is there, else computed and
 * stored. A hand asked for again while its computation runs (Done pressed before the deal's
 * warm-up finished) or soon after joins it: the EV is computed once, and a settle inside a
 * table's transaction need not wait for the worker pool or read the cache. A joiner waits for
 * the EV only, never for the first caller's write of it: that write waits for the store's
 * lock, which the joiner's transaction may hold.
 */
export async function handEv(
  db: Queryable,
  hand: readonly Card[],
  now: number,
  rules: RuleSet,
): Promise<HandEv> {
  const id = recentId(hand, rules);
  const kept = recent.get(id);
  if (kept) return kept;
  let counts: string | null = null;
  const work = (async () => {
    const key = evKey(hand, rules);
    const graded = await evOf(hand, key, await readEvCache(db, key), rules);
    counts = graded.counts;
    return { key, result: graded.result, cached: graded.cached };
  })();
  recent.set(id, work);
  // A failure is not kept: the next caller tries again.
  work.then(
    () => finished.add(work),
    () => recent.delete(id),
  );
  if (recent.size > RECENT_EVS) recent.delete(recent.keys().next().value as string);
  const done = await work;
  const computed: string | null = counts;
  if (computed !== null) await writeOnce(db, (q) => writeEvCache(q, done.key, computed, now));
  return done;
}

const recentId = (hand: readonly Card[], rules: RuleSet): string =>
  isDefaultRuleSet(rules) ? hand.join(" ") : `${ruleSetKey(rules)} ${hand.join(" ")}`;

/** Whether the hand's EV is computed in this process: asking for it now waits for nothing. */
export function evReady(hand: readonly Card[], rules: RuleSet): boolean {
  const kept = recent.get(recentId(hand, rules));
  return kept !== undefined && finished.has(kept);
}

/** Whether the hand's EV is at hand in this process (computed or being computed). */
export const evKept = (hand: readonly Card[], rules: RuleSet): boolean =>
  recent.has(recentId(hand, rules));
