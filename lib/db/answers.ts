/**
 * Grading an answer in as few round trips as the store allows: what the grade needs is read
 * in one query, and everything the answer changes is written atomically, as one statement on
 * PostgreSQL (a round trip costs far more there than SQLite's in-process call; issue 15's
 * load target) and as one transaction on SQLite.
 */
import {
  and,
  type Column,
  eq,
  getTableColumns,
  isNull,
  type SQL,
  sql,
  type Table,
} from "drizzle-orm";
import { attempts, deals, evCache, type NewAttemptRow, type ReviewRow, reviews } from "@/db/schema";
import { markDealAnswered } from "./practice";
import { dialectOf, type Queryable, rawRows, withTx, writeOnce } from "./store";

export interface AnswerContext {
  /** The hand's cached EV counts (JSON), if it was graded before by anyone. */
  cachedCounts: string | undefined;
  /** This learner has a graded attempt on the hand already (its best split was shown). */
  seen: boolean;
  /** This learner's review of the hand, if any. */
  review: ReviewRow | undefined;
}

/** The cache entry, the learner's history and review of a suit-canonical hand: one query. */
export async function answerContext(
  db: Queryable,
  learnerId: string,
  handKey: string,
  /** The EV cache's key: the hand key, prefixed by a non-default rule set (lib/grading/ev.ts). */
  evKey: string = handKey,
): Promise<AnswerContext> {
  const [row] = await db
    .select({
      review: reviews,
      counts: sql<
        string | null
      >`(select ${evCache.counts} from ${evCache} where ${evCache.key} = ${evKey})`,
      seen: sql<number>`case when exists (select 1 from ${attempts} where ${attempts.learnerId} = ${learnerId} and ${attempts.handKey} = ${handKey}) then 1 else 0 end`.mapWith(
        Number,
      ),
    })
    // One row whether or not there is a review: the review is joined onto a constant row.
    .from(sql`(select 1 as one) as one`)
    .leftJoin(reviews, and(eq(reviews.learnerId, learnerId), eq(reviews.handKey, handKey)));
  return {
    cachedCounts: row?.counts ?? undefined,
    seen: row?.seen === 1,
    review: row?.review ?? undefined,
  };
}

/**
 * `insert into <table> (<row's columns>) select <row's values> from answered`: the row is
 * written only when the deal's guard (the `answered` part of the statement) updated a row.
 * Drizzle's insert builder has no such form; PostgreSQL types each value by its column.
 */
function insertFrom<T extends Table>(table: T, row: Record<string, unknown>): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(row).filter((k) => row[k] !== undefined);
  const column = (k: string) => {
    const found = columns[k];
    if (!found) throw new Error(`insertFrom: no column ${k}`);
    return found;
  };
  return sql`insert into ${table} (${sql.join(
    keys.map((k) => sql.identifier(column(k).name)),
    sql`, `,
  )}) select ${sql.join(
    keys.map((k) => sql.param(row[k], column(k))),
    sql`, `,
  )} from answered`;
}

export interface AnswerWrite {
  attempt: NewAttemptRow & { dealId: string; learnerId: string; handKey: string };
  /** The learner's new review state of the hand, or null to leave the schedule alone. */
  review: Pick<
    ReviewRow,
    "hand" | "lapses" | "streak" | "lastEvLost" | "dueAt" | "retiredAt" | "updatedAt"
  > | null;
  /** Counts computed for this answer (not read from the cache), to cache. */
  evCounts: string | null;
  /** The cache key of evCounts when it is not the attempt's hand key (a casino's rule set). */
  evKey?: string;
}

/**
 * Stores a graded answer: the deal marked answered, the attempt, the review and the EV
 * counts, all or nothing. False (nothing written but the cache, which holds facts about the
 * hand) when the deal was answered already.
 */
export async function storeAnswer(db: Queryable, write: AnswerWrite): Promise<boolean> {
  const { attempt, review, evCounts } = write;
  const cacheKey = write.evKey ?? attempt.handKey;
  const now = attempt.createdAt;
  // The writes besides the guard, as builders on `q` (drizzle runs a builder when awaited).
  const writes = (q: Queryable) => ({
    review:
      review &&
      q
        .insert(reviews)
        .values({ learnerId: attempt.learnerId, handKey: attempt.handKey, ...review })
        .onConflictDoUpdate({ target: [reviews.learnerId, reviews.handKey], set: review }),
    cache:
      evCounts === null
        ? null
        : q
            .insert(evCache)
            .values({ key: cacheKey, counts: evCounts, createdAt: now })
            .onConflictDoNothing(),
  });

  if (dialectOf(db) === "pg") {
    // One statement commits all of it or nothing. The attempt and the review are written
    // only when the deal's guard updated a row: a concurrent answer waits for the first
    // one's row lock, then finds the deal answered and writes nothing.
    const rest = writes(db);
    const parts = [
      sql`answered as ${db
        .update(deals)
        .set({ answeredAt: now })
        .where(and(eq(deals.id, attempt.dealId), isNull(deals.answeredAt)))
        .returning({ id: deals.id })}`,
      sql`attempt as (${insertFrom(attempts, attempt)} returning ${sql.identifier(attempts.id.name)})`,
    ];
    if (review) {
      const row = { learnerId: attempt.learnerId, handKey: attempt.handKey, ...review };
      const updated = Object.keys(review).map((k) => {
        const name = sql.identifier(reviews[k as keyof typeof review].name);
        return sql`${name} = excluded.${name}`;
      });
      parts.push(
        sql`review as (${insertFrom(reviews, row)} on conflict (${sql.identifier(reviews.learnerId.name)}, ${sql.identifier(reviews.handKey.name)}) do update set ${sql.join(updated, sql`, `)})`,
      );
    }
    if (rest.cache) parts.push(sql`cache as ${rest.cache}`);
    const [row] = await writeOnce(db, (q) =>
      rawRows<{ stored: number }>(
        q,
        sql`with ${sql.join(parts, sql`, `)} select cast(count(*) as integer) as stored from attempt`,
      ),
    );
    return Number(row?.stored) === 1;
  }
  return withTx(db, async (tx) => {
    if (!(await markDealAnswered(tx, attempt.dealId, now))) return false;
    await tx.insert(attempts).values(attempt);
    const rest = writes(tx);
    if (rest.review) await rest.review;
    if (rest.cache) await rest.cache;
    return true;
  });
}
