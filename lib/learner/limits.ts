/**
 * Rate limits of the drill (issue 10): dealing and answering per learner and per client
 * address, and making anonymous learners per address. Token buckets: on SQLite (one server
 * process) in memory, where they cost nothing per request and forget everything on restart (a
 * restart is not the attacker's to trigger); on PostgreSQL, where several instances share the
 * store, in the store (lib/db/rate-buckets.ts), so alternating instances buys nothing. Sizes
 * suit a person (a hand a second, bursts) and a classroom behind one address;
 * PRACTICE_RATE_SCALE multiplies them all (e.g. for a load test from one machine).
 */
import "server-only";
import { rateLimited } from "@/lib/actions/errors";
import { limitKeyOf } from "@/lib/auth/client-address";
import { clientAddress } from "@/lib/auth/cookie";
import { getDb } from "@/lib/db";
import {
  type BucketSpec,
  takeStoredTokens,
  takeStoredTokensReadingOwner,
} from "@/lib/db/rate-buckets";
import { dialectOf } from "@/lib/db/store";
import { env } from "@/lib/env";

export type { BucketSpec };

/** Keys kept at most per bucket set; the least recently used go first beyond it. */
const MAX_KEYS = 50_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly spec: BucketSpec) {}

  /** Takes a token for `key`: 0 when allowed, else milliseconds until one is back. */
  take(key: string, now: number): number {
    const { capacity, perSecond } = this.spec;
    const found = this.buckets.get(key);
    const tokens = found
      ? Math.min(capacity, found.tokens + ((now - found.at) / 1000) * perSecond)
      : capacity;
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil(((1 - tokens) / perSecond) * 1000);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_KEYS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return 0;
  }
}

const scale = () => env.PRACTICE_RATE_SCALE;
const scaled = (spec: BucketSpec): BucketSpec => ({
  capacity: spec.capacity * scale(),
  perSecond: spec.perSecond * scale(),
});

/** A deal or an answer per learner: 2 a second (one hand a second), bursts of 30. */
export const PER_LEARNER: BucketSpec = { capacity: 30, perSecond: 2 };
/** Deals and answers per address: a classroom of 40 at full speed. */
const PER_ADDRESS: BucketSpec = { capacity: 600, perSecond: 40 };
/** New anonymous learners per address: 60 at once, then one every 30 s. */
export const NEW_LEARNERS: BucketSpec = { capacity: 60, perSecond: 1 / 30 };

const holder = globalThis as typeof globalThis & {
  __paigowLimits?: { learner: TokenBuckets; address: TokenBuckets; create: TokenBuckets };
};
function limits() {
  holder.__paigowLimits ??= {
    learner: new TokenBuckets(scaled(PER_LEARNER)),
    address: new TokenBuckets(scaled(PER_ADDRESS)),
    create: new TokenBuckets(scaled(NEW_LEARNERS)),
  };
  return holder.__paigowLimits;
}

/** Forgets every count (tests). */
export function resetLimits(): void {
  holder.__paigowLimits = undefined;
}

const SPECS = { learner: PER_LEARNER, address: PER_ADDRESS, create: NEW_LEARNERS };
type Take = [bucketSet: keyof typeof SPECS, key: string];

/** The buckets' keys and sizes in the store. */
const stored = (takes: readonly Take[]) =>
  takes.map(([name, key]) => ({ key: `${name}:${key}`, spec: scaled(SPECS[name]) }));

/**
 * Takes a token from each bucket, in order: 0 when every one had a token, else milliseconds
 * until the one that had none gets one back. On PostgreSQL one statement takes them all.
 */
async function take(takes: readonly Take[], now: number): Promise<number> {
  const db = getDb();
  if (dialectOf(db) === "pg") return takeStoredTokens(db, stored(takes), now);
  for (const [name, key] of takes) {
    const wait = limits()[name].take(key, now);
    if (wait > 0) return wait;
  }
  return 0;
}

/** Throws `rate-limited` when this address has made too many learners lately. */
export async function admitNewLearner(now = Date.now()): Promise<void> {
  const wait = await take([["create", limitKeyOf(await clientAddress())]], now);
  if (wait > 0) throw rateLimited(wait);
}

async function practiceTakes(learnerId: string): Promise<Take[]> {
  return [
    ["address", limitKeyOf(await clientAddress())],
    ["learner", learnerId],
  ];
}

/** Throws `rate-limited` when this address or this learner is dealing or answering too fast. */
export async function admitPractice(learnerId: string, now = Date.now()): Promise<void> {
  const wait = await take(await practiceTakes(learnerId), now);
  if (wait > 0) throw rateLimited(wait);
}

/**
 * PostgreSQL only: admitPractice and learnerOwner in one statement (one round trip less for
 * every call of an anonymous learner). Returns the learner's owner as learnerOwner does; throws
 * `rate-limited` only for a learner who may practise (anonymous), since for any other the
 * caller goes on to the general path, which takes the tokens of the learner it settles on.
 */
export async function admitPracticeReadingOwner(
  learnerId: string,
  now = Date.now(),
): Promise<string | null | undefined> {
  const { wait, owner } = await takeStoredTokensReadingOwner(
    getDb(),
    stored(await practiceTakes(learnerId)),
    now,
    learnerId,
  );
  if (owner === null && wait > 0) throw rateLimited(wait);
  return owner;
}
