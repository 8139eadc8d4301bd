/**
 * A learner's own table (solo: the house banks, the learner plays seat 1) on the one table
 * machine (lib/table/machine). Its state is its open round (none: the bets), read in one
 * transaction that holds the learner's wallet (FOR UPDATE on PostgreSQL; SQLite has one
 * writer), stepped, and stored by the one writer (writer.ts). Deal, Done, House Way, the clock
 * and every write path past a deadline come through `soloStep`.
 */
import { randomUUID } from "node:crypto";
import { openRoundOf, openRoundsOfLearner, settledRoundCountOf } from "@/lib/db/rounds";
import { type Queryable, withTx } from "@/lib/db/store";
import { lockWallets } from "@/lib/db/table";
import { type Card, DECK_SIZE, parseCards } from "@/lib/engine";
import { TableError, type TableErrorCode } from "./errors";
import {
  type Command,
  type MachineRng,
  type Refusal,
  type StepResult,
  step,
  type TableState,
} from "./machine";
import { cryptoRng, roundStateOf, walletStatesOf } from "./machine-rows";
import {
  DEADLINE_GRACE_MS,
  isDue,
  isSoloRound,
  type Round,
  SOLO_SEAT,
  soloInstance,
} from "./round";
import { loadRound } from "./settling";
import type { TableConfig } from "./tables";
import { ensureWallet, requireTable, type TableOptions } from "./wallet";
import { writeEffects } from "./writer";

/** The machine's state of a learner's own table: one seat, the house's bank, the open round. */
export function soloStateOf(
  config: TableConfig,
  learnerId: string,
  open: Round | null,
  wallet: TableState["wallets"],
): TableState {
  const deadline = open?.row.deadlineAt ?? null;
  return {
    config,
    phase: open ? "setting" : "bets",
    deadlineAt: deadline === null ? null : deadline + DEADLINE_GRACE_MS,
    roundId: open?.row.id ?? null,
    bankLearnerId: null,
    autoApprove: false,
    closedAt: null,
    bankLeftReason: null,
    bankLeftName: null,
    seats: [{ seat: SOLO_SEAT, learnerId, name: "", bet: 0, bonusBet: 0, sitOuts: 0 }],
    round: open && roundStateOf(open),
    wallets: wallet,
  };
}

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

/** What a learner's own table answers for a refusal of the machine (lib/table/errors.ts). */
function soloRefusal(refused: Refusal, command: Command, clockSettled: boolean): TableErrorCode {
  switch (refused) {
    case "wrong-phase":
    case "already-bet":
      // A bet beside an open round; a Done with none open (settled: by the clock just now).
      if (command.type === "bet") return "round-open";
      return clockSettled ? "deadline-passed" : "already-settled";
    case "already-set":
      return "already-settled";
    case "not-seated":
      return "not-your-round";
    case "unknown-chip":
    case "bet-out-of-limits":
    case "bonus-out-of-limits":
    case "insufficient-balance":
    case "deadline-passed":
    case "card-not-in-hand":
    case "foul-unconfirmed":
      return refused;
    default:
      throw new Error(`solo table: unexpected refusal ${refused}`);
  }
}

export interface SoloStepOptions extends TableOptions {
  /** The chance to deal with (tests); else the table's scripted deck or the crypto generator. */
  rng?: MachineRng;
}

/**
 * One step of a learner's own table, stored. Returns the step (its state holds the round it
 * dealt, or settled); a refusal throws its TableError after the clock's part was kept (a
 * round past its deadline is settled as the clock would have, then the Done is refused).
 */
export async function soloStep(
  db: Queryable,
  learnerId: string,
  tableId: string,
  command: Command,
  options: SoloStepOptions = {},
): Promise<StepResult> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const instanceId = soloInstance(learnerId, tableId);
  if (command.type === "bet") await ensureWallet(db, learnerId, table.currency, now);
  const result = await withTx(
    db,
    async (tx) => {
      // The learner's wallet row orders every change of their own tables (and their bets at
      // live tables): one step at a time, each seeing what the last one took.
      const wallets = await lockWallets(tx, [learnerId], table.currency);
      const row = await openRoundOf(tx, instanceId);
      const open = row ? await loadRound(tx, row) : null;
      const scripted = command.type === "bet" ? await scriptedDeck(tx, learnerId, table) : null;
      const rng = options.rng ?? (scripted ? scriptedRng(scripted) : cryptoRng);
      const state = soloStateOf(table, learnerId, open, walletStatesOf(wallets));
      const stepped = step(state, command, now, rng);
      if (stepped.refused !== null && stepped.effects.length === 0)
        throw new TableError(soloRefusal(stepped.refused, command, false));
      const target = { instanceId, tableRows: false, config: table, round: open };
      await writeEffects(tx, target, stepped.effects, now);
      return stepped;
    },
    // The wallet's lock orders the learner's changes; the open-round index refuses a second.
    { isolation: "read committed" },
  );
  if (result.refused !== null) {
    const clockSettled = result.effects.some((e) => e.type === "settle");
    throw new TableError(soloRefusal(result.refused, command, clockSettled));
  }
  return result;
}

/** The clock's part at a learner's own table: settles its round if past the deadline. */
export const soloTick = (db: Queryable, learnerId: string, tableId: string, now: number) =>
  soloStep(db, learnerId, tableId, { type: "tick" }, { now, testTables: true });

/**
 * Settles the learner's own rounds that are past their deadline. Only write paths call this
 * (Rebuy, taking the bank, Approve), so a learner acting just after a deadline, before the
 * clock's next tick, finds the round settled as the clock would have; reads never write.
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
