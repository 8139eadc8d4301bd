/**
 * Token buckets in the store, shared by every app instance on it (lib/learner/limits.ts uses
 * them with PostgreSQL). One statement takes a token: an upsert whose update only happens
 * when a whole token is there, so two instances taking at once cannot both get the last one.
 */
import { eq, sql } from "drizzle-orm";
import { rateBuckets } from "@/db/schema";
import { dialectOf, type Queryable, withTx } from "./store";

export interface BucketSpec {
  /** Tokens when full (the largest burst). */
  capacity: number;
  /** Tokens regained per second. */
  perSecond: number;
}

/** Takes a token from bucket `key`: 0 when allowed, else milliseconds until one is back. */
export async function takeStoredToken(
  db: Queryable,
  key: string,
  { capacity, perSecond }: BucketSpec,
  now: number,
): Promise<number> {
  const pg = dialectOf(db) === "pg";
  // Tokens now: those left at the last take plus the refill since (never negative time, in
  // case another instance's clock runs ahead), capped at the capacity.
  const least = sql.raw(pg ? "least" : "min");
  const greatest = sql.raw(pg ? "greatest" : "max");
  // Parameters typed explicitly: PostgreSQL would infer bigint from the column beside them.
  const real = (x: number) => sql`cast(${x} as double precision)`;
  const refilled = sql`${least}(${real(capacity)}, ${rateBuckets.tokens} + ${greatest}(0, ${now} - ${rateBuckets.at}) * ${real(perSecond / 1000)})`;
  const take = async (q: Queryable) => {
    const taken = await q
      .insert(rateBuckets)
      .values({ key, tokens: capacity - 1, at: now })
      .onConflictDoUpdate({
        target: rateBuckets.key,
        set: { tokens: sql`${refilled} - 1`, at: now },
        setWhere: sql`${refilled} >= 1`,
      })
      .returning({ tokens: rateBuckets.tokens });
    if (taken.length > 0) return 0;
    const [row] = await q.select().from(rateBuckets).where(eq(rateBuckets.key, key)).limit(1);
    if (!row) return 0;
    const tokens = Math.min(capacity, row.tokens + (Math.max(0, now - row.at) * perSecond) / 1000);
    return Math.max(1, Math.ceil(((1 - tokens) / perSecond) * 1000));
  };
  // PostgreSQL: one atomic statement, outside a SERIALIZABLE transaction (which would only
  // add retries). SQLite: every write goes through withTx (lib/db/store.ts).
  return pg ? take(db) : withTx(db, take);
}
