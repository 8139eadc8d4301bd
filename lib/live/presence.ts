/**
 * Who has a live table open, across instances (lib/db/live-presence.ts, issue 55): each event
 * stream of a table enters when it opens and leaves when it ends; a viewer's first stream there
 * and their last one's end are a step of the table (the `presence` command through the door),
 * so every screen's watcher count moves and a seated player who dropped is seen to (the kept
 * seat: lib/table/machine/presence.ts). The step reads who is there under the table's lock, so
 * a reload's leave and enter, in whatever order they land, end with the player there.
 */
import { randomUUID } from "node:crypto";
import {
  enterPresence,
  leavePresence,
  PRESENCE_TTL_MS,
  renewPresence,
  stillPresent,
  sweepPresence,
} from "@/lib/db/live-presence";
import type { Queryable } from "@/lib/db/store";
import { change } from "./change";
import { LeaseRenewals } from "./lease-renewals";

const holder = globalThis as typeof globalThis & {
  __paigowPresenceRenewals?: WeakMap<Queryable, LeaseRenewals>;
  __paigowPresenceSweptAt?: number;
};

/** This process's streams renew their presence together (one write a second at most). */
function renewals(db: Queryable): LeaseRenewals {
  holder.__paigowPresenceRenewals ??= new WeakMap();
  const all = holder.__paigowPresenceRenewals;
  let found = all.get(db);
  if (!found) {
    found = new LeaseRenewals((ids, now) => renewPresence(db, ids, now));
    all.set(db, found);
  }
  return found;
}

/** The table's viewers have changed: one step tells every screen (and the lobbies if theirs did). */
async function tell(db: Queryable, tableId: string, learnerId: string | null, now: number) {
  try {
    await change(db, tableId, now, { type: "presence", learnerId });
  } catch (error) {
    // The count is told again at the next change; the stream itself goes on.
    console.warn("live: presence step failed:", (error as Error).message);
  }
}

export interface Here {
  /** At the stream's keep-alive: false when its row was swept as dead (end the stream). */
  renew(): Promise<boolean>;
  /** The stream ended (at `now`). */
  leave(now?: number): Promise<void>;
}

/** A stream of `viewer` (a learner's id or an address key) opened at a table. */
export async function enterTable(
  db: Queryable,
  tableId: string,
  viewer: string,
  learnerId: string | null,
  now = Date.now(),
): Promise<Here> {
  const first = !(await stillPresent(db, tableId, viewer, now));
  const id = randomUUID();
  await enterPresence(db, { id, liveTableId: tableId, viewer, learnerId, now });
  if (first) await tell(db, tableId, learnerId, now);
  let left = false;
  return {
    renew: () => renewals(db).renew(id),
    async leave(at = Date.now()) {
      if (left) return;
      left = true;
      await leavePresence(db, id);
      if (!(await stillPresent(db, tableId, viewer, at))) await tell(db, tableId, learnerId, at);
    },
  };
}

/**
 * Deletes the presence of streams whose instance stopped without ending them (not renewed for
 * PRESENCE_TTL_MS) and tells their tables, at most once a quarter of that per process.
 */
export async function sweepDeadPresence(db: Queryable, now = Date.now()): Promise<number> {
  if (now - (holder.__paigowPresenceSweptAt ?? 0) < PRESENCE_TTL_MS / 4) return 0;
  holder.__paigowPresenceSweptAt = now;
  const left = await sweepPresence(db, now);
  for (const { liveTableId, learnerId } of left) await tell(db, liveTableId, learnerId, now);
  return left.length;
}
