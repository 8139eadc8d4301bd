/**
 * Stream leases (issue 29): the live tables' per-viewer stream cap, held in the store so it
 * holds across app instances on one PostgreSQL database (one learner held 4 streams on each of
 * two). A stream takes a lease when it opens, only while fewer than the cap of its holder's
 * leases are live; renews it while open; deletes it when it ends. A lease not renewed for
 * LEASE_TTL_MS is dead (its instance was killed or stalled) and counts no more.
 *
 * The take is a count and an insert in one transaction: SQLite's transactions take turns; on
 * PostgreSQL a transaction-scoped advisory lock on the holder makes two instances taking for
 * one holder at once take turns (read committed: the second sees the first's lease).
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { streamLeases } from "@/db/schema";
import { dialectOf, type Queryable, rawRows, withTx, writeOnce } from "./store";

/** A lease not renewed for this long is dead (three of the streams' 20 s keep-alives). */
export const LEASE_TTL_MS = 60_000;

/** The advisory lock class of the leases (the holder's hash is the other half of the key). */
const LEASE_LOCK_CLASS = 0x5354_524d; // "STRM"

/**
 * Takes a lease for one stream of `holder` when fewer than `cap` of its leases are live at
 * `now`: the new lease's id, or null (the cap is reached). Dead leases of the holder go first.
 */
export async function takeStreamLease(
  db: Queryable,
  {
    holder,
    instanceId,
    cap,
    now,
  }: { holder: string; instanceId: string; cap: number; now: number },
): Promise<string | null> {
  const pg = dialectOf(db) === "pg";
  return withTx(
    db,
    async (tx) => {
      if (pg)
        await rawRows(
          tx,
          sql`select pg_advisory_xact_lock(${LEASE_LOCK_CLASS}::int, hashtext(${holder}))`,
        );
      await tx
        .delete(streamLeases)
        .where(
          and(eq(streamLeases.holder, holder), lte(streamLeases.renewedAt, now - LEASE_TTL_MS)),
        );
      const [live] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(streamLeases)
        .where(eq(streamLeases.holder, holder));
      if (Number(live?.n ?? 0) >= cap) return null;
      const id = randomUUID();
      await tx
        .insert(streamLeases)
        .values({ id, holder, instanceId, openedAt: now, renewedAt: now });
      return id;
    },
    // The advisory lock is the guard: SERIALIZABLE would only add retries.
    { isolation: "read committed" },
  );
}

/** Marks a lease still in use at `now`: false when it is gone (swept as dead: stop the stream). */
export async function renewStreamLease(db: Queryable, id: string, now: number): Promise<boolean> {
  return (await renewStreamLeases(db, [id], now)).has(id);
}

/** Leases renewed in one statement (a list of ids well under both stores' parameter limits). */
const RENEW_CHUNK = 500;

/**
 * Marks many leases still in use at `now`, a statement per RENEW_CHUNK of them (one process's
 * streams renew together: lib/live/lease-renewals.ts). Returns the ids renewed; a missing one
 * is gone (swept as dead: its stream must stop).
 */
export async function renewStreamLeases(
  db: Queryable,
  ids: readonly string[],
  now: number,
): Promise<Set<string>> {
  const renewed = new Set<string>();
  for (let from = 0; from < ids.length; from += RENEW_CHUNK) {
    const chunk = ids.slice(from, from + RENEW_CHUNK);
    const rows = await writeOnce(db, (q) =>
      q
        .update(streamLeases)
        .set({ renewedAt: now })
        .where(inArray(streamLeases.id, chunk))
        .returning({ id: streamLeases.id }),
    );
    for (const row of rows) renewed.add(row.id);
  }
  return renewed;
}

/** Gives a lease back (its stream ended). */
export async function releaseStreamLease(db: Queryable, id: string): Promise<void> {
  await writeOnce(db, (q) => q.delete(streamLeases).where(eq(streamLeases.id, id)));
}

/** Deletes every holder's dead leases (those whose holders never come back); how many. */
export async function sweepStreamLeases(db: Queryable, now: number): Promise<number> {
  const gone = await writeOnce(db, (q) =>
    q
      .delete(streamLeases)
      .where(lte(streamLeases.renewedAt, now - LEASE_TTL_MS))
      .returning({ id: streamLeases.id }),
  );
  return gone.length;
}

/**
 * Deletes every lease: at the start of a SQLite server, the one process serving its file, so
 * any lease there was left by a process that is gone (its viewers reconnect at once and must
 * not wait for those to die).
 */
export async function clearStreamLeases(db: Queryable): Promise<void> {
  await writeOnce(db, (q) => q.delete(streamLeases));
}

/** The live leases of `holder` at `now` (tests, diagnostics). */
export async function liveStreamLeases(db: Queryable, holder: string, now: number) {
  return db
    .select()
    .from(streamLeases)
    .where(and(eq(streamLeases.holder, holder), gt(streamLeases.renewedAt, now - LEASE_TTL_MS)));
}
