/**
 * The solo table (RULES.md 8, 10): the learner plays seat 1 against the house's bank, on the
 * one round model (round.ts), server-authoritative:
 *
 * - Deal: the bets are checked against the table (chips, limits, balance), fourteen cards come
 *   from one crypto-shuffled deck, and the round, its seats and the bets' ledger entries are
 *   stored in one transaction. A unique index allows one unsettled round per table instance.
 * - Done / House Way: the learner's setting (or the house way's) is settled by the one
 *   settlement (settle.ts) and stored by its one writer, in one transaction that fails on a
 *   replay, so Done twice changes nothing.
 * - Deadline: the clock (clock.ts) settles a round left open past it by the house way, whether
 *   or not anyone is connected; reads never write.
 *
 * Every settled seat of the learner is also stored as a practice attempt (drill `table`).
 */

import { randomInt as cryptoRandomInt, randomUUID } from "node:crypto";
import { storedRuleSet } from "@/lib/casino/choice";
import { insertDeal } from "@/lib/db/practice";
import {
  findRound,
  insertRound,
  lastSettledRoundOf,
  openRoundOf,
  seatsOfRound,
  settledRoundCountOf,
} from "@/lib/db/rounds";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import {
  addWalletCounters,
  applyLedgerEntry,
  findActiveBankSession,
  findWallet,
  InsufficientFunds,
} from "@/lib/db/table";
import {
  type Card,
  DECK_SIZE,
  deal as dealCards,
  formatHand,
  makeSplit,
  parseCards,
  parseHand,
  type Rng,
} from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { betErrorCode, betProblemOf } from "./bets";
import { TableError } from "./errors";
import { betEntries, pointsForBet } from "./money";
import { isDue, isSoloRound, roundOf, seatOf, soloInstance, soloSeats } from "./round";
import { loadRound, settleAndStore, settleDue } from "./settling";
import type { TableConfig } from "./tables";
import { ownSeat, roundViewFor } from "./view";
import type { RoundView, TableState } from "./views";
import { ensureWallet, readWallet, requireTable, type TableOptions } from "./wallet";

export { DEADLINE_GRACE_MS } from "./round";
export { ensureWallet, rebuy, requireTable, type TableOptions } from "./wallet";

/**
 * Fourteen distinct cards from one shuffled 53-card deck: a partial Fisher-Yates on the OS's
 * cryptographic generator (exact uniform integers). Tests pass a seeded `rng` instead.
 */
