/**
 * Live tables (RULES.md 11): reading a table as one viewer sees it, and the verbs of the JSON
 * API (lib/live/api.ts). A verb walks as a drill answer does: checked, then one transaction
 * that holds the table (its sequence number moved on), changes seats, bets, the round and the
 * ledger, and moves the phases on (machine.ts); after the commit the bus tells every viewer's
 * stream, which re-reads its own view.
 *
 * A refused verb changes nothing: its transaction is rolled back, unless moving the clock on
 * (a deadline that passed before anyone looked) changed the table, which is kept, as the clock
 * would have done it; the refusal is answered after the commit.
 */
import { randomUUID } from "node:crypto";
import { storedRuleSet } from "@/lib/casino/choice";
import { classIdsOfUser } from "@/lib/db/classes";
import { retryBusy } from "@/lib/db/client";
import {
  accountOfLearner,
  classRuleSet,
  deleteSeat,
  ensureLiveTable,
  findLiveTable,
  idleLiveTable,
  inClassOrTeaches,
  insertSeat,
  liveTablesByIds,
  lockLiveTable,
  namesOfLearners,
  openClassTableRow,
  openClassTables,
  seatsAt,
  seatsAtTables,
  setRoundSeatChoice,
  tryLockLiveTable,
  updateLiveTable,
  updateSeat,
} from "@/lib/db/live";
import { findRound } from "@/lib/db/rounds";
import { dialectOf, isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import { findWallet, InsufficientFunds, lockWallet, walletsIn } from "@/lib/db/table";
import { formatHand, houseWay, parseHand, type RuleSet, ruleSetKey } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { pushBus } from "@/lib/push/bus";
import { betErrorCode, betProblemOf } from "@/lib/table/bets";
import { BANK_SEAT, ruleSetOfRound } from "@/lib/table/round";
import { loadRound } from "@/lib/table/settling";
import {
  configUnder,
  findTable,
  listTables,
  startAmount,
  type TableConfig,
  tableRuleSet,
} from "@/lib/table/tables";
import { ensureWallet } from "@/lib/table/wallet";
import type { LiveVerb, LiveView, LobbyView } from "./api";
import { LiveError, type LiveErrorCode } from "./errors";
import { lobbyChanged } from "./lobby-news";
import {
  advance,
  clearBankNote,
  everyoneSet,
  meetsEntryRule,
  openBets,
  refreshSeats,
  releaseBank,
  settleOpenRound,
  startRound,
} from "./machine";
import { bankLeftOf, type LiveState, liveViewFor } from "./view";

export const liveTopic = (tableId: string): string => `live:${tableId}`;
export { LOBBY_TOPIC } from "./lobby-news";

/** What the lobby shows of one table: who sits where (the bank is seat 0), open or closed. */
const lobbyKey = (state: LiveState): string =>
  `${state.table.closedAt === null}|${state.table.bankLeftReason}|${state.seats.map((s) => `${s.seat}:${s.name}`).join(",")}`;

/** After a committed change: the table's viewers, and the lobbies when what they show moved. */
async function announce(db: Queryable, final: LiveState, lobbyBefore: string): Promise<void> {
  committedState(db, final);
  await pushBus().publish(liveTopic(final.table.id), final.table.seq);
  if (lobbyKey(final) !== lobbyBefore) await lobbyChanged(final.table.seq);
}

export interface LiveOptions {
  now?: number;
  testTables?: boolean;
}

/** Per store (tests open many): the configured tables whose rows exist. */
const ensured = new WeakMap<Queryable, Set<string>>();

/** The configured public live tables, their rows made on first use. */
async function publicTables(db: Queryable, testTables: boolean): Promise<TableConfig[]> {
  const configs = listTables(testTables, true);
  const done = ensured.get(db) ?? new Set<string>();
  ensured.set(db, done);
  for (const config of configs) {
    if (done.has(config.id)) continue;
    await ensureLiveTable(db, {
      ...idleLiveTable(config.id, config.id, null, Date.now()),
      ruleSet: config.ruleSet,
    });
    done.add(config.id);
  }
  return configs;
}

/**
 * The casino rule set a live table plays by (RULES.md 12): a public table's is its config's; a
 * class table's is its row's, written from the class's casino when the table was opened.
 */
export const liveRuleSet = (
  table: Pick<LiveState["table"], "classId" | "ruleSet">,
  config: TableConfig,
): RuleSet => (table.classId === null ? tableRuleSet(config) : storedRuleSet(table.ruleSet));

/** Everything a view is made of, read (no lock). Undefined: no such table. */
export async function loadState(db: Queryable, id: string): Promise<LiveState | undefined> {
  const table = await findLiveTable(db, id);
  const found = table ? findTable(table.tableId, true) : undefined;
  if (!table || !found?.live) return undefined;
  // The config as this table plays it: its rule set's commission, no learner bank in a
  // commission-free game; every verb, the deal and the view read this one.
  const config = configUnder(found, liveRuleSet(table, found));
  const row = table.roundId ? await findRound(db, table.roundId) : undefined;
  const state: LiveState = {
    table,
    config,
    seats: await seatsAt(db, id),
    round: row ? await loadRound(db, row) : null,
    names: new Map(),
    wallets: new Map(),
  };
  const ids = state.round
    ? [state.round.bank, ...state.round.players].flatMap((s) => (s.learnerId ? [s.learnerId] : []))
    : [];
  state.names = await namesOfLearners(db, ids);
  const holders = new Set([...ids, ...state.seats.map((s) => s.learnerId)]);
  state.wallets = new Map(
    (await walletsIn(db, [...holders], config.currency)).map((w) => [w.learnerId, w]),
  );
  return state;
}

/** Who may see a table: anyone for a public one; a class's members and its teacher for theirs. */
async function access(
  db: Queryable,
  table: LiveState["table"],
  learnerId: string | null,
): Promise<"public" | "teacher" | "member" | null> {
  if (table.classId === null) return "public";
  if (learnerId === null) return null;
  const account = await accountOfLearner(db, learnerId);
  return account ? inClassOrTeaches(db, table.classId, account.userId) : null;
}

/**
 * A view's reads, on committed rows only. SQLite serves the process from one connection, and
 * a read outside a transaction sees whatever transaction is open on it: a stream re-reading
 * while a verb held the table sent that verb's sequence number with the state before it, and
 * then skipped the committed change (same number), so a round's results never showed. Such a
 * read takes its turn like a transaction; PostgreSQL reads committed rows anyway.
 */
const committed = <T>(db: Queryable, read: (q: Queryable) => Promise<T>): Promise<T> =>
  dialectOf(db) === "sqlite"
    ? // A read transaction (no write lock to wait for), and the writes' busy retry should
      // SQLite still answer busy: never a 500 "database is locked" (issue 29).
      retryBusy(() => withTx(db, read, { mode: "read" }))
    : read(db);

/** The table as this viewer sees it; unknown-table for a table they may not see. */
export function viewLive(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: LiveOptions = {},
): Promise<LiveView> {
  return committed(db, (q) => readView(q, tableId, learnerId, options));
}

async function readView(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: LiveOptions,
): Promise<LiveView> {
  await publicTables(db, options.testTables ?? false);
  const state = await loadState(db, tableId);
  if (!state || (state.config.testOnly && !options.testTables))
    throw new LiveError("unknown-table");
  const seen = await access(db, state.table, learnerId);
  if (seen === null) throw new LiveError("unknown-table");
  return viewOf(db, state, learnerId, seen === "teacher");
}

/**
 * The last committed state of each table, shared by every stream of it in this process: a
 * change wakes all of a table's viewers at once, and one read serves them all (each then
 * adds only its own wallet), instead of one full read per viewer.
 */
const lastStates = new WeakMap<
  Queryable,
  Map<string, { seq: number; state: Promise<LiveState | undefined> }>
>();

/** A state just committed (read inside its change's transaction): what the streams show next. */
function committedState(db: Queryable, state: LiveState): void {
  const byTable = lastStates.get(db) ?? new Map();
  lastStates.set(db, byTable);
  const have = byTable.get(state.table.id);
  // A read in flight (seq unknown) may be older or newer: the known-newer state wins.
  if (!have || have.seq === Number.POSITIVE_INFINITY || have.seq < state.table.seq)
    byTable.set(state.table.id, { seq: state.table.seq, state: Promise.resolve(state) });
}

/** The table's state at sequence number `atLeast` or later (null: whatever is current). */
async function sharedState(
  db: Queryable,
  tableId: string,
  atLeast: number | null,
): Promise<LiveState | undefined> {
  const byTable = lastStates.get(db) ?? new Map();
  lastStates.set(db, byTable);
  const fresh = (state: LiveState | undefined) =>
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
 * What one viewer's event stream reads (lib/http/sse.ts): the shared state of the change that
 * woke it, and the viewer's own wallet. The viewer's access was checked when the stream
 * opened; a class table that its viewer may no longer see ends the stream at the next change.
 */
export function liveStreamSource(
  db: Queryable,
  tableId: string,
  learnerId: string | null,
  options: LiveOptions = {},
) {
  let seen: Promise<"public" | "teacher" | "member" | null> | null = null;
  return async (atLeast: number | null): Promise<{ seq: number; data: LiveView } | null> => {
    const state = await sharedState(db, tableId, atLeast);
    if (!state || (state.config.testOnly && !options.testTables)) return null;
    seen ??= access(db, state.table, learnerId);
    const access_ = await seen;
    if (access_ === null) return null;
    const view = await viewOf(db, state, learnerId, access_ === "teacher");
    return { seq: view.seq, data: view };
  };
}

async function viewOf(
  db: Queryable,
  state: LiveState,
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
  });
  if (teacher && state.round?.row.phase === "settled") {
    // The teacher watches each student's setting graded (the coach's exact EV, per unit bet).
    for (const seat of view.seats) {
      const played = state.round.players.find((p) => p.seat === seat.seat);
      if (played?.ev != null && played.bestEv != null && played.houseWayEv != null)
        seat.grade = { ev: played.ev, bestEv: played.bestEv, houseWayEv: played.houseWayEv };
    }
  }
  return view;
}

