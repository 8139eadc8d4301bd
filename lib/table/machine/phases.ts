/**
 * The table's phases (RULES.md 11), moved on by the clock or by a command:
 *
 *   idle -> [approve] -> bets -> setting -> settled -> (next round: approve or bets, or idle)
 *
 * - approve: only with a learner bank without Auto-approve; its time running out releases the
 *   bank (the house banks) and the bets begin;
 * - bets: the round is dealt once every seated player has pressed Deal, or at the deadline
 *   when at least one has; with no bets there is no round, and every seat sat one out;
 * - setting: settled when every learner has set, or by the house way at its deadline;
 * - settled: the results stay on show until the deadline, then the next round begins.
 * A seat that sat out MAX_SIT_OUTS rounds in a row is freed; a closed table frees its seats.
 */
import type { SetBy } from "@/db/schema/vocabulary";
import { type Card, DECK_SIZE, formatHand, parseCards } from "@/lib/engine";
import { bankExposure, betEntries, pointsForBet } from "../money";
import { BANK_SEAT, DEADLINE_GRACE_MS } from "../round-model";
import { settleDealt } from "../settlement";
import { tablePaysOf } from "../side-bets";
import { botSeats, trainerBotFronts } from "./bots";
import {
  addPoints,
  available,
  clearBankNote,
  type Draft,
  deleteSeat,
  holdFunds,
  housePlays,
  isAway,
  keepsBank,
  moveMoney,
  ownTable,
  patchTable,
  playersOf,
  releaseBank,
  updateSeat,
} from "./draft";
import { seatsFromSeed } from "./house";
import type { Phase, RoundSeatState, RoundState, SeatState } from "./types";

/** How long a settled round stays on show before the next begins (at least 5 s: RULES.md 11). */
export const SHOW_MS = 5_000;
/** Rounds in a row a seat may sit out; the next frees it. */
export const MAX_SIT_OUTS = 3;

const setPhase = (d: Draft, phase: Phase, deadlineAt: number | null, roundId?: string) =>
  patchTable(d, roundId === undefined ? { phase, deadlineAt } : { phase, deadlineAt, roundId });

const due = (d: Draft) => d.s.deadlineAt !== null && d.now >= d.s.deadlineAt;

function clearBets(d: Draft): void {
  if (!d.s.seats.some((s) => s.bet > 0 || s.bonusBet > 0)) return;
  d.effects.push({ type: "clear-bets" });
  for (const seat of d.s.seats)
    Object.assign(seat, { bet: 0, bonusBet: 0, emperorsBet: 0, dealerHandBet: 0 });
}

/** Everything a seat pressed: the main bet, the bonus and the other side bets. */
const stakesOf = (seat: SeatState): number =>
  seat.bet + seat.bonusBet + (seat.emperorsBet ?? 0) + (seat.dealerHandBet ?? 0);

/** A seat's side stakes as a dealt round keeps them: only those it made (a round row as before). */
const sideOf = (side: { emperorsBet?: number; dealerHandBet?: number }) => ({
  ...(side.emperorsBet ? { emperorsBet: side.emperorsBet } : {}),
  ...(side.dealerHandBet ? { dealerHandBet: side.dealerHandBet } : {}),
});

/** Approve (or Auto-approve): the bets begin. */
export const openBets = (d: Draft) =>
  setPhase(d, "bets", ownTable(d) ? null : d.now + (d.s.config.live?.betSeconds ?? 20) * 1000);

/**
 * The next round's first phase (or idle with nobody to play, or a closed table emptied).
 * `keepNote`: the bank was taken away in this very step (a deal it could not cover, with
 * nobody left to deal): its note is told now, not cleared before anyone saw it.
 */
export function startRound(d: Draft, keepNote = false): void {
  const { s } = d;
  if (s.closedAt !== null) {
    for (const seat of [...s.seats]) deleteSeat(d, seat);
    if (s.bankLearnerId !== null) releaseBank(d);
    setPhase(d, "idle", null);
    return;
  }
  if (!keepNote) clearBankNote(d);
  if (s.bankLearnerId !== null && !keepsBank(d, s.bankLearnerId)) releaseBank(d, "entry-rule");
  clearBets(d);
  if (playersOf(d).length === 0 && !housePlays(d)) setPhase(d, "idle", null);
  else if (s.bankLearnerId !== null && !s.autoApprove && s.config.banking)
    // An Approve sent as the countdown shows 0 still counts, as a Done does.
    setPhase(d, "approve", d.now + s.config.banking.approveSeconds * 1000 + DEADLINE_GRACE_MS);
  else openBets(d);
}

