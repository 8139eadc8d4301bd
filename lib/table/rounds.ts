/**
 * Rounds at a play-money table (RULES.md 8, 10), server-authoritative:
 *
 * - Deal: the bets are checked against the table (chips, limits, balance), fourteen cards come
 *   from one crypto-shuffled deck, and the round, its seat and the bets' ledger entries are
 *   stored in one transaction. A unique index allows one open round per learner and table.
 * - Done / House Way: the learner's setting (or the house way's) is settled against the
 *   dealer's house-way setting by RULES.md 4; the payout, commission and bonus go to the
 *   ledger in one transaction that fails on a replay, so Done twice changes nothing.
 * - Deadline: a round still open past its deadline is set by the house way and settled the
 *   next time anything touches it (settledBy `timer`), so closing the tab ends it exactly so.
 *
 * Every settled seat of the learner is also stored as a practice attempt (drill `table`), so
 * progress and the teacher's dashboard include table play.
 */

import { randomInt as cryptoRandomInt, randomUUID } from "node:crypto";
import type { TableRoundRow, TableSeatRow } from "@/db/schema";
import { insertAttempt, insertDeal, markDealAnswered } from "@/lib/db/practice";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import {
  addWalletCounters,
  applyLedgerEntry,
  expiredOpenRounds,
  findOpenRound,
  findRound,
  findWallet,
  hasOpenRoundInCurrency,
  insertRound,
  insertWallet,
  markRoundSettled,
  roundSeats,
  settledRounds,
  updateSeat,
} from "@/lib/db/table";
import {
  type Card,
  DECK_SIZE,
  deal as dealCards,
  type FortuneKey,
  formatHand,
  fortuneBonus,
  grade,
  handCategory,
  houseWay,
  makeSplit,
  parseCards,
  parseHand,
  type Rng,
  settle,
} from "@/lib/engine";
import { handEv } from "@/lib/practice/ev";
import { MAX_DECIDE_MS } from "@/lib/practice/submit";
import { TableError } from "./errors";
import { betEntries, pointsForBet, settleSeat } from "./money";
import { type Currency, findTable, startAmount, type TableConfig } from "./tables";
import type {
  BankView,
  Mark,
  RoundView,
  SeatOutcome,
  SeatView,
  SettledBy,
  TableState,
  WalletView,
} from "./views";

/** Network slack after the deadline: a Done sent as the clock showed 0 still counts. */
export const DEADLINE_GRACE_MS = 1_000;

export interface TableOptions {
  now?: number;
  /** Test tables (a short timer) are reachable only when this is true. */
  testTables?: boolean;
}

/**
 * Fourteen distinct cards from one shuffled 53-card deck: a partial Fisher-Yates on the OS's
 * cryptographic generator (exact uniform integers). Tests pass a seeded `rng` instead.
 */
function drawCards(rng: Rng | undefined): Card[] {
  if (rng) return dealCards(rng, 14);
  const deck = Array.from({ length: DECK_SIZE }, (_, c) => c);
  for (let i = 0; i < 14; i++) {
    const j = i + cryptoRandomInt(DECK_SIZE - i);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return deck.slice(0, 14);
}

export function requireTable(tableId: string, testTables = false): TableConfig {
  const table = findTable(tableId, testTables);
  if (!table) throw new TableError("unknown-table");
  return table;
}

// Wallets -------------------------------------------------------------------------------------

/** The learner's wallet in a currency, opened with the starting amount on first use. */
export async function ensureWallet(
  db: Queryable,
  learnerId: string,
  currency: Currency,
  now: number,
): Promise<WalletView> {
  let row = await findWallet(db, learnerId, currency);
  if (!row) {
    row = await withTx(db, async (tx) => {
      // Two first visits at once: one insert wins, the other grants nothing.
      if (await insertWallet(tx, learnerId, currency, 0, now)) {
        await applyLedgerEntry(tx, {
          learnerId,
          currency,
          roundId: null,
          kind: "grant",
          amount: startAmount(currency),
          now,
        });
      }
      return findWallet(tx, learnerId, currency);
    });
    if (!row) throw new Error("ensureWallet: wallet missing after insert");
  }
  return {
    currency,
    balance: row.balance,
    rebuys: row.rebuys,
    points: row.points,
    start: startAmount(currency),
  };
}

/** Tops the balance back up to the starting amount (RULES.md 8); logged and counted. */
export async function rebuy(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions = {},
): Promise<WalletView> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  await settleExpired(db, learnerId, now);
  const wallet = await ensureWallet(db, learnerId, table.currency, now);
  if (wallet.balance >= wallet.start) throw new TableError("rebuy-not-needed");
  await withTx(db, async (tx) => {
    // Between rounds only: an open round's bet is out of the balance for now.
    if (await hasOpenRoundInCurrency(tx, learnerId, table.currency))
      throw new TableError("round-open");
    const current = await findWallet(tx, learnerId, table.currency);
    if (!current || current.balance >= wallet.start) throw new TableError("rebuy-not-needed");
    await applyLedgerEntry(tx, {
      learnerId,
      currency: table.currency,
      roundId: null,
      kind: "rebuy",
      amount: wallet.start - current.balance,
      now,
    });
    await addWalletCounters(tx, learnerId, table.currency, { rebuys: 1 });
  });
  return ensureWallet(db, learnerId, table.currency, now);
}

