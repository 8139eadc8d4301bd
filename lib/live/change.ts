/**
 * One change of a live table (RULES.md 11), a verb's or the clock's: one transaction that
 * holds the table (its sequence number moved on) and the wallets it may touch, runs one step
 * of the table machine (lib/table/machine), stores the step's effects with the one writer
 * (writer.ts), and reads the state as the change leaves it; after the commit the bus tells
 * every viewer's stream, which re-reads its own view (cache.ts shares the read).
 *
 * A refused command changes nothing: its transaction is rolled back, unless moving the clock
 * on (a deadline that passed before anyone looked) changed the table, which is kept, as the
 * clock would have done it; the refusal is answered after the commit.
 */
import type { RoundSeatRow } from "@/db/schema";
import { lockLiveTable, namesOfLearners, seatsAt, tryLockLiveTable } from "@/lib/db/live";
import { findRound } from "@/lib/db/rounds";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import { InsufficientFunds, lockWallets } from "@/lib/db/table";
import { pushBus } from "@/lib/push/bus";
import { type Command, type Effect, type StepResult, step } from "@/lib/table/machine";
import type { Round } from "@/lib/table/round";
import { loadRound } from "@/lib/table/settling";
import { writeEffects } from "@/lib/table/writer";
import { committedState, lastCommitted } from "./cache";
import { LiveError, type LiveErrorCode } from "./errors";
import { type Dealt, dealtNow, gradesReady, handsGraded, warmHands } from "./grades";
import { lobbyKey } from "./lobby";
import { lobbyChanged } from "./lobby-news";
import { holdersOf, liveRng, machineStateOf } from "./machine-state";
import { loadState } from "./state";
import type { LiveState } from "./view";

export const liveTopic = (tableId: string): string => `live:${tableId}`;

/** After a committed change: the table's viewers, and the lobbies when what they show moved. */
async function announce(db: Queryable, final: LiveState, lobbyBefore: string): Promise<void> {
  committedState(db, final);
  await pushBus().publish(liveTopic(final.table.id), final.table.seq);
  if (lobbyKey(final) !== lobbyBefore) await lobbyChanged(final.table.seq);
}

/**
 * The table held (its row locked, its seq moved on), read, and one machine step run on it with
 * the wallets it may touch locked; its effects are stored unless the command was refused with
 * nothing for the clock to do (then the caller rolls back). Null: no such table.
 */
async function stepHeld(
  db: Queryable,
  tx: Queryable,
  tableId: string,
  command: Command,
  now: number,
  gradedOnly = false,
) {
  const table = await lockLiveTable(tx, tableId);
  if (!table) return null;
  // Every change of a table is made here and cached as it commits (cache.ts): when the cached
  // state is the one just before this change (no other instance changed the table since), it
  // is the table's current state, and only the wallets are read afresh.
  const cached = await lastCommitted(db, tableId);
  const before =
    cached && cached.table.seq === table.seq - 1
      ? { ...cached, table }
      : ({ ...(await loadState(tx, tableId)), table } as LiveState);
  const lobbyBefore = lobbyKey(before);
  const actor = "learnerId" in command ? command.learnerId : null;
  const wallets = await lockWallets(tx, holdersOf(before, actor), before.config.currency);
  const result = step(machineStateOf(before, wallets), command, now, liveRng);
  // Settling grades every learner's setting in this transaction: it must not wait there for
  // the worker pool (on SQLite nothing else may use the store meanwhile). A verb that settles
  // unforeseen (another seat set just before it) steps back out, and change() waits and retries.
  if (gradedOnly && result.effects.some((e) => e.type === "settle") && !gradesReady(before))
    throw new GradesPending(before);
  if (result.effects.length > 0) {
    const target = {
      instanceId: tableId,
      config: before.config,
      round: before.round,
    };
    await writeEffects(tx, target, result.effects, now);
  }
  return { before, result, lobbyBefore };
}

const SEAT_EFFECTS = new Set<Effect["type"]>([
  "seat-insert",
  "seat-update",
  "seat-delete",
  "clear-bets",
]);
const ROUND_EFFECTS = new Set<Effect["type"]>(["deal", "settle"]);

/** The round with the settings of these choices as the writer stored them (setRoundSeatChoice). */
function withChoices(round: Round, choices: readonly Extract<Effect, { type: "choice" }>[]): Round {
  const chosen = (seat: RoundSeatRow): RoundSeatRow => {
    const c = choices.find((e) => e.seat === seat.seat);
    return c ? { ...seat, front: c.front, setBy: c.by } : seat;
  };
  return { row: round.row, bank: chosen(round.bank), players: round.players.map(chosen) };
}

