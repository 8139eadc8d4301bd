/**
 * Limits on the table's cheap calls (issue 21 #5): the state, Rebuy, the session panel, the
 * bank's status and leaving the bank. Dealing, settling and banking count against the drill's
 * limits (lib/learner/limits.ts); these have their own, larger buckets, sized so a person
 * never meets them (a reload, a second tab, the session panel after each round, clicking
 * through seat counts) while ten clients hammering the state can no longer slow everyone
 * else's rounds. In memory on SQLite, in the store on PostgreSQL, as the drill's.
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

/** Per learner: 5 a second, bursts of 40. */
const READS_PER_LEARNER: BucketSpec = { capacity: 40, perSecond: 5 };
/** Per address: a classroom of 40 at a read a second each, bursts of 600. */
const READS_PER_ADDRESS: BucketSpec = { capacity: 600, perSecond: 60 };

const scaled = (spec: BucketSpec): BucketSpec => ({
  capacity: spec.capacity * env.PRACTICE_RATE_SCALE,
  perSecond: spec.perSecond * env.PRACTICE_RATE_SCALE,
});

const holder = globalThis as typeof globalThis & {
  __paigowTableReads?: { learner: TokenBuckets; address: TokenBuckets };
};

/** Forgets every count (tests). */
export function resetTableReadLimits(): void {
  holder.__paigowTableReads = undefined;
}

/**
 * Throws `rate-limited` when this address or learner reads the table too fast (a watcher
 * without a learner counts against the address only).
 */
export async function admitTableRead(learnerId: string | null, now = Date.now()): Promise<void> {
  const address = limitKeyOf(await clientAddress());
  const db = getDb();
  let wait: number;
  if (dialectOf(db) === "pg") {
    wait = await takeStoredTokens(
      db,
      [
        { key: `table-read-address:${address}`, spec: scaled(READS_PER_ADDRESS) },
        ...(learnerId === null
          ? []
          : [{ key: `table-read-learner:${learnerId}`, spec: scaled(READS_PER_LEARNER) }]),
      ],
      now,
    );
  } else {
    holder.__paigowTableReads ??= {
      learner: new TokenBuckets(scaled(READS_PER_LEARNER)),
      address: new TokenBuckets(scaled(READS_PER_ADDRESS)),
    };
    const buckets = holder.__paigowTableReads;
    wait =
      buckets.address.take(address, now) ||
      (learnerId === null ? 0 : buckets.learner.take(learnerId, now));
  }
  if (wait > 0) throw rateLimited(wait);
}