// Views -----------------------------------------------------------------------------------------

function markOf(seatValue: number, bankValue: number): Mark {
  return seatValue > bankValue ? "win" : seatValue === bankValue ? "copy" : "lose";
}

function frontPositions(hand: readonly Card[], front: readonly Card[]): [number, number] {
  const i = hand.indexOf(front[0] as Card);
  const j = hand.indexOf(front[1] as Card);
  return [i, j];
}

function seatView(row: TableSeatRow): SeatView {
  let backValue: number | null = null;
  let frontValue: number | null = null;
  if (row.front !== null) {
    const hand = parseHand(row.hand);
    const [i, j] = frontPositions(hand, parseCards(row.front, 2));
    const split = makeSplit(hand, i, j);
    backValue = split.backValue;
    frontValue = split.frontValue;
  }
  return {
    seat: row.seat,
    learner: row.learner,
    hand: row.hand,
    bet: row.bet,
    bonusBet: row.bonusBet,
    front: row.front,
    backValue,
    frontValue,
    foul: row.foul,
    outcome: row.outcome as SeatOutcome | null,
    backMark: row.backMark as Mark | null,
    frontMark: row.frontMark as Mark | null,
    commission: row.commission,
    net: row.net,
    bonusKey: row.bonusKey as FortuneKey | null,
    bonusNet: row.bonusNet,
  };
}

function bankView(row: TableRoundRow): BankView | null {
  if (row.status !== "settled" || row.bankFront === null) return null;
  const hand = parseHand(row.bankHand);
  const [i, j] = frontPositions(hand, parseCards(row.bankFront, 2));
  const split = makeSplit(hand, i, j);
  return {
    hand: row.bankHand,
    front: row.bankFront,
    backValue: split.backValue,
    frontValue: split.frontValue,
    rule: row.bankRule ?? "",
  };
}

/** A round as the learner may see it: the bank's cards only once settled. */
export function roundView(
  row: TableRoundRow,
  seats: readonly TableSeatRow[],
  now: number,
): RoundView {
  return {
    id: row.id,
    tableId: row.tableId,
    currency: row.currency as Currency,
    role: row.role as RoundView["role"],
    status: row.status as RoundView["status"],
    dealtAt: row.dealtAt,
    deadlineAt: row.deadlineAt,
    serverNow: now,
    seats: seats.map(seatView),
    bank: bankView(row),
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    settledAt: row.settledAt,
    settledBy: row.settledBy as SettledBy | null,
  };
}

/** The table as the learner finds it: wallet, and the open or last round. */
export async function tableState(
  db: Queryable,
  learnerId: string,
  tableId: string,
  options: TableOptions = {},
): Promise<TableState> {
  const now = options.now ?? Date.now();
  const table = requireTable(tableId, options.testTables);
  await settleExpired(db, learnerId, now);
  const wallet = await ensureWallet(db, learnerId, table.currency, now);
  const row =
    (await findOpenRound(db, learnerId, tableId)) ??
    (await settledRounds(db, learnerId, { tableId, limit: 1 }))[0];
  return {
    tableId,
    wallet,
    round: row ? roundView(row, await roundSeats(db, row.id), now) : null,
  };
}

