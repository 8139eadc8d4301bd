/**
 * The live tables' part of the one clock (lib/table/clock.ts runs it every tick): every table
 * whose phase time ran out is moved on (approval lost, bets closed and dealt, hands set by the
 * house way, the next round begun), whether or not anyone is connected. Exactly once across
 * instances: each table is taken with FOR UPDATE SKIP LOCKED (lib/db/live.ts tryLockLiveTable)
 * and moved on by its state under that lock, so a second clock finds nothing due.
 */
import { dueLiveTables } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { advanceDue } from "./change";

/** Tables looked at per tick. */
export const LIVE_SWEEP_BATCH = 100;

/** Moves on every live table due at `now`; returns how many this clock moved. */
export async function sweepLive(db: Queryable, now = Date.now()): Promise<number> {
  let moved = 0;
  for (const id of await dueLiveTables(db, now + 1, LIVE_SWEEP_BATCH)) {
    if (await advanceDue(db, id, now)) moved++;
  }
  return moved;
}
