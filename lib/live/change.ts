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
import { lockLiveTable, tryLockLiveTable } from "@/lib/db/live";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import { InsufficientFunds, lockWallets } from "@/lib/db/table";
import { parseHand, type RuleSet } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { pushBus } from "@/lib/push/bus";
import { type Command, step } from "@/lib/table/machine";
import { ruleSetOfRound } from "@/lib/table/round";
import { committedState } from "./cache";
import { LiveError, type LiveErrorCode } from "./errors";
import { lobbyKey } from "./lobby";
import { lobbyChanged } from "./lobby-news";
import { holdersOf, liveRng, machineStateOf } from "./machine-state";
import { loadState } from "./state";
import type { LiveState } from "./view";
import { writeEffects } from "./writer";

export const liveTopic = (tableId: string): string => `live:${tableId}`;

/** After a committed change: the table's viewers, and the lobbies when what they show moved. */
async function announce(db: Queryable, final: LiveState, lobbyBefore: string): Promise<void> {
  committedState(db, final);
  await pushBus().publish(liveTopic(final.table.id), final.table.seq);
  if (lobbyKey(final) !== lobbyBefore) await lobbyChanged(final.table.seq);
}

type Dealt = { hands: string[]; ruleSet: RuleSet } | null;

/**
 * The hands of a round this change dealt: their exact EV is computed (and cached) right after
 * the commit, while the players think, so settling, which grades every learner's setting
 * inside the table's transaction, finds it in the cache instead of computing under the lock.
 */
const dealtNow = (state: LiveState, now: number): Dealt =>
  state.table.phase === "setting" && state.round?.row.dealtAt === now
    ? {
        hands: state.round.players.flatMap((p) => (p.learnerId === null ? [] : [p.hand])),
        ruleSet: ruleSetOfRound(state.round.row),
      }
    : null;

function warmHands(db: Queryable, dealt: Dealt): void {
  for (const hand of dealt?.hands ?? []) {
    handEv(db, parseHand(hand), Date.now(), dealt?.ruleSet).catch((error) =>
      // Only a head start: settling computes it if this failed.
      console.warn("live: EV warm-up failed:", (error as Error).message),
    );
  }
}

/**
 * The table held (its row locked, its seq moved on), read, and one machine step run on it with
 * the wallets it may touch locked; its effects are stored unless the command was refused with
 * nothing for the clock to do (then the caller rolls back). Null: no such table.
 */
async function stepHeld(tx: Queryable, tableId: string, command: Command, now: number) {
  const table = await lockLiveTable(tx, tableId);
  if (!table) return null;
  const state = (await loadState(tx, tableId)) as LiveState;
  state.table = table;
  const lobbyBefore = lobbyKey(state);
  const actor = "learnerId" in command ? command.learnerId : null;
  const wallets = await lockWallets(tx, holdersOf(state, actor), state.config.currency);
  const result = step(machineStateOf(state, wallets), command, now, liveRng);
  if (result.effects.length > 0) await writeEffects(tx, state, result.effects, now);
  return { result, lobbyBefore };
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
  let refused: LiveErrorCode | null = null;
  let dealt: Dealt = null;
  let lobbyBefore = "";
  let final: LiveState;
  try {
    final = await withTx(
      db,
      async (tx) => {
        const held = await stepHeld(tx, tableId, command, now);
        if (!held) throw new LiveError("unknown-table");
        lobbyBefore = held.lobbyBefore;
        refused = held.result.refused;
        if (refused !== null && held.result.effects.length === 0) throw new LiveError(refused);
        const after = (await loadState(tx, tableId)) as LiveState;
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
      const held = await stepHeld(tx, tableId, { type: "tick" }, now);
      if (!held) return null;
      lobbyBefore = held.lobbyBefore;
      changed = held.result.effects.length > 0;
      // Nothing was due (another instance got there first): undo the sequence number.
      if (!changed) throw new NothingDue();
      const after = (await loadState(tx, tableId)) as LiveState;
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

/**
 * While hands are being set, any change may settle the round, and settling grades every
 * learner's setting inside the table's transaction. Their EVs are made ready first, out of it
 * (the deal's warm-up, joined or kept): on SQLite nothing else may use the store while a
 * transaction waits for the worker pool.
 */
export async function handsGraded(db: Queryable, state: LiveState): Promise<void> {
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
