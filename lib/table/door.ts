/**
 * The one door into the table machine (lib/table/machine), for every table: a learner's own
 * (own-table.ts) and a live one (lib/live/change.ts), the verbs' and the clock's (clock.ts).
 * One transaction holds the table's row (its sequence number moved on; FOR UPDATE on
 * PostgreSQL) and the wallets the step may touch, reads the rest, runs one step, stores its
 * effects with the one writer (writer.ts), and answers the table as the step left it
 * (stored-table.ts tableAfter), from the state the step returned.
 *
 * A refused command changes nothing: its transaction is rolled back, unless moving the clock
 * on (a deadline that passed before anyone looked) changed the table, which is kept, as the
 * clock would have done it; the refusal is answered after the commit.
 */
import type { WalletRow } from "@/db/schema";
import { type Queryable, withTx } from "@/lib/db/store";
import { TableError, type TableErrorCode } from "./errors";
import { type Command, type MachineRng, type Refusal, type StepResult, step } from "./machine";
import type { Round } from "./round-model";
import { cryptoRng, machineStateOf, type StoredTable, tableAfter } from "./stored-table";
import { tableWaysReady } from "./way-ready";
import { writeEffects } from "./writer";

/** What a kind of table (a learner's own, a live one) does its own way at the door. */
export interface TableKind {
  /**
   * Holds the table's row, then locks the wallets the step may touch, and reads the table
   * (`before.wallets`: what its views show; `wallets`: the locked rows the machine plays with).
   * Null: no such table (or, for the clock, one another transaction holds).
   */
  hold(
    tx: Queryable,
    command: Command,
  ): Promise<{ before: StoredTable; wallets: WalletRow[] } | null>;
  /** The step's chance; the crypto generator when absent. */
  rng?(tx: Queryable, command: Command): Promise<MachineRng>;
  /** A refusal of the machine as this table answers it. */
  refusal(refused: Refusal, command: Command, clock: StepResult): TableErrorCode;
  /** Before anything is written: throws to step back out (nothing is kept). */
  check?(before: StoredTable, result: StepResult): void;
  /** False: a settlement without grades (writer.ts WriteTarget.grade). */
  grade?: boolean;
  /** The seats were read under the lock: the writer skips bet writes that change nothing. */
  seatsHeld?: boolean;
  /** The round's learners' names are read again when the round on show changes. */
  names?: boolean;
  /** After the commit, before a refusal is answered (tell the table's viewers). */
  committed?(stepped: Stepped): Promise<void>;
}

/** A stored step: the machine's result, the table before and after it, the round it stored. */
export interface Stepped extends StepResult {
  before: StoredTable;
  after: StoredTable;
  /** The round the step dealt or settled (the last), as stored; null: none. */
  stored: Round | null;
}

async function stepHeld(
  tx: Queryable,
  kind: TableKind,
  command: Command,
  now: number,
): Promise<Stepped | null> {
  const held = await kind.hold(tx, command);
  if (!held) return null;
  const { before, wallets } = held;
  // The machine deals, sets the dealer's hand and settles by the table's way: installed first.
  await tableWaysReady(tx, [before.config.ruleSet, before.round?.row.ruleSet]);
  const rng = kind.rng ? await kind.rng(tx, command) : cryptoRng;
  const result = step(machineStateOf(before, wallets), command, now, rng);
  kind.check?.(before, result);
  if (result.refused !== null && result.effects.length === 0)
    throw new TableError(kind.refusal(result.refused, command, result));
  const target = {
    instanceId: before.table.id,
    config: before.config,
    round: before.round,
    grade: kind.grade,
    seats: kind.seatsHeld ? before.seats : undefined,
  };
  const stored =
    result.effects.length > 0 ? await writeEffects(tx, target, result.effects, now) : null;
  const after = await tableAfter(tx, before, result, stored, now, kind.names ?? false);
  return { ...result, before, after, stored };
}

/**
 * One step of a table, stored: lock, read, step, write, in one transaction. Null: no such
 * table. A refusal throws its TableError, after the commit when the clock's part was kept.
 */
export async function stepTable(
  db: Queryable,
  kind: TableKind,
  command: Command,
  now: number,
): Promise<Stepped | null> {
  // The row's lock orders the table's changes, the wallets' locks the learners' money.
  const stepped = await withTx(db, (tx) => stepHeld(tx, kind, command, now), {
    isolation: "read committed",
  });
  if (stepped) await kind.committed?.(stepped);
  if (stepped && stepped.refused !== null)
    throw new TableError(kind.refusal(stepped.refused, command, stepped));
  return stepped;
}