/** The lobby: public live tables and the viewer's class tables, with who sits where. */
export async function lobby(
  db: Queryable,
  classIds: readonly string[],
  options: LiveOptions = {},
): Promise<LobbyView> {
  const configs = await publicTables(db, options.testTables ?? false);
  // The public tables in the config's order (issue 32: they came sorted by id), then classes'.
  const order = new Map(configs.map((c, k) => [c.id, k]));
  const rows = [
    ...(
      await liveTablesByIds(
        db,
        configs.map((c) => c.id),
      )
    ).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    ...(await openClassTables(db, classIds)),
  ];
  const seats = await seatsAtTables(
    db,
    rows.map((r) => r.id),
  );
  return {
    tables: rows.flatMap((row) => {
      const config = findTable(row.tableId, true);
      if (!config?.live) return [];
      const here = seats.filter((s) => s.liveTableId === row.id);
      const bank = here.find((s) => s.seat === BANK_SEAT);
      return [
        {
          id: row.id,
          tableId: row.tableId,
          name: config.name,
          currency: config.currency,
          ruleSet: ruleSetKey(liveRuleSet(row, config)),
          classId: row.classId,
          seats: Array.from({ length: config.live.seats }, (_, k) => ({
            seat: k + 1,
            name: here.find((s) => s.seat === k + 1)?.name ?? null,
          })),
          bank: {
            kind: bank ? ("learner" as const) : ("house" as const),
            name: bank?.name ?? null,
          },
          bankLeft: bankLeftOf(row),
        },
      ];
    }),
  };
}

