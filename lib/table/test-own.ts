/**
 * A learner's own table driven as its old JSON endpoints did (chips, a round's id, answers of
 * the round and the wallet): the unit tests' shorthand for playing a solo or banking round.
 * The screens and every route go through the live API's own table (lib/live/own.ts), whose
 * steps (dealStep, finishStep, ownStep) these call too.
 */
import { randomUUID } from "node:crypto";
import { findLiveTable } from "@/lib/db/live";
import { lastSettledRoundOf, openRoundOf } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { type Card, formatCard, type Rng, randomInt } from "@/lib/engine";
import { bankingOf, checkSeats } from "./bank";
import { betErrorCode, betProblemOf } from "./bets";
import { TableError } from "./errors";
import type { MachineRng } from "./machine";
import { type OwnStepped, ownStep } from "./own-table";
import { dealStep, finishStep } from "./own-verbs";
import { approveByOf, ownInstance } from "./round-model";
import { findLoadedRound, loadRound } from "./round-store";
import { roundViewFor } from "./round-view";
import type { TableConfig } from "./tables";
import type { RoundView, WalletView } from "./view-shapes";
import { readWallet, requireTable, type TableOptions } from "./wallet";

/** The bank the learner holds at a table (RULES.md 9), restored on reload. */
interface ActiveBankView {
  seats: number;
  /** When the next Approve is due (the approval clock, server time). */
  approveBy: number;
}

/** What the old state endpoint answered: the wallet, the open or last round, the bank held. */
export interface TableState {
  tableId: string;
  wallet: WalletView;
  /** The open round, else the last settled one at this table, else null. */
  round: RoundView | null;
  /** The bank the learner holds here, if any. */
  bank: ActiveBankView | null;
  serverNow: number;
}

/** A round (by id) as this learner sees it. */
export async function viewRound(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now: number,
): Promise<RoundView> {
  const round = await findLoadedRound(db, roundId);
  if (!round) throw new TableError("unknown-round");
  return roundViewFor(round, learnerId, now);
}

/** A verb's answer: the round as the learner sees it, and their wallet. */
export interface RoundAnswer {
  round: RoundView;
  wallet: WalletView;
}

/**
 * The answer to a step that dealt or settled round `roundId`: from what the step stored and
 * left in the wallet, read only when the step has not got it.
 */
async function answerOf(
  db: Queryable,
  learnerId: string,
  roundId: string,
  stepped: OwnStepped,
  now: number,
): Promise<RoundAnswer> {
  const round =
    stepped.stored?.row.id === roundId
      ? roundViewFor(stepped.stored, learnerId, now)
      : await viewRound(db, learnerId, roundId, now);
  return {
    round,
    wallet: stepped.wallet ?? (await readWallet(db, learnerId, round.currency)),
  };
}

/**
 * The table as the learner finds it: wallet, the open or last round, and the bank they hold.
 * A read: it writes nothing (a round past its deadline shows as it is until the clock settles
 * it, within a tick).
 */
export async function tableState(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions = {},
): Promise<TableState> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const instance = ownInstance(learnerId, tableId);
  const [wallet, row, own] = await Promise.all([
    readWallet(db, learnerId, table.currency),
    openRoundOf(db, instance).then((open) => open ?? lastSettledRoundOf(db, instance)),
    table.banking ? findLiveTable(db, instance) : undefined,
  ]);
  const banking = own?.bankLearnerId === learnerId && own.phase === "approve";
  return {
    tableId,
    wallet,
    round: row ? roundViewFor(await loadRound(db, row), learnerId, now) : null,
    bank: banking ? { seats: own.houseSeats, approveBy: approveByOf(own.deadlineAt, now) } : null,
    serverNow: now,
  };
}

export interface DealBets {
  /** Chips on the main bet and on the bonus circle, as chip values in minor units. */
  chips: readonly number[];
  bonusChips: readonly number[];
}

/** Checks the chips and limits; returns the main and bonus bet. Throws before any write. */
function checkBets(table: TableConfig, bets: DealBets): { bet: number; bonusBet: number } {
  for (const chip of [...bets.chips, ...bets.bonusChips]) {
    if (!table.chips.includes(chip)) throw new TableError("unknown-chip");
  }
  const bet = bets.chips.reduce((s, c) => s + c, 0);
  const bonusBet = bets.bonusChips.reduce((s, c) => s + c, 0);
  // The balance is checked in the deal's transaction, where it cannot change underneath.
  const problem = betProblemOf(table, bet, bonusBet);
  if (problem) throw new TableError(betErrorCode(problem));
  return { bet, bonusBet };
}

/** An engine generator (a seeded test's) as the machine's chance. */
const machineRngOf = (rng: Rng): MachineRng => ({
  int: (n) => randomInt(rng, n),
  id: () => randomUUID(),
});

/**
 * Deals a round: one step of the learner's own table (own-table.ts) with their bets; the bets
 * are taken and the round stored in its transaction. A round still open refuses with
 * `round-open`; one past its deadline is settled first, as the clock would have. Answers the
 * round and the wallet as the step left them.
 */