// Deal --------------------------------------------------------------------------------------------

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
  if (bet < table.minBet || bet > table.maxBet) throw new TableError("bet-out-of-limits");
  if (bonusBet > 0) {
    if (!table.bonus || bonusBet < table.bonus.minBet || bonusBet > table.bonus.maxBet)
      throw new TableError("bonus-out-of-limits");
  }
  return { bet, bonusBet };
}

/** Deals a round: bets taken and the round stored in one transaction. */
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
  await settleExpired(db, learnerId, now);
  await ensureWallet(db, learnerId, table.currency, now);
  if (await findOpenRound(db, learnerId, tableId)) throw new TableError("round-open");

  const cards = drawCards(options.rng);
  const hand = formatHand(cards.slice(0, 7));
  const bankHand = formatHand(cards.slice(7));
  const id = randomUUID();
  const deadlineAt = table.decisionSeconds === null ? null : now + table.decisionSeconds * 1000;

  let dealt: { row: TableRoundRow; seats: TableSeatRow[] };
  try {
    dealt = await withTx(db, async (tx) => {
      const wallet = await findWallet(tx, learnerId, table.currency);
      if (!wallet || wallet.balance < bet + bonusBet) throw new TableError("insufficient-balance");
      // The partial unique index refuses a second open round (two tabs): caught below.
      await insertRound(
        tx,
        {
          id,
          learnerId,
          tableId,
          currency: table.currency,
          role: "player",
          status: "open",
          bankHand,
          commissionBp: table.commissionBp,
          balanceBefore: wallet.balance,
          dealtAt: now,
          deadlineAt,
        },
        [{ roundId: id, seat: 0, learner: true, hand, bet, bonusBet }],
      );
      // The practice record the round's attempt will answer (drill `table`).
      await insertDeal(tx, {
        id,
        learnerId,
        hand,
        drill: "table",
        filter: null,
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
      const row = await findRound(tx, id);
      if (!row) throw new Error("dealRound: round missing after insert");
      return { row, seats: await roundSeats(tx, id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TableError("round-open");
    throw error;
  }
  return roundView(dealt.row, dealt.seats, now);
}

/** Computes (and caches) the exact EV of the learner's hand of a round, ahead of settling. */
export async function warmHandEv(db: Queryable, round: RoundView): Promise<void> {
  const seat = round.seats.find((s) => s.learner);
  if (!seat) return;
  try {
    await handEv(db, parseHand(seat.hand));
  } catch (error) {
    // Only a head start: settling computes it again if this failed.
    console.error("table: EV warm-up failed", error);
  }
}

// Settling ------------------------------------------------------------------------------------------

export type Decision =
  | { kind: "front"; front: readonly [Card, Card]; confirmFoul: boolean }
  | { kind: "house-way" };

/**
 * Settles the learner's seat of an open round: `front` by the learner, else the house way
 * (`house-way` for the button, `timer` when the deadline passed). Throws `already-settled`
 * when another request settled it first; nothing is written then.
 */
async function settleRound(
  db: Queryable,
  round: TableRoundRow,
  front: readonly [Card, Card] | null,
  by: SettledBy,
  now: number,
): Promise<void> {
  // The seat's cards and bets never change after the deal: read and settled outside the
  // transaction, which then only moves money and fails on a replay (markRoundSettled).
  const seats = await roundSeats(db, round.id);
  const seat = seats.find((s) => s.learner);
  if (!seat) throw new Error(`settleRound: round ${round.id} has no learner seat`);
  const hand = parseHand(seat.hand);
  const bank = houseWay(parseHand(round.bankHand));
  const chosenFront = front ?? houseWay(hand).front;
  const [i, j] = frontPositions(hand, chosenFront);
  const split = makeSplit(hand, i, j);
  const outcome = settle(split, {
    backValue: bank.backValue,
    frontValue: bank.frontValue,
    foul: false,
  });
  const bonusKey = seat.bonusBet > 0 ? fortuneBonus(hand) : null;
  const money = settleSeat(seat.bet, seat.bonusBet, outcome, bonusKey, round.commissionBp);

  // The coach's numbers and the practice attempt (EV from the shared cache; outside the
  // write transaction, so a slow computation never holds the lock).
  const { key, result } = await handEv(db, hand, now);
  const g = grade(hand, chosenFront, { result });

  await withTx(db, async (tx) => {
    let balance = (await findWallet(tx, round.learnerId, round.currency))?.balance ?? 0;
    for (const entry of money.entries) {
      balance = await applyLedgerEntry(tx, {
        learnerId: round.learnerId,
        currency: round.currency,
        roundId: round.id,
        kind: entry.kind,
        amount: entry.amount,
        now,
      });
    }
    const settled = await markRoundSettled(tx, round.id, {
      bankFront: formatHand(bank.front),
      bankRule: bank.rule,
      balanceAfter: balance,
      settledAt: now,
      settledBy: by,
    });
    if (!settled) throw new TableError("already-settled");
    await updateSeat(tx, round.id, seat.seat, {
      front: formatHand(split.front),
      foul: split.foul,
      outcome,
      backMark: split.foul ? "lose" : markOf(split.backValue, bank.backValue),
      frontMark: split.foul ? "lose" : markOf(split.frontValue, bank.frontValue),
      commission: money.commission,
      net: money.net,
      bonusKey,
      bonusNet: seat.bonusBet > 0 ? money.bonusNet : null,
      ev: g.chosen.ev,
      bestEv: g.best.ev,
      houseWayEv: g.houseWay.ev,
    });
    if (await markDealAnswered(tx, round.id, now)) {
      await insertAttempt(tx, {
        learnerId: round.learnerId,
        dealId: round.id,
        hand: seat.hand,
        handKey: key,
        front: formatHand(split.front),
        verdict: g.verdict,
        ev: g.chosen.ev,
        bestEv: g.best.ev,
        evLost: g.evLost,
        houseWayEv: g.houseWay.ev,
        category: handCategory(hand),
        drill: "table",
        // The house way's setting (button or timer) is never the learner's decision.
        attemptKind: by === "learner" ? "decision" : "house-way",
        decideMs: Math.max(0, Math.min(now - round.dealtAt, MAX_DECIDE_MS)),
        createdAt: now,
      });
    }
  });
}

const isExpired = (round: TableRoundRow, now: number): boolean =>
  round.deadlineAt !== null && now > round.deadlineAt + DEADLINE_GRACE_MS;

/** Settles by the house way every open round of the learner whose deadline has passed. */
export async function settleExpired(
  db: Queryable,
  learnerId: string,
  now: number,
): Promise<number> {
  let settled = 0;
  for (const round of await expiredOpenRounds(db, learnerId, now - DEADLINE_GRACE_MS)) {
    try {
      await settleRound(db, round, null, "timer", now);
      settled++;
    } catch (error) {
      // Another request settled it between the read and the write: that is fine.
      if (!(error instanceof TableError && error.code === "already-settled")) throw error;
    }
  }
  return settled;
}

/** Done (the learner's front) or House Way on an open round of this learner. */
export async function finishRound(
  db: Queryable,
  learnerId: string,
  roundId: string,
  decision: Decision,
  options: TableOptions = {},
): Promise<RoundView> {
  const now = options.now ?? Date.now();
  const round = await findRound(db, roundId);
  if (!round) throw new TableError("unknown-round");
  if (round.learnerId !== learnerId) throw new TableError("not-your-round");
  if (round.status !== "open") throw new TableError("already-settled");
  if (isExpired(round, now)) {
    await settleExpired(db, learnerId, now);
    throw new TableError("deadline-passed");
  }
  let front: readonly [Card, Card] | null = null;
  if (decision.kind === "front") {
    const [a, b] = decision.front;
    const seat = (await roundSeats(db, round.id)).find((s) => s.learner);
    const hand = seat ? parseHand(seat.hand) : [];
    if (a === b || !hand.includes(a) || !hand.includes(b)) throw new TableError("card-not-in-hand");
    const [i, j] = frontPositions(hand, [a, b]);
    if (makeSplit(hand, i, j).foul && !decision.confirmFoul)
      throw new TableError("foul-unconfirmed");
    front = [a, b];
  }
  await settleRound(db, round, front, decision.kind === "front" ? "learner" : "house-way", now);
  const row = await findRound(db, roundId);
  if (!row) throw new Error("finishRound: round missing after settling");
  return roundView(row, await roundSeats(db, roundId), now);
}