/** The lobby of a signed-in user (their classes' tables too) or of a visitor (null). */
export async function lobbyOfUser(
  db: Queryable,
  userId: string | null,
  options: LiveOptions = {},
): Promise<LobbyView> {
  return lobby(db, userId === null ? [] : await classIdsOfUser(db, userId), options);
}

/**
 * What one viewer's lobby stream reads (lib/http/sse.ts): the lobby as this viewer may see
 * it, its classes read again each time (a learner who left a class stops seeing its table at
 * once), on committed rows. The event id counts this stream's changes from the client's
 * Last-Event-ID on: the first read is always sent (a reconnect gets the current lobby, which
 * is small), a wake that changed nothing this viewer sees sends nothing.
 */
export function lobbyStreamSource(
  db: Queryable,
  userId: string | null,
  lastEventId: number | null,
  options: LiveOptions = {},
) {
  let seq = lastEventId ?? 0;
  let last: string | null = null;
  return async (): Promise<{ seq: number; data: LobbyView }> => {
    const view = await committed(db, (q) => lobbyOfUser(q, userId, options));
    const text = JSON.stringify(view);
    if (text !== last) {
      last = text;
      seq += 1;
    }
    return { seq, data: view };
  };
}

type Act = (tx: Queryable, state: LiveState) => Promise<LiveErrorCode | null>;

