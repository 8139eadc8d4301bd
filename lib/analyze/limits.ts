/**
 * Rate limits of the analyzer (issue 21, item 4): each new hand costs an exact EV (about 8 ms
 * of a worker), so analyses are limited like the drill's deals, per visitor (the learner
 * cookie, when there is one) and per client address, with the drill's token buckets (in memory
 * on SQLite, in the store on PostgreSQL). Every analysis counts, remembered or not: limiting
 * only the computed ones would tell a client which hands were analyzed lately. Sizes a person
 * never meets (a hand every second or two, bursts of 30) and a classroom behind one address;
 * PRACTICE_RATE_SCALE multiplies them as it does the drill's.
 */
import "server-only";
import { rateLimited } from "@/lib/actions/errors";
import { limitKeyOf } from "@/lib/auth/client-address";
import { clientAddress } from "@/lib/auth/cookie";
import { getDb } from "@/lib/db";
import { type BucketSpec, takeStoredTokens } from "@/lib/db/rate-buckets";
import { dialectOf } from "@/lib/db/store";
import { env } from "@/lib/env";
import { TokenBuckets } from "@/lib/learner/limits";

/** Analyses per visitor: one a second, bursts of 30. */
export const PER_VISITOR: BucketSpec = { capacity: 30, perSecond: 1 };
/** Analyses per address: a classroom of 40 looking at hands together. */
export const PER_ADDRESS: BucketSpec = { capacity: 300, perSecond: 10 };

const scaled = (spec: BucketSpec): BucketSpec => ({
  capacity: spec.capacity * env.PRACTICE_RATE_SCALE,
  perSecond: spec.perSecond * env.PRACTICE_RATE_SCALE,
});

const holder = globalThis as typeof globalThis & {
  __paigowAnalyzeLimits?: { visitor: TokenBuckets; address: TokenBuckets };
};
function buckets() {
  holder.__paigowAnalyzeLimits ??= {
    visitor: new TokenBuckets(scaled(PER_VISITOR)),
    address: new TokenBuckets(scaled(PER_ADDRESS)),
  };
  return holder.__paigowAnalyzeLimits;
}

/** Forgets every count (tests). */
export function resetAnalyzeLimits(): void {
  holder.__paigowAnalyzeLimits = undefined;
}

/**
 * Throws `rate-limited` when this address, or this visitor, analyzes too fast. `visitorId` is
 * the learner cookie's learner (null without one: then the address alone counts).
 */
export async function admitAnalysis(visitorId: string | null, now = Date.now()): Promise<void> {
  const address = limitKeyOf(await clientAddress());
  const takes: ["visitor" | "address", string][] = [["address", address]];
  if (visitorId !== null) takes.push(["visitor", visitorId]);
  const db = getDb();
  let wait = 0;
  if (dialectOf(db) === "pg") {
    const specs = { visitor: PER_VISITOR, address: PER_ADDRESS };
    wait = await takeStoredTokens(
      db,
      takes.map(([name, key]) => ({ key: `analyze-${name}:${key}`, spec: scaled(specs[name]) })),
      now,
    );
  } else {
    for (const [name, key] of takes) {
      wait = buckets()[name].take(key, now);
      if (wait > 0) break;
    }
  }
  if (wait > 0) throw rateLimited(wait);
}
