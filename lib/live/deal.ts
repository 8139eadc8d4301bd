/**
 * A live table's deal (RULES.md 11.3): every seat that pressed Deal and can still pay gets 7
 * cards of one shuffled deck, the bank 7; the bets are taken in the same transaction that
 * stores the round; seats that sat out are counted (machine.ts frees one at the limit).
 */
import { randomUUID } from "node:crypto";
import type { NewRoundSeatRow } from "@/db/schema";
import { clearBets, deleteSeat, updateSeat } from "@/lib/db/live";
import { insertDeal } from "@/lib/db/practice";
import { findRound, insertRound } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { addWalletCounters, applyLedgerEntry, lockWallet } from "@/lib/db/table";
import { formatHand } from "@/lib/engine";
import { bankExposure, betEntries, pointsForBet } from "@/lib/table/money";
import { BANK_SEAT } from "@/lib/table/round";
import { drawCards } from "@/lib/table/rounds";
import { loadRound } from "@/lib/table/settling";
import { releaseBank } from "./bank";
import type { LiveState } from "./view";

/** Rounds in a row a seat may sit out; the next frees it. */
export const MAX_SIT_OUTS = 3;

type Seat = LiveState["seats"][number];
type Wallet = Awaited<ReturnType<typeof lockWallet>>;
type Betting = { seat: Seat; balance: number };

export const playersOf = (state: LiveState): Seat[] =>
  state.seats.filter((s) => s.seat !== BANK_SEAT);

/** Counts a sat-out round against every seat in `idle`; frees a seat at the limit. */
async function sitOut(tx: Queryable, state: LiveState, idle: Seat[]): Promise<void> {
  for (const seat of idle) {
    const sitOuts = seat.sitOuts + 1;
    if (sitOuts >= MAX_SIT_OUTS) {
      await deleteSeat(tx, state.table.id, seat.seat);
      state.seats = state.seats.filter((s) => s !== seat);
    } else {
      await updateSeat(tx, state.table.id, seat.seat, { sitOuts });
      seat.sitOuts = sitOuts;
    }
  }
}

/**
 * Each wallet locked (PostgreSQL) before its check, in one order (no deadlock between two
 * tables dealing the same learners), so the bets taken are covered (issue 29); the seats whose
 * balance still covers the bet they pressed (it may have gone to another table since).
 */
async function coveredSeats(tx: Queryable, state: LiveState) {
  const { table, config } = state;
  const pressed = playersOf(state).filter((s) => s.bet > 0);
  const locked = new Map<string, Wallet>();
  const holders = pressed.map((s) => s.learnerId);
  if (table.bankLearnerId !== null) holders.push(table.bankLearnerId);
  for (const id of holders.sort()) locked.set(id, await lockWallet(tx, id, config.currency));
  const betting: Betting[] = [];
  for (const seat of pressed) {
    const wallet = locked.get(seat.learnerId);
    if (wallet && wallet.balance >= seat.bet + seat.bonusBet)
      betting.push({ seat, balance: wallet.balance });
  }
  return { betting, locked };
}

/**
 * The bank's cover, checked again now (its balance may have gone to another table since it
 * was taken): the most these seats can win. A bank that no longer covers it leaves the bank
 * before the deal, and the house banks this round (issue 29).
 */
async function bankStillCovers(
  tx: Queryable,
  state: LiveState,
  betting: Betting[],
  locked: Map<string, Wallet>,
): Promise<void> {
  const { table, config } = state;
  if (table.bankLearnerId === null) return;
  const exposure = bankExposure(
    betting.map((b) => b.seat.bet),
    config.commissionBp,
    config.banking?.commissionBp ?? 0,
  );
  if ((locked.get(table.bankLearnerId)?.balance ?? 0) < exposure)
    await releaseBank(tx, state, "cover");
}

