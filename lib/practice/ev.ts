/**
 * Exact EV of a dealt hand through the `ev_cache` table: a hand whose suit-canonical form was
 * graded before is rebuilt from its stored counts (well under a millisecond) instead of being
 * recomputed (about 8 ms). Counts are stored as JSON `[[win, push, loss], ...]` in the
 * canonical hand's split order (lib/engine/ev-cache.ts).
 */

import type { Queryable } from "@/lib/db/learners";
import { readEvCache, writeEvCache } from "@/lib/db/practice";
import type { Card } from "@/lib/engine";
import {
  type Counts,
  cacheKey,
  type EvResult,
  evFromCounts,
  evTables,
  exactEv,
  fromCacheEntry,
  toCacheEntry,
} from "@/lib/engine";
import { workerCounts } from "./ev-worker/pool";

/** Builds the engine's one-time tables (about a second) so no learner waits for them. */
export function warmEngine(): void {
  evTables();
}

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

/** The cached EvResult of the hand's canonical form, or undefined (none, or unusable). */
function fromCache(db: Queryable, hand: readonly Card[], key: string): HandEv | undefined {
  const stored = readEvCache(db, key);
  if (stored === undefined) return undefined;
  try {
    const counts = fromCacheEntry(hand, { key, counts: decode(stored) });
    return { key, result: evFromCounts(hand, counts), cached: true };
  } catch (error) {
    // A bad row must not block grading: recompute (the insert keeps the old row).
    console.error("ev_cache entry unusable, recomputing", key, error);
    return undefined;
  }
}

function stored(db: Queryable, hand: readonly Card[], key: string, result: EvResult, now: number) {
  writeEvCache(db, key, encode(toCacheEntry(hand, result.splits).counts), now);
  return { key, result, cached: false };
}

/** The hand's EvResult, from the cache when its canonical form is there, else computed and stored. */
export function handEv(db: Queryable, hand: readonly Card[], now = Date.now()): HandEv {
  const key = cacheKey(hand);
  return fromCache(db, hand, key) ?? stored(db, hand, key, exactEv(hand), now);
}

/**
 * handEv with a cache miss computed by the worker pool (lib/practice/ev-worker/pool.ts), so
 * the request thread keeps answering meanwhile; inline when no worker can take it.
 */
export async function handEvOffThread(
  db: Queryable,
  hand: readonly Card[],
  now = Date.now(),
): Promise<HandEv> {
  const key = cacheKey(hand);
  const hit = fromCache(db, hand, key);
  if (hit) return hit;
  const counts = await workerCounts(hand).catch((error: unknown) => {
    console.error("ev worker answered with an error; computing inline", error);
    return null;
  });
  const result = counts ? evFromCounts(hand, counts) : exactEv(hand);
  return stored(db, hand, key, result, now);
}