/**
 * Runs one change of a table: holds it, moves the clock on, then `act`; commits and tells the
 * table's viewers, or rolls back when `act` refuses and the clock changed nothing.
 */
/**
 * The hands of a round this change dealt: their exact EV is computed (and cached) right after
 * the commit, while the players think, so settling, which grades every learner's setting
 * inside the table's transaction, finds it in the cache instead of computing under the lock.
 */
const dealtNow = (state: LiveState, now: number): { hands: string[]; ruleSet: RuleSet } | null =>
  state.table.phase === "setting" && state.round?.row.dealtAt === now
    ? {
        hands: state.round.players.flatMap((p) => (p.learnerId === null ? [] : [p.hand])),
        ruleSet: ruleSetOfRound(state.round.row),
      }
    : null;

function warmHands(db: Queryable, dealt: ReturnType<typeof dealtNow>): void {
  for (const hand of dealt?.hands ?? []) {
    handEv(db, parseHand(hand), Date.now(), dealt?.ruleSet).catch((error) =>
      // Only a head start: settling computes it if this failed.
      console.warn("live: EV warm-up failed:", (error as Error).message),
    );
  }
}

/**
 * Runs one change of a table: holds it, moves the clock on, then `act`; commits and tells the
 * table's viewers, or rolls back when `act` refuses and the clock changed nothing. The state
 * as the change leaves it is read inside the transaction and handed to the table's streams
 * (sharedState), so a change costs its viewers no read of the table, only their own wallets.
 */
async function change(db: Queryable, tableId: string, now: number, act: Act): Promise<LiveState> {
  let refused: LiveErrorCode | null = null;
  let dealt: ReturnType<typeof dealtNow> = null;
  let lobbyBefore = "";
  let final: LiveState;
  try {
    final = await withTx(
      db,
      async (tx) => {
        const table = await lockLiveTable(tx, tableId);
        if (!table) throw new LiveError("unknown-table");
        const state = (await loadState(tx, tableId)) as LiveState;
        state.table = table;
        lobbyBefore = lobbyKey(state);
        const moved = await advance(tx, state, now);
        refused = await act(tx, state);
        if (refused !== null && !moved) throw new LiveError(refused);
        if (refused === null) await advance(tx, state, now);
        dealt = dealtNow(state, now);
        return (await loadState(tx, tableId)) as LiveState;
      },
      // The table's row lock (lockLiveTable) orders its changes; wallets change by atomic updates.
      { isolation: "read committed" },
    );
  } catch (error) {
    // Two tabs racing for one seat: the unique indexes decide, and the loser is told.
    if (isUniqueViolation(error)) throw new LiveError("already-seated");
    // A debit the balance no longer covered (conditional in the writer): nothing was kept.
    if (error instanceof InsufficientFunds) throw new LiveError("insufficient-balance");
    throw error;
  }
  await announce(db, final, lobbyBefore);
  warmHands(db, dealt);
  if (refused !== null) throw new LiveError(refused);
  return final;
}

/** The clock's part: moves one due table on; false when it was not due after all. */
export async function advanceDue(db: Queryable, tableId: string, now: number): Promise<boolean> {
  let changed = false;
  let dealt: ReturnType<typeof dealtNow> = null;
  let lobbyBefore = "";
  const final = await withTx(
    db,
    async (tx) => {
      // Another instance's clock (or a request) holds it: it is being moved on already.
      if (!(await tryLockLiveTable(tx, tableId))) return null;
      const table = await lockLiveTable(tx, tableId);
      if (!table) return null;
      const state = (await loadState(tx, tableId)) as LiveState;
      state.table = table;
      lobbyBefore = lobbyKey(state);
      changed = await advance(tx, state, now);
      // Nothing was due (another instance got there first): undo the sequence number.
      if (!changed) throw new NothingDue();
      dealt = dealtNow(state, now);
      return (await loadState(tx, tableId)) as LiveState;
    },
    { isolation: "read committed" },
  ).catch((error) => {
    if (error instanceof NothingDue) return null;
    throw error;
  });
  if (final !== null) await announce(db, final, lobbyBefore);
  warmHands(db, dealt);
  return changed;
}

