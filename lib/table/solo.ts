/**
 * A learner's own table (solo: the house banks, the learner plays seat 1; banking: the learner
 * banks against seats the house plays) on the one table machine (lib/table/machine), stored as
 * a live table's are: its row `solo:<learner>:<config>` (made on first use), its one seat, its
 * rounds. One step holds the row (its sequence number moved on; FOR UPDATE on PostgreSQL) and
 * the learner's wallet, runs the machine, and the one writer (writer.ts) stores the effects.
 * Deal, Done, House Way, taking and leaving the bank, Approve, and the clock come through here.
 */
import { randomUUID } from "node:crypto";
import type { LiveSeatRow, LiveTableRow } from "@/db/schema";
import { ensureOwnTable, idleLiveTable, lockLiveTable, seatsAt } from "@/lib/db/live";
import { openRoundOf, openRoundsOfLearner, settledRoundCountOf } from "@/lib/db/rounds";
import { type Queryable, withTx } from "@/lib/db/store";
import { lockWallets } from "@/lib/db/table";
import { type Card, DECK_SIZE, parseCards } from "@/lib/engine";
import { TableError, type TableErrorCode } from "./errors";
import {
  type Command,
  type Effect,
  type MachineRng,
  type Refusal,
  type StepResult,
  step,
} from "./machine";
import { cryptoRng, tableStateOf } from "./machine-rows";
import {
  DEADLINE_GRACE_MS,
  isDue,
  isSoloRound,
  type Round,
  SOLO_SEAT,
  soloInstance,
} from "./round";
import { findLoadedRound } from "./settling";
import type { TableConfig } from "./tables";
import type { WalletView } from "./views";
import { ensureWallet, requireTable, type TableOptions, walletView } from "./wallet";
import { writeEffects } from "./writer";

/**
 * The chance that deals `cards` first through the machine's own shuffle (a partial
 * Fisher-Yates): a test-only table's scripted deck, played by the same code as any other.
 */