/** Counts a sat-out round against every seat in `idle`; frees a seat at the limit. */
function sitOut(d: Draft, idle: SeatState[]): void {
  for (const seat of idle) {
    if (seat.sitOuts + 1 >= MAX_SIT_OUTS) deleteSeat(d, seat);
    else updateSeat(d, seat, { sitOuts: seat.sitOuts + 1 });
  }
}

/** `count` cards off the top of one shuffled 53-card deck. */
function drawCards(d: Draft, count: number): Card[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, c) => c as Card);
  for (let i = 0; i < count; i++) {
    const j = i + d.rng.int(DECK_SIZE - i);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  return deck.slice(0, count);
}

/**
 * Deals every seat that pressed Deal and whose wallet still covers it (the money may have gone
 * to another table since); the bank's cover is checked again against the most these seats can
 * win, and a bank that no longer covers it leaves the bank first (the house banks). The bets
 * leave the wallets here. False when nobody was dealt.
 */
function deal(d: Draft): boolean {
  const { s } = d;
  // A player who dropped is not dealt: a bet pressed but not dealt is returned (RULES.md 11).
  const betting = playersOf(d).filter(
    (seat) => seat.bet > 0 && !isAway(seat) && available(d, seat.learnerId) >= stakesOf(seat),
  );
  const idle = playersOf(d).filter((seat) => !betting.includes(seat));
  // The house's seats (a learner bank at their own table): their bets and cards by a seed.
  const seed = housePlays(d) ? d.rng.int(2 ** 32) : null;
  const house = seed === null ? null : seatsFromSeed(s.config, s.houseSeats, seed);
  if (betting.length === 0 && house === null) {
    sitOut(d, idle);
    return false;
  }
  // Bots in the free seats (a live table the house banks): the table minimum each, no bonus.
  const bots = house === null ? botSeats(s) : [];
  const exposure = bankExposure(
    [...betting.map((seat) => seat.bet), ...(house?.seats.map((seat) => seat.bet) ?? [])],
    s.config.commissionBp,
    s.config.banking?.commissionBp ?? 0,
  );
  if (s.bankLearnerId !== null && available(d, s.bankLearnerId) < exposure) {
    releaseBank(d, "cover");
    // The house never plays its own seats against itself.
    if (betting.length === 0) return false;
  }
  const banker = s.bankLearnerId;
  // The people's seats and the bots', in seat order, one hand each; the bank's comes last.
  const players = [
    ...betting,
    ...bots.map((seat) => ({
      seat,
      learnerId: null,
      bet: s.config.minBet,
      bonusBet: 0,
      emperorsBet: 0,
      dealerHandBet: 0,
    })),
  ].sort((a, b) => a.seat - b.seat);
  const cards = house
    ? [...house.seats.flatMap((seat) => seat.hand), ...house.bankHand]
    : drawCards(d, 7 * (players.length + 1));
  const dealt = house ? house.seats.length : players.length;
  const handOf = (k: number) => formatHand(cards.slice(7 * k, 7 * k + 7));
  const seatOf = (
    seat: number,
    learnerId: string | null,
    hand: string,
    bet = 0,
    bonusBet = 0,
    side: { emperorsBet?: number; dealerHandBet?: number } = {},
  ): RoundSeatState => ({
    seat,
    learnerId,
    hand,
    bet,
    bonusBet,
    ...sideOf(side),
    front: null,
    setBy: null,
    walletBefore: learnerId === null ? null : (s.wallets[learnerId]?.balance ?? null),
  });
  const round: RoundState = {
    id: d.rng.id(),
    dealtAt: d.now,
    settled: false,
    bank: seatOf(BANK_SEAT, banker, handOf(dealt)),
    players: house
      ? house.seats.map((seat, k) => seatOf(k + 1, null, handOf(k), seat.bet))
      : players.map((seat, k) =>
          seatOf(seat.seat, seat.learnerId, handOf(k), seat.bet, seat.bonusBet, seat),
        ),
    commissionBp: s.config.commissionBp,
    bankCommissionBp: banker === null ? null : (s.config.banking?.commissionBp ?? 0),
    ruleSet: s.config.ruleSet,
    seed,
  };
  // A live table always has a decision time; a learner's own table may have none.
  const seconds = ownTable(d) ? s.config.decisionSeconds : (s.config.decisionSeconds ?? 45);
  const deadlineAt = seconds === null ? null : d.now + seconds * 1000;
  d.effects.push({ type: "deal", round, deadlineAt });
  // The bank's cover is held until the round settles: spent at no other table meanwhile.
  if (banker !== null) holdFunds(d, banker, exposure);
  for (const seat of betting) {
    for (const entry of betEntries(seat.bet, seat.bonusBet, [
      seat.emperorsBet ?? 0,
      seat.dealerHandBet ?? 0,
    ]))
      moveMoney(d, seat.learnerId, round.id, entry.kind, entry.amount);
    addPoints(d, seat.learnerId, pointsForBet(seat.bet));
    if (seat.sitOuts !== 0) updateSeat(d, seat, { sitOuts: 0 });
  }
  sitOut(d, idle);
  clearBets(d);
  s.round = round;
  // A Done sent as the countdown shows 0 still counts: the table waits out the grace.
  setPhase(d, "setting", deadlineAt === null ? null : deadlineAt + DEADLINE_GRACE_MS, round.id);
  return true;
}

