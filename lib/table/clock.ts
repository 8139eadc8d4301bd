/**
 * The one clock of every table: a sweeper started with the server (instrumentation.ts) that
 * moves on every table whose time ran out, whether or not anyone is connected, so reads never
 * have to: a learner's own round past its deadline is settled by the house way (`timer`); a
 * live table's phase is moved on (approval lost, bets closed and dealt, hands set by the house
 * way, the next round begun, RULES.md 11). Each is one `tick` through the table's door
 * (door.ts).
 *
 * Exactly once, on either store: the door holds the table's row (FOR UPDATE on PostgreSQL; a
 * live table is taken with SKIP LOCKED, lib/db/live.ts tryLockLiveTable) and steps it by its
 * state under that lock, so a second clock (another instance) or a racing Done finds nothing
 * due; the writer's settled-once update (storeSettlement) refuses a second settlement anyway.
 */

import { logBackgroundFailure } from "@/lib/db/faults";
import { awayDueTables, dueLiveTables } from "@/lib/db/live";
import { dueRounds } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { advanceDue } from "@/lib/live/change";
import { sweepDeadPresence } from "@/lib/live/presence";
import { AWAY_KEEP_MS } from "./machine/presence";
import { ownTick } from "./own-table";
import { DEADLINE_GRACE_MS, ownerOfInstance } from "./round-model";

/** Rounds settled per transaction (PostgreSQL) or per pass (SQLite). */
const SWEEP_BATCH = 50;
/** How often the clock looks: a round is settled at most this long after its deadline + grace. */
const SWEEP_INTERVAL_MS = 250;

/** Settles every round due at `now`; returns how many this sweeper settled. */
export async function sweep(db: Queryable, now = Date.now()): Promise<number> {
  const before = now - DEADLINE_GRACE_MS;
  let settled = 0;
  for (;;) {
    const due = await dueRounds(db, before, SWEEP_BATCH);
    let moved = 0;
    for (const row of due) {
      const learnerId = ownerOfInstance(row.instanceId);
      if (learnerId === null) continue;
      // The learner's own table's clock, through the door (own-table.ts): another instance's
      // clock or the learner's Done may get there first, and then this step finds nothing due.
      const stepped = await ownTick(db, learnerId, row.tableId, now);
      moved++;
      if (stepped.effects.some((e) => e.type === "settle")) settled++;
    }
    if (due.length < SWEEP_BATCH || moved === 0) return settled;
  }
}

/** Live tables looked at per tick. */
const LIVE_SWEEP_BATCH = 100;

/** Moves on every live table due at `now`; returns how many this clock moved. */
export async function sweepLive(db: Queryable, now = Date.now()): Promise<number> {
  let moved = 0;
  const due = new Set(await dueLiveTables(db, now + 1, LIVE_SWEEP_BATCH));
  // A seat kept for a player who dropped, past its time (issue 55): freed by the table's step.
  for (const id of await awayDueTables(db, now - AWAY_KEEP_MS + 1, LIVE_SWEEP_BATCH)) due.add(id);
  for (const id of due) {
    if (await advanceDue(db, id, now)) moved++;
  }
  return moved;
}

const holder = globalThis as typeof globalThis & {
  __paigowTableClock?: { timer: ReturnType<typeof setInterval>; running: boolean };
};

/**
 * Starts the clock of this process (once; later calls do nothing). `db` is read per tick, so a
 * store opened later (tests) is the one swept. A failed tick is logged and the next one tries
 * again; ticks never overlap.
 */
export function startTableClock(db: () => Queryable, intervalMs = SWEEP_INTERVAL_MS): void {
  if (holder.__paigowTableClock) return;
  const clock = { timer: setInterval(tick, intervalMs), running: false };
  holder.__paigowTableClock = clock;
  // The clock never keeps a process alive on its own (the CLI, tests).
  clock.timer.unref?.();
  async function tick() {
    if (clock.running) return;
    clock.running = true;
    try {
      await sweep(db());
      await sweepLive(db());
      // Streams of an instance that stopped: their viewers left (issue 55), now and then.
      await sweepDeadPresence(db());
    } catch (error) {
      logBackgroundFailure("table clock: sweep failed", error);
    } finally {
      clock.running = false;
    }
  }
}

export function stopTableClock(): void {
  const clock = holder.__paigowTableClock;
  if (!clock) return;
  clearInterval(clock.timer);
  holder.__paigowTableClock = undefined;
}
