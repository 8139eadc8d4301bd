/**
 * Who may see a live table and what they see of it (RULES.md 11): anyone a public table, a
 * class's members and its teacher a class table; each viewer's view (table-view.ts) with their own
 * wallet, the teacher's with every student's grade once settled. The JSON answers, the event
 * stream and the page all read through here.
 */
import { accountInClass, accountOfLearner, inClassOrTeaches } from "@/lib/db/live";
import type { Queryable } from "@/lib/db/store";
import { findWallet } from "@/lib/db/table";
import type { StreamSource } from "@/lib/http/sse";
import { pushBus } from "@/lib/push/bus";
import { TableError } from "@/lib/table/errors";
import type { StoredTable } from "@/lib/table/stored-table";
import { startAmount } from "@/lib/table/tables";
import type { TableOptions } from "@/lib/table/wallet";
import type { LiveView } from "./api";
import { sharedState } from "./cache";
import { liveTopic } from "./change";
import { classMembersTopic } from "./lobby-news";
import { committed, loadState, publicTables } from "./state";
import { liveViewFor } from "./table-view";

export type Access = "public" | "teacher" | "member";

/** Who may see a table: anyone for a public one; a class's members and its teacher for theirs. */
async function access(
  db: Queryable,
  table: StoredTable["table"],
  learnerId: string | null,
): Promise<Access | null> {
  if (table.classId === null) return "public";
  if (learnerId === null) return null;
  const account = await accountOfLearner(db, learnerId);
  return account ? inClassOrTeaches(db, table.classId, account.userId) : null;
}

/**
 * A verb's check: who the learner is to the table, and their account when `sitting` (a seat
 * carries its name; a class table's check reads it anyway): one query for a class table. Access null: they may not see it.
 */
export async function verbAccess(
  db: Queryable,
  table: StoredTable["table"],
  learnerId: string,
  sitting: boolean,
): Promise<{ access: Access | null; account: { userId: string; name: string } | undefined }> {
  if (table.classId === null)
    return {
      access: "public",
      account: sitting ? await accountOfLearner(db, learnerId) : undefined,
    };
  const found = await accountInClass(db, learnerId, table.classId);
  return { access: found?.access ?? null, account: found };
}

/** The table as this viewer sees it; unknown-table for a table they may not see. */
export function viewLive(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: TableOptions = {},
): Promise<LiveView> {
  return committed(db, (q) => readView(q, tableId, learnerId, options));
}

async function readView(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: TableOptions,
): Promise<LiveView> {
  const { state, seen } = await visible(db, tableId, learnerId, options);
  return viewOf(db, state, learnerId, seen === "teacher");
}

/** The table and who the viewer is to it; unknown-table for a table they may not see. */
async function visible(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: TableOptions,
): Promise<{ state: StoredTable; seen: Access }> {
  await publicTables(db, options.testTables ?? false);
  const state = await loadState(db, tableId);
  if (!state || (state.config.testOnly && !options.testTables))
    throw new TableError("unknown-table");
  const seen = await access(db, state.table, learnerId);
  if (seen === null) throw new TableError("unknown-table");
  return { state, seen };
}

/**
 * One viewer's event stream of a table (lib/http/sse.ts), opened only when they may see it
 * (unknown-table before any stream opens). It reads on every change of the table and checks
 * the viewer's access on every read (issue 55 defect 2: a membership lost by any path ends the
 * stream before another event goes out); a class table's stream also wakes when its class's
 * members change (a student removed or gone, on any instance: the bus), so a lost access ends
 * it at once rather than at the next change. A public table's check reads nothing.
 */
export async function liveStream(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: TableOptions = {},
): Promise<StreamSource<LiveView>> {
  const { state } = await committed(db, (q) => visible(q, tableId, learnerId, options));
  const read = liveStreamSource(db, tableId, learnerId, options);
  const classId = state.table.classId;
  return {
    read,
    subscribe(wake) {
      const bus = pushBus();
      const offTable = bus.subscribe(liveTopic(tableId), wake);
      if (classId === null) return offTable;
      const offMembers = bus.subscribe(classMembersTopic(classId), () => wake(-1));
      return () => {
        offTable();
        offMembers();
      };
    },
  };
}

/**
 * What one viewer's event stream reads (lib/http/sse.ts): the shared state of the change that
 * woke it, and the viewer's own wallet, after checking the viewer's access again (one indexed
 * read at a class table, none at a public one); a table they may no longer see ends the stream
 * (null).
 */
export function liveStreamSource(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: TableOptions = {},
) {
  return async (atLeast: number | null): Promise<{ seq: number; data: LiveView } | null> => {
    const state = await sharedState(db, tableId, atLeast);
    if (!state || (state.config.testOnly && !options.testTables)) return null;
    const seen = await access(db, state.table, learnerId);
    if (seen === null) return null;
    const view = await viewOf(db, state, learnerId, seen === "teacher");
    return { seq: view.seq, data: view };
  };
}

/** One viewer's view of a state: their wallet (read if the state lacks it), a teacher's grades. */
export async function viewOf(
  db: Queryable,
  state: StoredTable,
  learnerId: string | null,
  teacher = false,
): Promise<LiveView> {
  const wallet = learnerId
    ? (state.wallets.get(learnerId) ?? (await findWallet(db, learnerId, state.config.currency)))
    : undefined;
  const view = liveViewFor(state, {
    learnerId,
    now: Date.now(),
    // A signed-in learner with no wallet yet has the start amount (the first Sit makes it).
    balance: wallet?.balance ?? (learnerId ? startAmount(state.config.currency) : null),
    points: wallet?.points ?? (learnerId ? 0 : null),
    rebuys: wallet ? (wallet.rebuys ?? null) : learnerId ? 0 : null,
  });
  if (teacher) {
    // The teacher sees each seated student's balance and points (issue 29 walk finding 6).
    for (const seat of view.seats) {
      const occupant = state.seats.find((s) => s.seat === seat.seat);
      const wallet = occupant ? state.wallets.get(occupant.learnerId) : undefined;
      if (wallet) seat.wallet = { balance: wallet.balance, points: wallet.points };
    }
  }
  if (state.round?.row.phase === "settled") {
    // The coach's grade (exact EV per unit bet) once settled: a class table's teacher sees
    // every student's; at a public table each player sees their own, as at their own table.
    // A student at a class table sees none (the teacher is the coach there).
    const own = state.table.classId === null ? view.you.seat : null;
    for (const seat of view.seats) {
      if (!teacher && seat.seat !== own) continue;
      const played = state.round.players.find((p) => p.seat === seat.seat);
      if (played?.ev != null && played.bestEv != null && played.houseWayEv != null)
        seat.grade = { ev: played.ev, bestEv: played.bestEv, houseWayEv: played.houseWayEv };
    }
  }
  return view;
}
