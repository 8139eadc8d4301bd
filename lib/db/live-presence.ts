/**
 * Who has a live table open (db/schema/live.ts live_presence, issue 55): one row per open event
 * stream of a table, in the store so every instance sees every viewer. A stream enters when it
 * opens, renews its row at its keep-alives and leaves when it ends; a row not renewed for
 * PRESENCE_TTL_MS is dead (its instance stopped) and counts no more. The table shows how many
 * watch it (viewers without a seat), and a seated player whose last stream ended is away
 * (lib/table/machine/presence.ts: the kept seat).
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { livePresence } from "@/db/schema";
import { type Queryable, writeOnce } from "./store";
import { LEASE_TTL_MS } from "./streams";

/** A presence row not renewed for this long is dead: the stream leases' lifetime. */
export const PRESENCE_TTL_MS = LEASE_TTL_MS;

export interface Presence {
  /** Whose stream: a learner's id, or an anonymous viewer's address key. */
  viewer: string;
  /** The learner behind the stream (null: an anonymous viewer). */
  learnerId: string | null;
}

const alive = (now: number) => sql`${livePresence.renewedAt} > ${now - PRESENCE_TTL_MS}`;

/** A stream of `viewer` at a table opened: its row. */
export async function enterPresence(
  db: Queryable,
  row: { id: string; liveTableId: string; viewer: string; learnerId: string | null; now: number },
): Promise<void> {
  const { now, ...rest } = row;
  await writeOnce(db, (q) => q.insert(livePresence).values({ ...rest, renewedAt: now }));
}

/** Marks streams still open at `now`; the ids renewed (a missing one was swept as dead). */
export async function renewPresence(
  db: Queryable,
  ids: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await writeOnce(db, (q) =>
    q
      .update(livePresence)
      .set({ renewedAt: now })
      .where(inArray(livePresence.id, [...ids]))
      .returning({ id: livePresence.id }),
  );
  return new Set(rows.map((r) => r.id));
}

/** A stream ended: its row goes. */
export async function leavePresence(db: Queryable, id: string): Promise<void> {
  await writeOnce(db, (q) => q.delete(livePresence).where(eq(livePresence.id, id)));
}

/** Whether `viewer` still has a live stream at the table at `now`. */
export async function stillPresent(
  db: Queryable,
  liveTableId: string,
  viewer: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: livePresence.id })
    .from(livePresence)
    .where(
      and(eq(livePresence.liveTableId, liveTableId), eq(livePresence.viewer, viewer), alive(now)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Each viewer with a live stream at these tables at `now`, once per table. */
export async function presentAt(
  db: Queryable,
  liveTableIds: readonly string[],
  now: number,
): Promise<Map<string, Presence[]>> {
  const byTable = new Map<string, Presence[]>();
  if (liveTableIds.length === 0) return byTable;
  const rows = await db
    .selectDistinct({
      liveTableId: livePresence.liveTableId,
      viewer: livePresence.viewer,
      learnerId: livePresence.learnerId,
    })
    .from(livePresence)
    .where(and(inArray(livePresence.liveTableId, [...liveTableIds]), alive(now)));
  for (const { liveTableId, ...presence } of rows) {
    const list = byTable.get(liveTableId) ?? [];
    list.push(presence);
    byTable.set(liveTableId, list);
  }
  return byTable;
}

/**
 * Deletes the rows dead at `now` (their instance stopped without ending its streams); the
 * viewers who so left a table with no other live stream there, by table.
 */
export async function sweepPresence(
  db: Queryable,
  now: number,
): Promise<{ liveTableId: string; viewer: string; learnerId: string | null }[]> {
  const gone = await writeOnce(db, (q) =>
    q
      .delete(livePresence)
      .where(lte(livePresence.renewedAt, now - PRESENCE_TTL_MS))
      .returning({
        liveTableId: livePresence.liveTableId,
        viewer: livePresence.viewer,
        learnerId: livePresence.learnerId,
      }),
  );
  const left = new Map<string, (typeof gone)[number]>();
  for (const row of gone) left.set(`${row.liveTableId}\u0000${row.viewer}`, row);
  const out: typeof gone = [];
  for (const row of left.values())
    if (!(await stillPresent(db, row.liveTableId, row.viewer, now))) out.push(row);
  return out;
}