export function drawCards(rng: Rng | undefined, count = 14): Card[] {
  if (rng) return dealCards(rng, count);
  const deck = Array.from({ length: DECK_SIZE }, (_, c) => c);
  for (let i = 0; i < count; i++) {
    const j = i + cryptoRandomInt(DECK_SIZE - i);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return deck.slice(0, count);
}

/**
 * A test-only table's scripted deck (tables.json `testDecks`, allowed on test-only tables only,
 * which exist only with TABLE_TEST_TABLES=1): the learner's n-th round there gets the n-th.
 */
async function scriptedDeck(
  db: Queryable,
  learnerId: string,
  tableId: string,
  decks: readonly string[],
): Promise<Card[]> {
  const played = await settledRoundCountOf(db, learnerId, tableId);
  return parseCards(decks[played % decks.length] as string, 14);
}

/** A round (by id) as this learner sees it. */
export async function viewRound(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now: number,
): Promise<RoundView> {
  const row = await findRound(db, roundId);
  if (!row) throw new TableError("unknown-round");
  return roundViewFor(await loadRound(db, row), learnerId, now);
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
  const instance = soloInstance(learnerId, tableId);
  const [wallet, row, session] = await Promise.all([
    readWallet(db, learnerId, table.currency),
    openRoundOf(db, instance).then((open) => open ?? lastSettledRoundOf(db, instance)),
    table.banking ? findActiveBankSession(db, learnerId, tableId) : undefined,
  ]);
  return {
    tableId,
    wallet,
    round: row ? roundViewFor(await loadRound(db, row), learnerId, now) : null,
    bank:
      session && table.banking
        ? { seats: session.seats, approveBy: session.lastAt + table.banking.approveSeconds * 1000 }
        : null,
    serverNow: now,
  };
}

export interface DealBets {
  /** Chips on the main bet and on the bonus circle, as chip values in minor units. */
  chips: readonly number[];
  bonusChips: readonly number[];
}

/** Checks the chips and limits; returns the main and bonus bet. Throws before any write. */
export function checkBets(table: TableConfig, bets: DealBets): { bet: number; bonusBet: number } {
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

/**
 * The instance's unsettled round must be out of the way before a new one: one past its deadline
 * is settled now (as the clock would), any other refuses with `round-open`.
 */
export async function clearDueRound(db: Queryable, instanceId: string, now: number) {
  const open = await openRoundOf(db, instanceId);
  if (!open) return;
  if (!isDue(open, now)) throw new TableError("round-open");
  await settleDue(db, await loadRound(db, open), now);
}

/** Deals a solo round: bets taken and the round stored in one transaction. */
export async function dealRound(
  db: Queryable,
  learnerId: string,
  tableId: string,
  bets: DealBets,
  options: TableOptions & { rng?: Rng } = {},
): Promise<RoundView> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  const { bet, bonusBet } = checkBets(table, bets);
  const instanceId = soloInstance(learnerId, tableId);
  await ensureWallet(db, learnerId, table.currency, now);
  await clearDueRound(db, instanceId, now);

  const cards = table.testDecks
    ? await scriptedDeck(db, learnerId, table.id, table.testDecks)
    : drawCards(options.rng);
  const hand = formatHand(cards.slice(0, 7));
  const dealerHand = formatHand(cards.slice(7));
  const id = randomUUID();
  const deadlineAt = table.decisionSeconds === null ? null : now + table.decisionSeconds * 1000;

  try {
    const round = await withTx(db, async (tx) => {
      const wallet = await findWallet(tx, learnerId, table.currency);
      if (!wallet || wallet.balance < bet + bonusBet) throw new TableError("insufficient-balance");
      const row = {
        id,
        instanceId,
        tableId,
        currency: table.currency,
        phase: "open" as const,
        commissionBp: table.commissionBp,
        ruleSet: table.ruleSet,
        bankCommissionBp: null,
        dealtAt: now,
        deadlineAt,
        settledAt: null,
        seed: null,
      };
      const seats = soloSeats(id, learnerId, dealerHand, { hand, bet, bonusBet }, wallet.balance);
      // The partial unique index refuses a second open round (two tabs): caught below.
      await insertRound(tx, row, seats);
      // The practice record the round's attempt will answer (drill `table`).
      await insertDeal(tx, {
        id,
        learnerId,
        hand,
        drill: "table",
        filter: null,
        ruleSet: table.ruleSet,
        dealtAt: now,
        answeredAt: null,
      });
      for (const entry of betEntries(bet, bonusBet)) {
        await applyLedgerEntry(tx, {
          learnerId,
          currency: table.currency,
          roundId: id,
          kind: entry.kind,
          amount: entry.amount,
          now,
        });
      }
      await addWalletCounters(tx, learnerId, table.currency, { points: pointsForBet(bet) });
      return roundOf(row, await seatsOfRound(tx, id));
    });
    return roundViewFor(round, learnerId, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new TableError("round-open");
    // Another table took the balance between the check and the debit (the debit is conditional).
    if (error instanceof InsufficientFunds) throw new TableError("insufficient-balance");
    throw error;
  }
}

/** Computes (and caches) the exact EV of the learner's hand of a round, ahead of settling. */
export async function warmHandEv(db: Queryable, round: RoundView): Promise<void> {
  const seat = ownSeat(round);
  if (!seat) return;
  try {
    await handEv(db, parseHand(seat.hand), Date.now(), storedRuleSet(round.ruleSet));
  } catch (error) {
    // Only a head start: settling computes it again if this failed.
    console.error("table: EV warm-up failed", error);
  }
}

export type Decision =
  | { kind: "front"; front: readonly [Card, Card]; confirmFoul: boolean }
  | { kind: "house-way" };

/** Done (the learner's front) or House Way on an open round the learner plays in. */
export async function finishRound(
  db: Queryable,
  learnerId: string,
  roundId: string,
  decision: Decision,
  options: TableOptions = {},
): Promise<RoundView> {
  const now = options.now ?? Date.now();
  const row = await findRound(db, roundId);
  if (!row) throw new TableError("unknown-round");
  // A live round is set and settled only through its own table (lib/live), under its lock.
  if (!isSoloRound(row)) throw new TableError("live-round");
  const round = await loadRound(db, row);
  const seat = seatOf(round, learnerId);
  if (seat?.role !== "player") throw new TableError("not-your-round");
  if (row.phase === "settled") throw new TableError("already-settled");
  if (isDue(row, now)) {
    await settleDue(db, round, now);
    throw new TableError("deadline-passed");
  }
  let front: readonly [Card, Card] | null = null;
  if (decision.kind === "front") {
    const [a, b] = decision.front;
    const hand = parseHand(seat.hand);
    if (a === b || !hand.includes(a) || !hand.includes(b)) throw new TableError("card-not-in-hand");
    if (makeSplit(hand, hand.indexOf(a), hand.indexOf(b)).foul && !decision.confirmFoul)
      throw new TableError("foul-unconfirmed");
    front = [a, b];
  }
  await settleAndStore(
    db,
    round,
    [{ seat: seat.seat, front, by: decision.kind === "front" ? "learner" : "house-way" }],
    "house-way",
    now,
  );
  return viewRound(db, learnerId, roundId, now);
}
