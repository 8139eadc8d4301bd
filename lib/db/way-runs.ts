/**
 * Queries of the background exact runs' queue (db/schema/ways.ts `way_runs`): one row per
 * custom way id, shared by the whole app. claimNextWayRun hands out at most one running run at
 * a time (a serializable transaction), so two processes never run two at once; a run whose
 * lease ran out (its process stopped) is claimed again from the start.
 */
import { and, asc, count, eq, gt, inArray, lte, or } from "drizzle-orm";
import { type WayRunRow, wayRuns } from "@/db/schema";
import { type Queryable, withTx } from "./store";

export type { WayRunRow } from "@/db/schema";

/**
 * Queues the run of a way (a failed one is queued again); false when it is queued, running or
 * done already (nothing changes).
 */
export async function queueWayRun(
  db: Queryable,
  run: { wayId: string; requestedBy: string; now: number },
): Promise<boolean> {
  const fresh = {
    requestedBy: run.requestedBy,
    status: "queued" as const,
    requestedAt: run.now,
    startedAt: null,
    finishedAt: null,
    leaseUntil: null,
    done: 0,
    total: 0,
    figures: null,
    error: null,
  };
  return withTx(db, async (tx) => {
    const [row] = await tx.select().from(wayRuns).where(eq(wayRuns.wayId, run.wayId)).limit(1);
    if (row && row.status !== "failed") return false;
    if (row) await tx.update(wayRuns).set(fresh).where(eq(wayRuns.wayId, run.wayId));
    else await tx.insert(wayRuns).values({ wayId: run.wayId, ...fresh });
    return true;
  });
}

/** How many runs a user asked for since `since` (the daily quota). */
export async function runsRequestedSince(
  db: Queryable,
  userId: string,
  since: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wayRuns)
    .where(and(eq(wayRuns.requestedBy, userId), gt(wayRuns.requestedAt, since)));
  return row?.n ?? 0;
}

/** The runs of these ways (any status). */
export async function wayRunsOf(db: Queryable, wayIds: readonly string[]): Promise<WayRunRow[]> {
  if (wayIds.length === 0) return [];
  return db
    .select()
    .from(wayRuns)
    .where(inArray(wayRuns.wayId, [...wayIds]));
}

/** Queued runs asked for before `requestedAt` (a run's place in the queue). */
export async function queuedBefore(db: Queryable, requestedAt: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wayRuns)
    .where(
      or(
        and(eq(wayRuns.status, "queued"), lte(wayRuns.requestedAt, requestedAt)),
        eq(wayRuns.status, "running"),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes the next run for this process, or undefined: none is due, or another process's run
 * still holds its lease. The oldest queued run goes first; a running one whose lease ran out
 * starts again from nothing.
 */
export function claimNextWayRun(
  db: Queryable,
  now: number,
  leaseMs: number,
): Promise<WayRunRow | undefined> {
  return withTx(db, async (tx) => {
    const held = await tx
      .select({ wayId: wayRuns.wayId })
      .from(wayRuns)
      .where(and(eq(wayRuns.status, "running"), gt(wayRuns.leaseUntil, now)))
      .limit(1);
    if (held.length > 0) return undefined;
    const [next] = await tx
      .select()
      .from(wayRuns)
      .where(
        or(
          eq(wayRuns.status, "queued"),
          and(eq(wayRuns.status, "running"), lte(wayRuns.leaseUntil, now)),
        ),
      )
      .orderBy(asc(wayRuns.requestedAt), asc(wayRuns.wayId))
      .limit(1);
    if (!next) return undefined;
    const [claimed] = await tx
      .update(wayRuns)
      .set({ status: "running", startedAt: now, leaseUntil: now + leaseMs, done: 0, total: 0 })
      .where(eq(wayRuns.wayId, next.wayId))
      .returning();
    return claimed;
  });
}

/** The running process's progress, with its lease renewed; false when the run is not its own any more. */
export async function reportWayRun(
  db: Queryable,
  wayId: string,
  startedAt: number,
  progress: { done: number; total: number; leaseUntil: number },
): Promise<boolean> {
  const rows = await db
    .update(wayRuns)
    .set(progress)
    .where(
      and(
        eq(wayRuns.wayId, wayId),
        eq(wayRuns.status, "running"),
        eq(wayRuns.startedAt, startedAt),
      ),
    )
    .returning({ wayId: wayRuns.wayId });
  return rows.length > 0;
}

/** Ends the run this process started (`startedAt` tells its claim from a later one). */
export async function finishWayRun(
  db: Queryable,
  wayId: string,
  startedAt: number,
  outcome: { figures: string; done: number; total: number } | { error: string },
  now: number,
): Promise<void> {
  await db
    .update(wayRuns)
    .set(
      "figures" in outcome
        ? { ...outcome, status: "done", finishedAt: now, leaseUntil: null, error: null }
        : { error: outcome.error, status: "failed", finishedAt: now, leaseUntil: null },
    )
    .where(
      and(
        eq(wayRuns.wayId, wayId),
        eq(wayRuns.status, "running"),
        eq(wayRuns.startedAt, startedAt),
      ),
    );
}

/**
 * What is left to run: how many runs wait in the queue, and until when the running one's lease
 * holds (null: none running). A server starting up resumes from this (lib/ways/exact-runs.ts
 * resumeWayRuns).
 */
export async function pendingWayRuns(
  db: Queryable,
): Promise<{ queued: number; leaseUntil: number | null }> {
  const rows = await db
    .select({ status: wayRuns.status, leaseUntil: wayRuns.leaseUntil })
    .from(wayRuns)
    .where(or(eq(wayRuns.status, "queued"), eq(wayRuns.status, "running")));
  const leases = rows.flatMap((r) =>
    r.status === "running" && r.leaseUntil !== null ? [r.leaseUntil] : [],
  );
  return {
    queued: rows.filter((r) => r.status === "queued").length,
    leaseUntil: leases.length > 0 ? Math.min(...leases) : null,
  };
}
