/**
 * The table's clock: a sweeper started with the server (instrumentation.ts) that settles every
 * round whose deadline has passed (by the house way, `timer`), whether or not anyone is
 * connected, so reads never have to. Live tables (RULES.md 11) will advance their phases here.
 *
 * Exactly once, on either store:
 * - PostgreSQL, several instances: each tick claims due rounds with FOR UPDATE SKIP LOCKED in
 *   one transaction and settles them in it, so no two clocks take the same round, and a Done
 *   racing the clock waits for the row and then finds it settled;
 * - SQLite, one process: an in-process timer; the writer's settled-once update
 *   (storeSettlement) makes a round that its learner settled first a no-op.
 */
import { claimDueRounds, dueRounds, findRound } from "@/lib/db/rounds";
import { dialectOf, type Queryable, withTx } from "@/lib/db/store";
import { sweepLive } from "@/lib/live/clock";
import { DEADLINE_GRACE_MS } from "./round";
import { loadRound, settleDue } from "./settling";

/** Rounds settled per transaction (PostgreSQL) or per pass (SQLite). */
export const SWEEP_BATCH = 50;
/** How often the clock looks: a round is settled at most this long after its deadline + grace. */
export const SWEEP_INTERVAL_MS = 250;

/** Settles every round due at `now`; returns how many this sweeper settled. */
export async function sweep(db: Queryable, now = Date.now()): Promise<number> {
  const before = now - DEADLINE_GRACE_MS;
  let settled = 0;
  for (;;) {
    const n =
      dialectOf(db) === "pg"
        ? await sweepPgBatch(db, before, now)
        : await sweepLiteBatch(db, before, now);
    settled += n.settled;
    if (n.seen < SWEEP_BATCH) return settled;
  }
}

async function sweepLiteBatch(db: Queryable, before: number, now: number) {
  const due = await dueRounds(db, before, SWEEP_BATCH);
  let settled = 0;
  for (const row of due) if (await settleDue(db, await loadRound(db, row), now)) settled++;
  return { seen: due.length, settled };
}

async function sweepPgBatch(db: Queryable, before: number, now: number) {
  return withTx(
    db,
    async (tx) => {
      const ids = await claimDueRounds(tx, before, SWEEP_BATCH);
      let settled = 0;
      for (const id of ids) {
        const row = await findRound(tx, id);
        if (row && (await settleDue(tx, await loadRound(tx, row), now))) settled++;
      }
      return { seen: ids.length, settled };
    },
    // The claimed rows are locked; nothing else needs serializable here.
    { isolation: "read committed" },
  );
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
