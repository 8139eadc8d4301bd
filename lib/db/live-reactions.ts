/**
 * Quick reactions' rows (db/schema/live.ts live_reactions, issue 55): each player's last one at
 * a table. Written by the one writer (lib/table/writer.ts) in the step's transaction, under the
 * table's lock; read with the table's state (lib/live/state.ts).
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { type LiveReactionRow, liveReactions } from "@/db/schema";
import type { Queryable } from "./store";

/** Rows older than this are of no use (shown for seconds, limited per 3 s): deleted as others come. */
const KEEP_MS = 60_000;

/** A table's reactions young enough to matter at `now` (each player's last). */
export async function reactionsAt(
  db: Queryable,
  liveTableId: string,
  now: number,
): Promise<LiveReactionRow[]> {
  return db
    .select()
    .from(liveReactions)
    .where(
      and(eq(liveReactions.liveTableId, liveTableId), sql`${liveReactions.at} > ${now - KEEP_MS}`),
    );
}

/** A player's new last reaction; the table's stale ones go with it. */
export async function storeReaction(tx: Queryable, row: LiveReactionRow): Promise<void> {
  await tx
    .delete(liveReactions)
    .where(
      and(eq(liveReactions.liveTableId, row.liveTableId), lt(liveReactions.at, row.at - KEEP_MS)),
    );
  await tx
    .insert(liveReactions)
    .values(row)
    .onConflictDoUpdate({
      target: [liveReactions.liveTableId, liveReactions.learnerId],
      set: { seat: row.seat, reaction: row.reaction, at: row.at },
    });
}