export function scriptedRng(cards: readonly Card[]): MachineRng {
  const deck = Array.from({ length: DECK_SIZE }, (_, c) => c as Card);
  let i = 0;
  return {
    int(n) {
      const want = cards[i];
      const j = want === undefined ? -1 : deck.indexOf(want, i);
      if (j < 0 || n !== DECK_SIZE - i) throw new Error("scriptedRng: deck exhausted");
      [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
      return j - i++;
    },
    id: () => randomUUID(),
  };
}

/**
 * A test-only table's scripted deck (tables.json `testDecks`, allowed on test-only tables only,
 * which exist only with TABLE_TEST_TABLES=1): the learner's n-th round there gets the n-th.
 */
async function scriptedDeck(
  db: Queryable,
  learnerId: string,
  table: TableConfig,
): Promise<Card[] | null> {
  const decks = table.testDecks;
  if (!decks) return null;
  const played = await settledRoundCountOf(db, learnerId, table.id);
  return parseCards(decks[played % decks.length] as string, 14);
}

/**
 * The learner's own table's row, held for this transaction; made on first use with their seat
 * (from what is open there: a hand dealt before own tables had rows is played out).
 */
async function holdOwnTable(
  tx: Queryable,
  learnerId: string,
  table: TableConfig,
  now: number,
): Promise<LiveTableRow> {
  const id = soloInstance(learnerId, table.id);
  const held = await lockLiveTable(tx, id);
  if (held) return held;
  const open = await openRoundOf(tx, id);
  await ensureOwnTable(
    tx,
    {
      ...idleLiveTable(id, table.id, null, now),
      phase: open ? "setting" : "bets",
      deadlineAt: open?.deadlineAt == null ? null : open.deadlineAt + DEADLINE_GRACE_MS,
      roundId: open?.id ?? null,
    },
    { liveTableId: id, seat: SOLO_SEAT, learnerId, name: "", joinedAt: now },
  );
  const made = await lockLiveTable(tx, id);
  if (!made) throw new Error(`solo table ${id}: row missing after insert`);
  return made;
}

/**
 * The seats as the step's effects leave them (a bet pressed, the bets cleared at the deal);
 * null when someone sat down or stood up (the bank taken or left): read them again.
 */
function seatsAfter(
  seats: readonly LiveSeatRow[],
  effects: readonly Effect[],
): LiveSeatRow[] | null {
  let out = seats.map((s) => ({ ...s }));
  for (const e of effects) {
    if (e.type === "seat-insert" || e.type === "seat-delete") return null;
    if (e.type === "clear-bets") out = out.map((s) => ({ ...s, bet: 0, bonusBet: 0 }));
    if (e.type === "seat-update")
      out = out.map((s) => (s.seat === e.seat ? { ...s, ...e.patch } : s));
  }
  return out;
}

/** What a learner's own table answers for a refusal of the machine (lib/table/errors.ts). */
function soloRefusal(refused: Refusal, command: Command, clock: StepResult): TableErrorCode {
  const clockSettled = clock.effects.some((e) => e.type === "settle");
  switch (refused) {
    case "wrong-phase":
    case "already-bet":
    case "bets-placed":
      // A bet or the bank beside an open hand; a Done with none open (the clock's, just now).
      if (command.type !== "set") return "round-open";
      return clockSettled ? "deadline-passed" : "already-settled";
    case "already-set":
      return "already-settled";
    case "not-seated":
      return "not-your-round";
    case "not-banking":
      // The approval time ran out just before this Approve: this step's clock took it back.
      if (clock.effects.some((e) => e.type === "table" && e.patch.bankLeftReason === "timeout"))
        return "bank-timeout";
      // The last round left too little to cover the seats: the bank was left then.
      return clock.state.bankLeftReason === "entry-rule" || clock.state.bankLeftReason === "cover"
        ? "bank-entry-rule"
        : "not-banking";
    case "unknown-chip":
    case "bet-out-of-limits":
    case "bonus-out-of-limits":
    case "insufficient-balance":
    case "deadline-passed":
    case "card-not-in-hand":
    case "foul-unconfirmed":
    case "no-banking":
    case "bank-entry-rule":
    case "seats-out-of-limits":
      return refused;
    default:
      throw new Error(`solo table: unexpected refusal ${refused}`);
  }
}

export interface SoloStepOptions extends TableOptions {
  /** The chance to deal with (tests); else the table's scripted deck or the crypto generator. */
  rng?: MachineRng;
  /** False: a settlement without grades (writer.ts WriteTarget.grade). */
  grade?: boolean;
}

/** A stored step of a learner's own table, with what it leaves for the answer. */
export interface SoloStepped extends StepResult {
  /** The round the step dealt or settled, as stored (writer.ts); null: none. */
  stored: Round | null;
  /** The learner's wallet as the step left it (the machine's, as stored); null: none. */
  wallet: WalletView | null;
  /** The table's row as the step left it (its sequence number moved on, its patches applied). */
  table: LiveTableRow;
  /** The seats as the step found them; null when it changed them (read them again). */
  seats: LiveSeatRow[] | null;
}

/**
 * One step of a learner's own table, stored. Returns the step (its state holds the round it
 * dealt or settled); a refusal throws its TableError after the clock's part was kept (a hand
 * past its deadline is settled as the clock would have, then the late Done is refused).
 */
export async function soloStep(
  db: Queryable,
  learnerId: string,
  tableId: string,
  command: Command,
  options: SoloStepOptions = {},
): Promise<SoloStepped> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  // A bet or the bank opens the learner's wallet on first use.
  const opens = command.type === "bet" || command.type === "bank";
  let opened = false;
  const work = async (tx: Queryable): Promise<SoloStepped> => {
    const row = await holdOwnTable(tx, learnerId, table, now);
    // The learner's wallet is locked after the table, as at a live table: a bet elsewhere
    // waits, then sees what this step took.
    let wallets = await lockWallets(tx, [learnerId], table.currency);
    if (opens && wallets.length === 0) {
      // First use: opened (the grant in the ledger) under the table's row, then locked.
      await ensureWallet(tx, learnerId, table.currency, now);
      opened = true;
      wallets = await lockWallets(tx, [learnerId], table.currency);
    }
    const seats = await seatsAt(tx, row.id);
    // Only a hand being set matters to the machine at an own table.
    const round =
      row.phase === "setting" && row.roundId
        ? ((await findLoadedRound(tx, row.roundId)) ?? null)
        : null;
    const scripted = command.type === "bet" ? await scriptedDeck(tx, learnerId, table) : null;
    const rng = options.rng ?? (scripted ? scriptedRng(scripted) : cryptoRng);
    const state = tableStateOf(row, table, seats, round, wallets);
    const stepped = step(state, command, now, rng);
    if (stepped.refused !== null && stepped.effects.length === 0)
      throw new TableError(soloRefusal(stepped.refused, command, stepped));
    const target = { instanceId: row.id, config: table, round, grade: options.grade, seats };
    const stored = await writeEffects(tx, target, stepped.effects, now);
    const own = wallets.find((w) => w.learnerId === learnerId);
    const after = stepped.state.wallets[learnerId];
    const wallet =
      own && after
        ? walletView(table.currency, {
            balance: after.balance,
            points: after.points,
            rebuys: own.rebuys,
          })
        : null;
    const patched = { ...row };
    for (const e of stepped.effects) if (e.type === "table") Object.assign(patched, e.patch);
    return {
      ...stepped,
      stored,
      wallet,
      table: patched,
      seats: seatsAfter(seats, stepped.effects),
    };
  };
  let result: SoloStepped;
  try {
    // The row's lock orders the table's changes, the wallet's the learner's money.
    result = await withTx(db, work, { isolation: "read committed" });
  } catch (error) {
    // A refused first bet still opens the wallet, as when it was opened before the step.
    if (opened && error instanceof TableError)
      await ensureWallet(db, learnerId, table.currency, now);
    throw error;
  }
  if (result.refused !== null) throw new TableError(soloRefusal(result.refused, command, result));
  return result;
}

/** The clock's part at a learner's own table: settles their hand if past its deadline. */
export const soloTick = (db: Queryable, learnerId: string, tableId: string, now: number) =>
  soloStep(db, learnerId, tableId, { type: "tick" }, { now, testTables: true });

/**
 * Settles the learner's own hands that are past their deadline. Only write paths call this
 * (Rebuy, adoption's callers), so a learner acting just after a deadline, before the clock's
 * next tick, finds the hand settled as the clock would have; reads never write.
 */
export async function settleDueOfLearner(
  db: Queryable,
  learnerId: string,
  now: number,
): Promise<number> {
  let settled = 0;
  for (const row of await openRoundsOfLearner(db, learnerId)) {
    // A live round is settled by its own table's machine, under the table's lock.
    if (!isSoloRound(row) || !isDue(row, now)) continue;
    const stepped = await soloTick(db, learnerId, row.tableId, now);
    if (stepped.effects.some((e) => e.type === "settle")) settled++;
  }
  return settled;
}
