/**
 * A learner's own table (the house banks and the learner plays seat 1, or the learner banks
 * against seats the house plays) at the tables' one door (door.ts), stored as a live table's
 * are: its row `solo:<learner>:<config>` (made on first use), its one seat, its rounds. What is
 * its own: the row made on first use, only the learner's wallet (opened by a first bet), a
 * test table's scripted deck, and its refusals' codes. Deal, Done, House Way, taking and
 * leaving the bank, Approve, and the clock come through here.
 */
import { randomUUID } from "node:crypto";
import type { LiveTableRow } from "@/db/schema";
import { ensureOwnTable, idleLiveTable, lockLiveTable, seatsAt } from "@/lib/db/live";
import { openRoundOf, openRoundsOfLearner, settledRoundCountOf } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { lockWallets } from "@/lib/db/table";
import { type Card, DECK_SIZE, parseCards } from "@/lib/engine";
import { type Stepped, stepTable, type TableKind } from "./door";
import { TableError, type TableErrorCode } from "./errors";
import type { Command, MachineRng, Refusal, StepResult } from "./machine";
import { DEADLINE_GRACE_MS, isDue, isOwnRound, OWN_SEAT, ownInstance } from "./round-model";
import { findLoadedRound } from "./round-store";
import { cryptoRng, type StoredTable } from "./stored-table";
import type { TableConfig } from "./tables";
import type { WalletView } from "./view-shapes";
import { ensureWallet, requireTable, type TableOptions, walletView } from "./wallet";
import { requireOwnWayTable } from "./way-ready";

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
  const id = ownInstance(learnerId, table.id);
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
    { liveTableId: id, seat: OWN_SEAT, learnerId, name: "", joinedAt: now },
  );
  const made = await lockLiveTable(tx, id);
  if (!made) throw new Error(`own table ${id}: row missing after insert`);
  return made;
}

/** What a learner's own table answers for a refusal of the machine (lib/table/errors.ts). */
function ownRefusal(refused: Refusal, command: Command, clock: StepResult): TableErrorCode {
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
    case "side-bet-not-offered":
    case "side-bet-out-of-limits":
    case "insufficient-balance":
    case "deadline-passed":
    case "card-not-in-hand":
    case "foul-unconfirmed":
    case "no-banking":
    case "bank-entry-rule":
    case "seats-out-of-limits":
      return refused;
    default:
      throw new Error(`own table: unexpected refusal ${refused}`);
  }
}

export interface OwnStepOptions extends TableOptions {
  /** The chance to deal with (tests); else the table's scripted deck or the crypto generator. */
  rng?: MachineRng;
  /** False: a settlement without grades (writer.ts WriteTarget.grade). */
  grade?: boolean;
}

/** A stored step of a learner's own table, with what it leaves for the answer. */
export interface OwnStepped extends Stepped {
  /** The learner's wallet as the step left it (the machine's, as stored); null: none. */
  wallet: WalletView | null;
}

/**
 * One step of a learner's own table through the door (door.ts). Returns the step (its state
 * holds the round it dealt or settled); a refusal throws its TableError after the clock's part
 * was kept (a hand past its deadline is settled as the clock would have, then the late Done is
 * refused).
 */
export async function ownStep(
  db: Queryable,
  learnerId: string,
  tableId: string,
  command: Command,
  options: OwnStepOptions = {},
): Promise<OwnStepped> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  // An own way's table is played only by the learner whose casino the way is.
  await requireOwnWayTable(db, learnerId, table);
  // A bet or the bank opens the learner's wallet on first use.
  const opens = command.type === "bet" || command.type === "bank";
  let opened = false;
  const kind: TableKind = {
    async hold(tx) {
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
      const before: StoredTable = {
        table: row,
        config: table,
        seats,
        round,
        names: new Map(),
        wallets: new Map(wallets.map((w) => [w.learnerId, w])),
        className: null,
      };
      return { before, wallets };
    },
    async rng(tx) {
      if (options.rng) return options.rng;
      const scripted = command.type === "bet" ? await scriptedDeck(tx, learnerId, table) : null;
      return scripted ? scriptedRng(scripted) : cryptoRng;
    },
    refusal: ownRefusal,
    grade: options.grade,
    seatsHeld: true,
  };
  let stepped: Stepped | null;
  try {
    stepped = await stepTable(db, kind, command, now);
  } catch (error) {
    // A refused first bet still opens the wallet, as when it was opened before the step.
    if (opened && error instanceof TableError)
      await ensureWallet(db, learnerId, table.currency, now);
    throw error;
  }
  if (!stepped) throw new Error(`own table ${tableId}: no row after holding it`);
  const own = stepped.before.wallets.get(learnerId);
  const after = stepped.state.wallets[learnerId];
  const wallet =
    own && after
      ? walletView(table.currency, {
          balance: after.balance,
          points: after.points,
          rebuys: own.rebuys ?? 0,
        })
      : null;
  return { ...stepped, wallet };
}

/** The clock's part at a learner's own table: settles their hand if past its deadline. */
export const ownTick = (db: Queryable, learnerId: string, tableId: string, now: number) =>
  ownStep(db, learnerId, tableId, { type: "tick" }, { now, testTables: true });

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
    if (!isOwnRound(row) || !isDue(row, now)) continue;
    const stepped = await ownTick(db, learnerId, row.tableId, now);
    if (stepped.effects.some((e) => e.type === "settle")) settled++;
  }
  return settled;
}
