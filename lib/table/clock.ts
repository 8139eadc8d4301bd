/**
 * The table's clock: a sweeper started with the server (instrumentation.ts) that settles every
 * round whose deadline has passed (by the house way, `timer`), whether or not anyone is
 * connected, so reads never have to. Live tables (RULES.md 11) will advance their phases here.
 *
 * Exactly once, on either store: a learner's own round is settled by one step of its table
 * (solo.ts), which holds the learner's wallet (FOR UPDATE on PostgreSQL) and reads the open
 * round under it, so a second clock (another instance) or a racing Done finds it settled;
 * the writer's settled-once update (storeSettlement) refuses a second settlement anyway.
 */
import { dueRounds } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { sweepLive } from "@/lib/live/clock";
import { DEADLINE_GRACE_MS, soloOwnerOf } from "./round";
import { soloTick } from "./solo";

/** Rounds settled per transaction (PostgreSQL) or per pass (SQLite). */
export const SWEEP_BATCH = 50;
/** How often the clock looks: a round is settled at most this long after its deadline + grace. */
export const SWEEP_INTERVAL_MS = 250;

/** Settles every round due at `now`; returns how many this sweeper settled. */
export async function sweep(db: Queryable, now = Date.now()): Promise<number> {
  const before = now - DEADLINE_GRACE_MS;
  let settled = 0;
  for (;;) {
    const due = await dueRounds(db, before, SWEEP_BATCH);
    let moved = 0;
    for (const row of due) {
      const learnerId = soloOwnerOf(row.instanceId);
      if (learnerId === null) continue;
      // The learner's own table's clock, through its one door (solo.ts): another instance's
      // clock or the learner's Done may get there first, and then this step finds nothing due.
      const stepped = await soloTick(db, learnerId, row.tableId, now);
      moved++;
      if (stepped.effects.some((e) => e.type === "settle")) settled++;
    }
    if (due.length < SWEEP_BATCH || moved === 0) return settled;
  }
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
      // Live tables' phases (approval, bets, the next round) run on the same clock.
      await sweepLive(db());
    } catch (error) {
      console.error("table clock: sweep failed", error);
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
