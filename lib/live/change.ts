/**
 * One change of a live table (RULES.md 11), a verb's or the clock's, through the tables' one
 * door (lib/table/door.ts). What is a live table's own: the state before the change comes from
 * the cache when no other instance changed the table since (cache.ts), the wallets of everyone
 * at the table are locked, a settle waits for its grades outside the transaction, and after
 * the commit the bus tells every viewer's stream, which re-reads its own view (cache.ts shares
 * the read).
 */
import { lockLiveTable, tryLockLiveTable } from "@/lib/db/live";
import { presentAt } from "@/lib/db/live-presence";
import { isUniqueViolation, type Queryable } from "@/lib/db/store";
import { InsufficientFunds, lockWallets } from "@/lib/db/table";
import { pushBus } from "@/lib/push/bus";
import { stepTable, type TableKind } from "@/lib/table/door";
import { TableError } from "@/lib/table/errors";
import type { Command } from "@/lib/table/machine";
import { holdersOf, type StoredTable } from "@/lib/table/stored-table";
import { committedState, lastCommitted } from "./cache";
import { dealtNow, gradesReady, handsGraded, warmHands } from "./grades";
import { lobbyKey } from "./lobby";
import { lobbyChanged } from "./lobby-news";
import { loadState } from "./state";

export const liveTopic = (tableId: string): string => `live:${tableId}`;

/** After a committed change: the table's viewers, and the lobbies when what they show moved. */
async function announce(db: Queryable, final: StoredTable, lobbyBefore: string): Promise<void> {
  committedState(db, final);
  await pushBus().publish(liveTopic(final.table.id), final.table.seq);
  if (lobbyKey(final) !== lobbyBefore) await lobbyChanged(final.table.seq);
}

class GradesPending extends Error {
  constructor(readonly state: StoredTable) {
    super("grades pending");
  }
}

class NothingDue extends Error {}

/**
 * A live table at the door. `gradedOnly`: a step that would settle before this process has
 * every EV steps back out (GradesPending). `clock`: the table is taken only if no other
 * transaction holds it, and a step that finds nothing due is undone (NothingDue).
 */
function liveTable(
  db: Queryable,
  tableId: string,
  now: number,
  { gradedOnly = false, clock = false },
): TableKind {
  // What the lobbies showed of the table before this change (a presence step reads anew who
  // is there, so its `before` already holds the new watchers).
  let lobbyBefore: string | null = null;
  return {
    async hold(tx, command) {
      // Another instance's clock (or a request) holds it: it is being moved on already.
      if (clock && !(await tryLockLiveTable(tx, tableId))) return null;
      const table = await lockLiveTable(tx, tableId);
      if (!table) return null;
      // Every change of a table is made here and cached as it commits (cache.ts): when the
      // cached state is the one just before this change (no other instance changed the table
      // since), it is the table's current state, and only the wallets are read afresh.
      const cached = await lastCommitted(db, tableId);
      let before =
        cached && cached.table.seq === table.seq - 1
          ? { ...cached, table }
          : ({ ...(await loadState(tx, tableId)), table } as StoredTable);
      lobbyBefore = lobbyKey(before);
      // A viewer came or went (issue 55): who has the table open now, read under its lock.
      if (command.type === "presence")
        before = { ...before, presence: (await presentAt(tx, [tableId], now)).get(tableId) ?? [] };
      const actor = "learnerId" in command ? command.learnerId : null;
      const wallets = await lockWallets(tx, holdersOf(before, actor), before.config.currency);
      return { before, wallets };
    },
    // A live table's refusals are the machine's own codes.
    refusal: (refused) => refused,
    check(before, result) {
      // Settling grades every learner's setting in this transaction: it must not wait there
      // for the worker pool (on SQLite nothing else may use the store meanwhile). A verb that
      // settles unforeseen (another seat set just before it) steps back out, and change()
      // waits and retries.
      if (gradedOnly && result.effects.some((e) => e.type === "settle") && !gradesReady(before))
        throw new GradesPending(before);
      // Nothing was due (another instance got there first): undo the sequence number.
      if (clock && result.effects.length === 0) throw new NothingDue();
    },
    names: true,
    async committed({ before, after }) {
      await announce(db, after, lobbyBefore ?? lobbyKey(before));
      warmHands(db, dealtNow(after, now));
    },
  };
}

/**
 * Runs one command at a table through the door; commits and tells the table's viewers. The
 * state as the change leaves it is handed to the table's streams (cache.ts), so a change costs
 * its viewers no read of the table, only their own wallets.
 */
export async function change(
  db: Queryable,
  tableId: string,
  now: number,
  command: Command,
): Promise<StoredTable> {
  try {
    return await changeOnce(db, tableId, now, command, true);
  } catch (error) {
    if (!(error instanceof GradesPending)) throw error;
    // Rolled back before anything was written: wait for the EVs outside any transaction
    // (joined, not computed twice), then step again.
    await handsGraded(db, error.state);
    return changeOnce(db, tableId, now, command, false);
  }
}

async function changeOnce(
  db: Queryable,
  tableId: string,
  now: number,
  command: Command,
  gradedOnly: boolean,
): Promise<StoredTable> {
  try {
    const stepped = await stepTable(db, liveTable(db, tableId, now, { gradedOnly }), command, now);
    if (!stepped) throw new TableError("unknown-table");
    return stepped.after;
  } catch (error) {
    // Two tabs racing for one seat: the unique indexes decide, and the loser is told.
    if (isUniqueViolation(error)) throw new TableError("already-seated");
    // A debit the balance no longer covered (conditional in the writer): nothing was kept.
    if (error instanceof InsufficientFunds) throw new TableError("insufficient-balance");
    throw error;
  }
}

/** The clock's part: moves one due table on; false when it was not due after all. */
export async function advanceDue(db: Queryable, tableId: string, now: number): Promise<boolean> {
  const kind = liveTable(db, tableId, now, { clock: true });
  const stepped = await stepTable(db, kind, { type: "tick" }, now).catch((error) => {
    if (error instanceof NothingDue) return null;
    throw error;
  });
  return stepped !== null;
}
