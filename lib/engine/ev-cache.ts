/**
 * Moving exact-EV counts through a cache keyed by the suit-canonical hand:
 * every suit relabelling of a hand shares one entry. Entries hold the 21
 * counts in SPLIT_PAIRS order of the canonical cards (ascending).
 */
import { canonicalize } from "./canonical";
import type { Card } from "./cards";
import type { Counts } from "./ev";
import { SPLIT_PAIRS, splitIndex } from "./splits";

export interface CacheEntry {
  key: string;
  counts: Counts[];
}

/** The cache entry for a hand whose counts (in its own split order) are known. */
export function toCacheEntry(hand: readonly Card[], counts: readonly Counts[]): CacheEntry {
  const c = canonicalize(hand);
  const out: Counts[] = new Array(21);
  SPLIT_PAIRS.forEach(([i, j], k) => {
    const a = c.cards.indexOf(c.toCanonical(hand[i] as Card));
    const b = c.cards.indexOf(c.toCanonical(hand[j] as Card));
    out[splitIndex(a, b)] = counts[k] as Counts;
  });
  return { key: c.key, counts: out };
}

/** The cache key of a hand. */
export const cacheKey = (hand: readonly Card[]): string => canonicalize(hand).key;

/** A hand's counts, in its own split order, from the entry of its canonical form. */
export function fromCacheEntry(hand: readonly Card[], entry: CacheEntry): Counts[] {
  const c = canonicalize(hand);
  if (c.key !== entry.key)
    throw new Error(`cache entry ${entry.key} is not for this hand (${c.key})`);
  return SPLIT_PAIRS.map(([i, j]) => {
    const a = c.cards.indexOf(c.toCanonical(hand[i] as Card));
    const b = c.cards.indexOf(c.toCanonical(hand[j] as Card));
    return entry.counts[splitIndex(a, b)] as Counts;
  });
}