class NothingDue extends Error {}

/**
 * The last committed state of a table this process has (a change's or a stream's read), else
 * undefined. What a verb looks at before its change (the table's config and class, the round
 * whose EVs to ready) may be that old: the change itself reads afresh under the table's lock.
 */
async function lastCommitted(db: Queryable, tableId: string): Promise<LiveState | undefined> {
  const have = lastStates.get(db)?.get(tableId);
  return have && have.seq !== Number.POSITIVE_INFINITY ? have.state : undefined;
}

const requireTableConfig = async (db: Queryable, tableId: string, options: LiveOptions) => {
  await publicTables(db, options.testTables ?? false);
  const state = (await lastCommitted(db, tableId)) ?? (await loadState(db, tableId));
  if (!state || (state.config.testOnly && !options.testTables))
    throw new LiveError("unknown-table");
  return state;
};

const seatOfLearner = (state: LiveState, learnerId: string) =>
  state.seats.find((s) => s.learnerId === learnerId);

export interface VerbInput {
  sit: { seat?: number };
  leave: Record<string, never>;
  bank: Record<string, never>;
  unbank: Record<string, never>;
  approve: Record<string, never>;
  "auto-approve": { on: boolean };
  bet: { main: number; bonus?: number };
  set: { front: [string, string] };
  "house-way": Record<string, never>;
  close: Record<string, never>;
}

/** Runs a verb for a learner; the caller's view after it. */
export async function runVerb<V extends LiveVerb>(
  db: Queryable,
  learnerId: string,
  tableId: string,
  verb: V,
  input: VerbInput[V],
  options: LiveOptions = {},
): Promise<LiveView> {
  const now = options.now ?? Date.now();
  const before = await requireTableConfig(db, tableId, options);
  const seen = await access(db, before.table, learnerId);
  if (seen === null) throw new LiveError("unknown-table");
  let act: Act;
  switch (verb) {
    case "sit": {
      const account = await accountOfLearner(db, learnerId);
      if (!account) throw new LiveError("account-needed");
      if (seen === "teacher") throw new LiveError("forbidden");
      act = sitAct(learnerId, account.name, (input as VerbInput["sit"]).seat, now);
      break;
    }
    case "leave":
      act = leaveAct(learnerId, now);
      break;
    case "bank":
      act = bankAct(learnerId, now);
      break;
    case "unbank":
      act = unbankAct(learnerId, now);
      break;
    case "approve":
      act = async (tx, state) => {
        if (state.table.bankLearnerId !== learnerId) return "not-banking";
        if (state.table.phase !== "approve") return "wrong-phase";
        await openBets(tx, state, now);
        return null;
      };
      break;
    case "auto-approve": {
      const on = (input as VerbInput["auto-approve"]).on;
      act = async (tx, state) => {
        if (state.table.bankLearnerId !== learnerId) return "not-banking";
        state.table.autoApprove = on;
        await updateLiveTable(tx, state.table.id, { autoApprove: on });
        return null;
      };
      break;
    }
    case "bet":
      act = betAct(learnerId, input as VerbInput["bet"]);
      break;
    case "set":
    case "house-way":
      act = setAct(learnerId, verb === "set" ? (input as VerbInput["set"]).front : null, now);
      break;
    case "close":
      if (seen !== "teacher") throw new LiveError("forbidden");
      act = closeAct(now);
      break;
    default:
      throw new LiveError("invalid-input");
  }
  await handsGraded(db, before);
  const after = await change(db, tableId, now, act);
  return viewOf(db, after, learnerId, seen === "teacher");
}

/**
 * While hands are being set, any change may settle the round, and settling grades every
 * learner's setting inside the table's transaction. Their EVs are made ready first, out of it
 * (the deal's warm-up, joined or kept): on SQLite nothing else may use the store while a
 * transaction waits for the worker pool.
 */