/** The round's seat rows: the bank's, then each dealt player's. */
function seatRows(
  id: string,
  state: LiveState,
  betting: Betting[],
  hands: string[],
  bankHand: string,
  bankWallet: Wallet,
): NewRoundSeatRow[] {
  return [
    {
      roundId: id,
      seat: BANK_SEAT,
      role: "bank",
      learnerId: state.table.bankLearnerId,
      hand: bankHand,
      walletBefore: bankWallet?.balance ?? null,
    },
    ...betting.map(
      ({ seat, balance }, k): NewRoundSeatRow => ({
        roundId: id,
        seat: seat.seat,
        role: "player",
        learnerId: seat.learnerId,
        hand: hands[k] as string,
        bet: seat.bet,
        bonusBet: seat.bonusBet,
        walletBefore: balance,
      }),
    ),
  ];
}

/** Each dealt seat: its practice deal, its bets out of its wallet, its points, its sit-outs reset. */
async function takeBets(
  tx: Queryable,
  state: LiveState,
  id: string,
  betting: Betting[],
  hands: string[],
  now: number,
): Promise<void> {
  const { table, config } = state;
  for (const [k, { seat }] of betting.entries()) {
    // The practice deal this seat's attempt answers (lib/table/round.ts seatDealId).
    await insertDeal(tx, {
      id: `${id}:${seat.seat}`,
      learnerId: seat.learnerId,
      hand: hands[k] as string,
      drill: "table",
      filter: null,
      ruleSet: config.ruleSet,
      dealtAt: now,
      answeredAt: null,
    });
    for (const entry of betEntries(seat.bet, seat.bonusBet)) {
      await applyLedgerEntry(tx, {
        learnerId: seat.learnerId,
        currency: config.currency,
        roundId: id,
        now,
        ...entry,
      });
    }
    await addWalletCounters(tx, seat.learnerId, config.currency, {
      points: pointsForBet(seat.bet),
    });
    if (seat.sitOuts !== 0) await updateSeat(tx, table.id, seat.seat, { sitOuts: 0 });
    seat.sitOuts = 0;
  }
}

/**
 * Deals a round to every seat that pressed Deal and can still pay; the round's id, or null
 * when nobody could (every seat sat the round out). The phase is the caller's (machine.ts).
 */
export async function dealRound(
  tx: Queryable,
  state: LiveState,
  now: number,
  deadlineAt: number,
): Promise<string | null> {
  const { table, config } = state;
  const { betting, locked } = await coveredSeats(tx, state);
  const idle = playersOf(state).filter((s) => !betting.some((b) => b.seat === s));
  if (betting.length === 0) {
    await sitOut(tx, state, idle);
    return null;
  }
  await bankStillCovers(tx, state, betting, locked);
  const cards = drawCards(undefined, 7 * (betting.length + 1));
  const hands = betting.map((_, k) => formatHand(cards.slice(7 * k, 7 * k + 7)));
  const bankHand = formatHand(cards.slice(7 * betting.length));
  const bankLearner = table.bankLearnerId;
  const bankWallet = bankLearner === null ? undefined : locked.get(bankLearner);
  const id = randomUUID();
  await insertRound(
    tx,
    {
      id,
      instanceId: table.id,
      tableId: config.id,
      currency: config.currency,
      phase: "open",
      commissionBp: config.commissionBp,
      ruleSet: config.ruleSet,
      bankCommissionBp: bankLearner === null ? null : (config.banking?.commissionBp ?? 0),
      dealtAt: now,
      deadlineAt,
      settledAt: null,
      seed: null,
    },
    seatRows(id, state, betting, hands, bankHand, bankWallet),
  );
  await takeBets(tx, state, id, betting, hands, now);
  await sitOut(tx, state, idle);
  await clearBets(tx, table.id);
  for (const seat of state.seats) Object.assign(seat, { bet: 0, bonusBet: 0 });
  const row = await findRound(tx, id);
  if (row) state.round = await loadRound(tx, row);
  return id;
}