export async function dealRoundAnswer(
  db: Queryable,
  learnerId: string,
  tableId: string,
  bets: DealBets,
  options: TableOptions & { rng?: Rng } = {},
): Promise<RoundAnswer> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const { bet, bonusBet } = checkBets(table, bets);
  const rng = options.rng && machineRngOf(options.rng);
  const stepped = await dealStep(db, learnerId, tableId, bet, bonusBet, { ...options, now, rng });
  const roundId = stepped.state.roundId;
  if (roundId === null) throw new Error("dealRound: the bet dealt no round");
  return answerOf(db, learnerId, roundId, stepped, now);
}

/** dealRoundAnswer's round. */
export const dealRound = async (...args: Parameters<typeof dealRoundAnswer>): Promise<RoundView> =>
  (await dealRoundAnswer(...args)).round;

/** A scripted test table's next deck (tables.json testDecks), $25 + $5 on the main bet. */
export const dealScripted = (db: Queryable, learnerId: string, tableId: string, now: number) =>
  dealRound(
    db,
    learnerId,
    tableId,
    { chips: [2500, 500], bonusChips: [] },
    { testTables: true, now },
  );

/** A learner's balance in a currency (minor units). */
export const balanceOf = async (
  db: Queryable,
  learnerId: string,
  currency: "USD" | "SEK" = "USD",
) => (await readWallet(db, learnerId, currency)).balance;

export type Decision =
  | { kind: "front"; front: readonly [Card, Card]; confirmFoul: boolean }
  | { kind: "house-way" };

/**
 * Done (the learner's front) or House Way on an open round the learner plays in: one step of
 * their own table (own-table.ts), which settles the round. Its exact EV is made ready first, outside
 * the step's transaction (on SQLite nothing else may write while it waits for the workers).
 * Answers the settled round and the wallet as the step left them.
 */
export async function finishRoundAnswer(
  db: Queryable,
  learnerId: string,
  roundId: string,
  decision: Decision,
  options: TableOptions = {},
): Promise<RoundAnswer> {
  const now = options.now ?? Date.now();
  const round = await findLoadedRound(db, roundId);
  if (!round) throw new TableError("unknown-round");
  const front =
    decision.kind === "front"
      ? ([formatCard(decision.front[0]), formatCard(decision.front[1])] as const)
      : null;
  const confirmFoul = decision.kind === "front" && decision.confirmFoul;
  const stepped = await finishStep(db, learnerId, round, front, confirmFoul, now);
  return answerOf(db, learnerId, roundId, stepped, now);
}

/** finishRoundAnswer's round. */
export const finishRound = async (
  ...args: Parameters<typeof finishRoundAnswer>
): Promise<RoundView> => (await finishRoundAnswer(...args)).round;
/** A chance whose one draw, a house deal's seed, is `seed` (tests replay a known round). */
const seedRng = (seed: number): MachineRng => ({ int: (n) => seed % n, id: () => randomUUID() });

/**
 * Takes the bank at the learner's own table against `seatCount` seats the house plays, once
 * the entry rule is met (RULES.md 9); the approval clock starts. Taking it again changes the
 * seats and starts the clock over.
 */
export async function takeBank(
  db: Queryable,
  learnerId: string,
  tableId: string,
  seatCount: number,
  options: TableOptions = {},
): Promise<{ seats: number; approveBy: number }> {
  const table = requireTable(tableId, options.testTables);
  bankingOf(table);
  checkSeats(table, seatCount);
  const stepped = await ownStep(
    db,
    learnerId,
    tableId,
    { type: "bank", learnerId, houseSeats: seatCount },
    options,
  );
  return { seats: seatCount, approveBy: approveByOf(stepped.state.deadlineAt, Date.now()) };
}

/** Leaves the bank (nothing to do when not holding it). */
export async function leaveBank(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions = {},
): Promise<void> {
  try {
    await ownStep(db, learnerId, tableId, { type: "unbank", learnerId }, options);
  } catch (error) {
    if (error instanceof TableError && error.code === "not-banking") return;
    throw error;
  }
}

/**
 * Approve: one step of the learner's own table, in which the machine deals the house's seats
 * (their bets and cards from a fresh seed, stored with the round), settles the round at once
 * (every hand set by the house way) and moves the money, in one transaction; the approval
 * clock starts over. Late, the bank is the house's again (`bank-timeout`); a balance that no
 * longer covers the seats loses the bank (`bank-entry-rule`). Answers the settled round and
 * the wallet, made from what the step stored (no read after it).
 */
export async function bankRoundAnswer(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions & { seed?: number } = {},
): Promise<RoundAnswer> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  bankingOf(table);
  const rng = options.seed === undefined ? undefined : seedRng(options.seed);
  const stepped = await ownStep(
    db,
    learnerId,
    tableId,
    { type: "approve", learnerId },
    { ...options, now, rng },
  );
  const deal = stepped.effects.find((e) => e.type === "deal");
  // Approved, but the cover was gone at the deal: the bank was left, nothing dealt.
  if (!deal) throw new TableError("bank-entry-rule");
  return answerOf(db, learnerId, deal.round.id, stepped, now);
}