async function handsGraded(db: Queryable, state: LiveState): Promise<void> {
  if (state.table.phase !== "setting" || !state.round || state.round.row.phase === "settled")
    return;
  const ruleSet = ruleSetOfRound(state.round.row);
  await Promise.all(
    state.round.players.flatMap((p) =>
      p.learnerId === null
        ? []
        : [handEv(db, parseHand(p.hand), Date.now(), ruleSet).catch(() => undefined)],
    ),
  );
}

const sitAct =
  (learnerId: string, name: string, wanted: number | undefined, now: number): Act =>
  async (tx, state) => {
    if (state.table.closedAt !== null) return "table-closed";
    if (seatOfLearner(state, learnerId)) return "already-seated";
    const seats = state.config.live?.seats ?? 0;
    let seat = wanted ?? null;
    if (seat !== null && (seat > seats || state.seats.some((s) => s.seat === seat)))
      return "seat-taken";
    if (seat === null) {
      for (let k = 1; k <= seats && seat === null; k++)
        if (!state.seats.some((s) => s.seat === k)) seat = k;
    }
    if (seat === null) return "seat-taken";
    // A first sit opens the wallet of the table's currency (the starting amount, in the ledger).
    await ensureWallet(tx, learnerId, state.config.currency, now);
    await insertSeat(tx, { liveTableId: state.table.id, seat, learnerId, name, joinedAt: now });
    await refreshSeats(tx, state);
    return null;
  };

const leaveAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    const mine = seatOfLearner(state, learnerId);
    if (!mine) return "not-seated";
    if (mine.seat === BANK_SEAT) {
      // Leaving while banking: the house banks from the next round (an approval wait ends now).
      await releaseBank(tx, state);
      const stillSeated = seatOfLearner(state, learnerId);
      if (stillSeated) await deleteSeat(tx, state.table.id, stillSeated.seat);
      await refreshSeats(tx, state);
      if (state.table.phase === "approve") await openBets(tx, state, now);
      return null;
    }
    // A bet pressed but not dealt was never taken: leaving returns it by not dealing it.
    await deleteSeat(tx, state.table.id, mine.seat);
    await refreshSeats(tx, state);
    return null;
  };

/** The bank changes hands only while no bet of the next round is placed. */
const betsPlaced = (state: LiveState) =>
  state.table.phase === "bets" && state.seats.some((s) => s.seat !== BANK_SEAT && s.bet > 0);

/** Between rounds: not while a dealt round's hands are being set (RULES.md 11). */
const midRound = (state: LiveState) => state.table.phase === "setting";

const bankAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    const mine = seatOfLearner(state, learnerId);
    if (!state.config.banking) return "no-banking";
    if (!mine) return "not-seated";
    if (mine.seat === BANK_SEAT) return "already-seated";
    if (state.table.bankLearnerId !== null) return "bank-taken";
    if (midRound(state)) return "wrong-phase";
    if (betsPlaced(state)) return "bets-placed";
    if (!(await meetsEntryRule(tx, state, learnerId))) return "bank-entry-rule";
    await updateSeat(tx, state.table.id, mine.seat, { seat: BANK_SEAT, bet: 0, bonusBet: 0 });
    await clearBankNote(tx, state);
    state.table.bankLearnerId = learnerId;
    await updateLiveTable(tx, state.table.id, { bankLearnerId: learnerId });
    await refreshSeats(tx, state);
    // The bets had not begun: the new bank's round starts over with its approval.
    if (state.table.phase === "bets") await startRound(tx, state, now);
    return null;
  };