/**
 * The state as a step leaves it, without reading the table again: the table's row patched,
 * the seats or the round read again only when the step changed them, and the wallets the
 * machine ended with (what the writer stored).
 */
async function stateAfter(
  tx: Queryable,
  before: LiveState,
  result: StepResult,
): Promise<LiveState> {
  const after: LiveState = { ...before, table: { ...before.table } };
  let seats = false;
  let round = false;
  const choices: Extract<Effect, { type: "choice" }>[] = [];
  for (const e of result.effects) {
    if (e.type === "table") Object.assign(after.table, e.patch);
    if (e.type === "choice") choices.push(e);
    seats ||= SEAT_EFFECTS.has(e.type);
    round ||= ROUND_EFFECTS.has(e.type);
  }
  if (seats) after.seats = await seatsAt(tx, before.table.id);
  const roundId = after.table.roundId;
  // A setting chosen in the round on show (the most common change) changes two columns of its
  // seat: patched here, not read again with the round's names.
  round ||= choices.some((c) => c.roundId !== before.round?.row.id);
  if (!round && before.round && choices.length > 0 && roundId === before.round.row.id)
    after.round = withChoices(before.round, choices);
  else if (round || roundId !== (before.round?.row.id ?? null)) {
    const row = roundId ? await findRound(tx, roundId) : undefined;
    after.round = row ? await loadRound(tx, row) : null;
    const ids = after.round
      ? [after.round.bank, ...after.round.players].flatMap((s) =>
          s.learnerId ? [s.learnerId] : [],
        )
      : [];
    after.names = await namesOfLearners(tx, ids);
  }
  const wallets = new Map(before.wallets);
  // Rebuys are no step's: kept as read (a wallet the state had not read shows none).
  for (const [id, w] of Object.entries(result.state.wallets))
    wallets.set(id, { ...wallets.get(id), balance: w.balance, points: w.points });
  after.wallets = wallets;
  return after;
}

/**
 * Runs one command at a table: holds it, steps the machine (the clock first), stores the step;
 * commits and tells the table's viewers, or rolls back when the command was refused and the
 * clock changed nothing. The state as the change leaves it is read inside the transaction and
 * handed to the table's streams (cache.ts), so a change costs its viewers no read of the
 * table, only their own wallets.
 */
export async function change(
  db: Queryable,
  tableId: string,
  now: number,
  command: Command,
): Promise<LiveState> {
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

class GradesPending extends Error {
  constructor(readonly state: LiveState) {
    super("grades pending");
  }
}

async function changeOnce(
  db: Queryable,
  tableId: string,
  now: number,
  command: Command,
  gradedOnly: boolean,
): Promise<LiveState> {
  let refused: LiveErrorCode | null = null;
  let dealt: Dealt = null;
  let lobbyBefore = "";
  let final: LiveState;
  try {
    final = await withTx(
      db,
      async (tx) => {
        const held = await stepHeld(db, tx, tableId, command, now, gradedOnly);
        if (!held) throw new LiveError("unknown-table");
        lobbyBefore = held.lobbyBefore;
        refused = held.result.refused;
        if (refused !== null && held.result.effects.length === 0) throw new LiveError(refused);
        const after = await stateAfter(tx, held.before, held.result);
        dealt = dealtNow(after, now);
        return after;
      },
      // The table's row lock (lockLiveTable) orders its changes; wallets are locked for the step.
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

class NothingDue extends Error {}

/** The clock's part: moves one due table on; false when it was not due after all. */
export async function advanceDue(db: Queryable, tableId: string, now: number): Promise<boolean> {
  let changed = false;
  let dealt: Dealt = null;
  let lobbyBefore = "";
  const final = await withTx(
    db,
    async (tx) => {
      // Another instance's clock (or a request) holds it: it is being moved on already.
      if (!(await tryLockLiveTable(tx, tableId))) return null;
      const held = await stepHeld(db, tx, tableId, { type: "tick" }, now);
      if (!held) return null;
      lobbyBefore = held.lobbyBefore;
      changed = held.result.effects.length > 0;
      // Nothing was due (another instance got there first): undo the sequence number.
      if (!changed) throw new NothingDue();
      const after = await stateAfter(tx, held.before, held.result);
      dealt = dealtNow(after, now);
      return after;
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
