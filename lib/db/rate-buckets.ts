/**
 * Token buckets in the store, shared by every app instance on it (lib/learner/limits.ts uses
 * them with PostgreSQL). One statement takes a token: an upsert whose update only happens
 * when a whole token is there, so two instances taking at once cannot both get the last one.
 */
import { inArray, sql } from "drizzle-orm";
import { learners, rateBuckets } from "@/db/schema";
import { dialectOf, type Queryable, rawRows, withTx } from "./store";

export interface BucketSpec {
  /** Tokens when full (the largest burst). */
  capacity: number;
  /** Tokens regained per second. */
  perSecond: number;
}

export interface TokenTake {
  key: string;
  spec: BucketSpec;
}

/** The upsert that takes a token from each bucket, returning the keys that had one. */
function takeQuery(q: Queryable, takes: readonly TokenTake[], now: number) {
  const pg = dialectOf(q) === "pg";
  // Tokens now: those left at the last take plus the refill since (never negative time, in
  // case another instance's clock runs ahead), capped at the capacity; each bucket's own
  // capacity and rate picked by its key.
  const least = sql.raw(pg ? "least" : "min");
  const greatest = sql.raw(pg ? "greatest" : "max");
  // Parameters typed explicitly: PostgreSQL would infer bigint from the column beside them.
  const real = (x: number) => sql`cast(${x} as double precision)`;
  const byKey = (value: (spec: BucketSpec) => number) =>
    sql`case ${rateBuckets.key} ${sql.join(
      takes.map((t) => sql`when ${t.key} then ${real(value(t.spec))}`),
      sql` `,
    )} end`;
  const capacity = byKey((spec) => spec.capacity);
  const perMs = byKey((spec) => spec.perSecond / 1000);
  const refilled = sql`${least}(${capacity}, ${rateBuckets.tokens} + ${greatest}(0, ${now} - ${rateBuckets.at}) * ${perMs})`;
  return q
    .insert(rateBuckets)
    .values(takes.map((t) => ({ key: t.key, tokens: t.spec.capacity - 1, at: now })))
    .onConflictDoUpdate({
      target: rateBuckets.key,
      set: { tokens: sql`${refilled} - 1`, at: now },
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ key: rateBuckets.key });
}

/** 0 when no take was refused, else the longest wait until a refused bucket has a token. */
async function waitFor(
  q: Queryable,
  takes: readonly TokenTake[],
  granted: readonly string[],
  now: number,
): Promise<number> {
  const refused = takes.filter((t) => !granted.includes(t.key));
  if (refused.length === 0) return 0;
  const rows = await q
    .select()
    .from(rateBuckets)
    .where(
      inArray(
        rateBuckets.key,
        refused.map((t) => t.key),
      ),
    );
  let wait = 0;
  for (const { key, spec } of refused) {
    const row = rows.find((r) => r.key === key);
    if (!row) continue;
    const { capacity: cap, perSecond } = spec;
    const tokens = Math.min(cap, row.tokens + (Math.max(0, now - row.at) * perSecond) / 1000);
    wait = Math.max(wait, Math.max(1, Math.ceil(((1 - tokens) / perSecond) * 1000)));
  }
  return wait;
}

/**
 * Takes a token from each bucket in one statement (one round trip for a request's limits):
 * 0 when every bucket had one, else the longest wait among those that had none (the others'
 * tokens stay taken, as when the buckets are asked one after the other).
 */
export async function takeStoredTokens(
  db: Queryable,
  takes: readonly TokenTake[],
  now: number,
): Promise<number> {
  if (takes.length === 0) return 0;
  const take = async (q: Queryable) => {
    const granted = await takeQuery(q, takes, now);
    return waitFor(
      q,
      takes,
      granted.map((g) => g.key),
      now,
    );
  };
  // PostgreSQL: one atomic statement, outside a SERIALIZABLE transaction (which would only
  // add retries). SQLite: every write goes through withTx (lib/db/store.ts).
  return dialectOf(db) === "pg" ? take(db) : withTx(db, take);
}

/**
 * PostgreSQL only: takeStoredTokens and learnerOwner in one statement, for a request whose
 * learner is known before its limits are applied (an anonymous learner's cookie): the wait,
 * and the account that adopted the learner (null: anonymous; undefined: no such learner).
 */
export async function takeStoredTokensReadingOwner(
  db: Queryable,
  takes: readonly TokenTake[],
  now: number,
  learnerId: string,
): Promise<{ wait: number; owner: string | null | undefined }> {
  if (dialectOf(db) !== "pg") throw new Error("takeStoredTokensReadingOwner: PostgreSQL only");
  const [row] = await rawRows<{ granted: string[] | null; found: boolean; owner: string | null }>(
    db,
    sql`with granted as ${takeQuery(db, takes, now)}
      select (select array_agg(key) from granted) as granted,
        exists (select 1 from ${learners} where ${learners.id} = ${learnerId}) as found,
        (select ${learners.userId} from ${learners} where ${learners.id} = ${learnerId}) as owner`,
  );
  if (!row) throw new Error("takeStoredTokensReadingOwner: no row");
  return {
    wait: await waitFor(db, takes, row.granted ?? [], now),
    owner: row.found ? row.owner : undefined,
  };
}