const unbankAct =
  (learnerId: string, now: number): Act =>
  async (tx, state) => {
    if (state.table.bankLearnerId !== learnerId) return "not-banking";
    if (midRound(state)) return "wrong-phase";
    if (betsPlaced(state)) return "bets-placed";
    await releaseBank(tx, state);
    await refreshSeats(tx, state);
    if (state.table.phase === "approve") await openBets(tx, state, now);
    return null;
  };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const betAct =
  (learnerId: string, input: VerbInput["bet"]): Act =>
  async (tx, state) => {
    const { config } = state;
    const mine = seatOfLearner(state, learnerId);
    if (!mine) return "not-seated";
    if (mine.seat === BANK_SEAT) return "forbidden";
    if (state.table.phase !== "bets") return "wrong-phase";
    if (mine.bet > 0) return "already-bet";
    const bonus = input.bonus ?? 0;
    // Chips make every bet: an amount no stack of the table's chips makes is a forged one.
    const unit = config.chips.reduce(gcd);
    if (input.main % unit !== 0 || bonus % unit !== 0) return "unknown-chip";
    // Locked (PostgreSQL) for the check: a bet at another table waits, then sees what this
    // one took, so a balance is never promised twice (issue 29).
    const wallet = await lockWallet(tx, learnerId, config.currency);
    const problem = betProblemOf(config, input.main, bonus, wallet?.balance ?? 0);
    if (problem) return betErrorCode(problem);
    await updateSeat(tx, state.table.id, mine.seat, { bet: input.main, bonusBet: bonus });
    Object.assign(mine, { bet: input.main, bonusBet: bonus });
    return null;
  };

const setAct =
  (learnerId: string, front: [string, string] | null, now: number): Act =>
  async (tx, state) => {
    const round = state.round;
    if (state.table.phase !== "setting" || !round || round.row.phase === "settled")
      return state.table.phase === "settled" ? "deadline-passed" : "wrong-phase";
    const seat = round.players.find((p) => p.learnerId === learnerId);
    if (!seat) return "not-seated";
    if (seat.setBy !== null) return "already-set";
    let chosen: string;
    // House Way: the round's own casino's way.
    if (front === null)
      chosen = formatHand(houseWay(parseHand(seat.hand), ruleSetOfRound(round.row).way).front);
    else {
      const [a, b] = front;
      const cards = seat.hand.split(" ");
      if (a === b || !cards.includes(a) || !cards.includes(b)) return "card-not-in-hand";
      chosen = `${a} ${b}`;
    }
    const by = front === null ? "house-way" : "learner";
    if (!(await setRoundSeatChoice(tx, round.row.id, seat.seat, chosen, by))) return "already-set";
    Object.assign(seat, { front: chosen, setBy: by });
    if (everyoneSet(state)) await settleOpenRound(tx, state, now);
    return null;
  };

// Class tables --------------------------------------------------------------------------------

/**
 * A teacher opens a live table for a class (only its members sit; the teacher watches): the
 * class's open table of this config if it has one (a second press, a second tab), else a new
 * one, which plays by the class's casino (a table already open keeps the rules it opened
 * with). Its id.
 */
export async function openClassTable(
  db: Queryable,
  classId: string,
  tableId: string,
  now = Date.now(),
): Promise<string> {
  const config = findTable(tableId, true);
  if (!config?.live) throw new LiveError("unknown-table");
  // The class's casino (RULES.md 12), written on the table: its rounds play by it from now on.
  const ruleSet = ruleSetKey(storedRuleSet(await classRuleSet(db, classId)));
  const { id, created } = await openClassTableRow(db, {
    ...idleLiveTable(`class-${randomUUID()}`, tableId, classId, now),
    ruleSet,
  });
  // A new table in its class's lobbies (its row is committed: the insert was its own statement).
  if (created) await lobbyChanged(1);
  return id;
}

const closeAct =
  (now: number): Act =>
  async (tx, state) => {
    if (state.table.closedAt !== null) return "table-closed";
    state.table.closedAt = now;
    await updateLiveTable(tx, state.table.id, { closedAt: now });
    // Between rounds the seats are freed at once; a dealt round is played out first.
    if (state.table.phase !== "setting") await startRound(tx, state, now);
    return null;
  };

/** A teacher opens a live table for one of their classes; its id. */
export async function openForClass(
  db: Queryable,
  learnerId: string,
  classId: string,
  tableId: string,
  options: LiveOptions = {},
): Promise<string> {
  const account = await accountOfLearner(db, learnerId);
  if (!account || (await inClassOrTeaches(db, classId, account.userId)) !== "teacher")
    throw new LiveError("forbidden");
  const config = findTable(tableId, options.testTables ?? false);
  if (!config?.live) throw new LiveError("unknown-table");
  return openClassTable(db, classId, tableId, options.now);
}