/** What the round's learner bank holds for it: the most its seats can win. */
const heldFor = (round: RoundState): number =>
  bankExposure(
    round.players.map((p) => p.bet),
    round.commissionBp,
    round.bankCommissionBp ?? 0,
  );

/** Whether every learner in the open round has set their hand. */
export const everyoneSet = (d: Draft): boolean =>
  !!d.s.round && d.s.round.players.every((p) => p.learnerId === null || p.setBy !== null);

/** Settles the open round (the timer's, or once every learner has set) and shows it. */
export function settleOpenRound(d: Draft): void {
  const round = d.s.round;
  if (round && !round.settled) {
    const chosen = round.players.filter((p) => p.setBy !== null && p.front !== null);
    const learners = round.players.filter((p) => p.learnerId !== null);
    const unchosenBy: SetBy = chosen.length === learners.length ? "house-way" : "timer";
    const fronts = new Map(
      chosen.map((p) => [p.seat, parseCards(p.front as string, 2) as [Card, Card]]),
    );
    // Bots set by the trainer's way where the table says so (else the house way, below).
    const botFronts = trainerBotFronts(round, d.s.config.live);
    for (const [seat, front] of botFronts) fronts.set(seat, front);
    const settlement = settleDealt(round, fronts, tablePaysOf(d.s.config));
    if (round.bank.learnerId !== null) holdFunds(d, round.bank.learnerId, -heldFor(round));
    d.effects.push({
      type: "settle",
      roundId: round.id,
      settlement,
      byOf: chosen.map((p) => [p.seat, p.setBy as SetBy]),
      unchosenBy,
    });
    for (const entry of settlement.entries) {
      const wallet = d.s.wallets[entry.learnerId];
      if (wallet) wallet.balance += entry.amount;
    }
    for (const p of settlement.points) {
      const wallet = d.s.wallets[p.learnerId];
      if (wallet) wallet.points = Math.max(0, wallet.points + p.delta);
    }
    for (const p of settlement.players) {
      const seat = round.players.find((r) => r.seat === p.seat);
      if (seat)
        Object.assign(seat, {
          front: formatHand(p.front),
          // A seat the house plays (a bot, a house seat) is set by the house way, never the
          // timer, or by the trainer's way for a bot where the table says so.
          setBy:
            seat.setBy ??
            (seat.learnerId === null
              ? botFronts.has(seat.seat)
                ? "trainer"
                : "house-way"
              : unchosenBy),
        });
    }
    round.bank.front = formatHand(settlement.bank.front);
    round.settled = true;
  }
  // Shown to the others at a live table; a learner's own table deals again when they bet.
  const showMs = (d.s.config.live?.showSeconds ?? SHOW_MS / 1000) * 1000;
  setPhase(d, "settled", d.now + (ownTable(d) ? 0 : showMs));
}

/** Moves the table on as far as `now` allows; true when anything changed. */
export function advance(d: Draft): boolean {
  let changed = false;
  for (let k = 0; k < 6; k++) {
    const { s } = d;
    const before = `${s.phase}|${s.deadlineAt}|${s.roundId}`;
    switch (s.phase) {
      case "idle":
        if (playersOf(d).length > 0 && s.closedAt === null) startRound(d);
        break;
      case "approve":
        if (s.autoApprove) openBets(d);
        else if (due(d)) {
          releaseBank(d, "timeout");
          openBets(d);
        }
        break;
      case "bets": {
        const waiting = playersOf(d);
        // A player who dropped holds no deal up; with everyone away the time runs out.
        const here = waiting.filter((seat) => !isAway(seat));
        const allAway = waiting.length > 0 && here.length === 0;
        if (waiting.length === 0 && !housePlays(d)) startRound(d);
        else if ((!allAway && here.every((seat) => seat.bet > 0)) || due(d)) {
          const banker = s.bankLearnerId;
          if (!deal(d)) startRound(d, banker !== null && s.bankLearnerId === null);
        }
        break;
      }
      case "setting":
        if (!s.round || s.round.settled || everyoneSet(d) || due(d)) settleOpenRound(d);
        break;
      case "settled":
        if (due(d)) startRound(d);
        break;
    }
    if (`${s.phase}|${s.deadlineAt}|${s.roundId}` === before) break;
    changed = true;
  }
  return changed;
}
