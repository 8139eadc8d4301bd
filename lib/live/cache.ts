/**
 * The last committed state of each table, shared by every stream of it in this process: a
 * change wakes all of a table's viewers at once, and one read serves them all (each then
 * adds only its own wallet), instead of one full read per viewer.
 */
import type { Queryable } from "@/lib/db/store";
import type { StoredTable } from "@/lib/table/stored-table";
import { committed, loadState } from "./state";

type States = WeakMap<
  Queryable,
  Map<string, { seq: number; state: Promise<StoredTable | undefined> }>
>;

// Per process, not per module copy: Next bundles this file into each route (the verbs', the
// streams') and the instrumentation's clock; a cache per copy left the streams re-reading every
// state the verbs and the clock had just committed (a full read of the table per change).
const holder = globalThis as typeof globalThis & { __paigowLiveStates?: States };
holder.__paigowLiveStates ??= new WeakMap();
const lastStates: States = holder.__paigowLiveStates;

const tablesOf = (db: Queryable) => {
  const byTable = lastStates.get(db) ?? new Map();
  lastStates.set(db, byTable);
  return byTable;
};

/** A state just committed (read inside its change's transaction): what the streams show next. */
export function committedState(db: Queryable, state: StoredTable): void {
  const byTable = tablesOf(db);
  const have = byTable.get(state.table.id);
  // A read in flight (seq unknown) may be older or newer: the known-newer state wins.
  if (!have || have.seq === Number.POSITIVE_INFINITY || have.seq < state.table.seq)
    byTable.set(state.table.id, { seq: state.table.seq, state: Promise.resolve(state) });
}

/** The table's state at sequence number `atLeast` or later (null: whatever is current). */
export async function sharedState(
  db: Queryable,
  tableId: string,
  atLeast: number | null,
): Promise<StoredTable | undefined> {
  const byTable = tablesOf(db);
  const fresh = (state: StoredTable | undefined) =>
    atLeast === null || (state?.table.seq ?? -1) >= atLeast;
  for (let tries = 0; tries < 3; tries++) {
    // A read in flight (seq still unknown: infinity) or done at a late enough number is shared.
    const have = byTable.get(tableId);
    if (have && atLeast !== null && have.seq >= atLeast) {
      const state = await have.state;
      if (fresh(state)) return state;
      // It began before the waking change was visible: read again.
      continue;
    }
    const entry = {
      seq: Number.POSITIVE_INFINITY,
      state: committed(db, (q) => loadState(q, tableId)),
    };
    byTable.set(tableId, entry);
    const state = await entry.state.catch((error) => {
      if (byTable.get(tableId) === entry) byTable.delete(tableId);
      throw error;
    });
    entry.seq = state?.table.seq ?? -1;
    if (fresh(state)) return state;
  }
  // Three reads and still older than the wake (a notification ahead of its commit here):
  // the current state; the next change wakes the stream again.
  return committed(db, (q) => loadState(q, tableId));
}

/**
 * The last committed state of a table this process has (a change's or a stream's read), else
 * undefined. What a verb looks at before its change (the table's config and class, the round
 * whose EVs to ready) may be that old: the change itself reads afresh under the table's lock.
 */
export async function lastCommitted(
  db: Queryable,
  tableId: string,
): Promise<StoredTable | undefined> {
  const have = lastStates.get(db)?.get(tableId);
  return have && have.seq !== Number.POSITIVE_INFINITY ? have.state : undefined;
}
