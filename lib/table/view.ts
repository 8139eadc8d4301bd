/**
 * What one viewer may see of a round (`roundViewFor`), and nothing more: the player seats with
 * the viewer's own marked, and the bank's cards only once the round is settled (the dealer's
 * cards never leave the server before). `ownSeat` (views.ts) is how a client finds its seat.
 * This is the one place that hides cards, for every kind of table: the solo and banking
 * answers, the round page and the log use it as it is, and a live table's view
 * (lib/live/view.ts) is made from it.
 */
import type { RoundSeatRow } from "@/db/schema";
import type { Mark, SeatOutcome, SetBy } from "@/db/schema/vocabulary";
import {
  type Card,
  dealerPushes,
  type FortuneKey,
  makeSplit,
  parseCards,
  parseHand,
  ruleSetKey,
} from "@/lib/engine";
import { type Round, ruleSetOfRound, seatOf } from "./round";
import type { Currency } from "./tables";
import type { BankView, RoundView, SeatView } from "./views";

function values(
  handText: string,
  frontText: string,
): { backValue: number; frontValue: number; foul: boolean } {
  const hand = parseHand(handText);
  const front = parseCards(frontText, 2);
  const split = makeSplit(hand, hand.indexOf(front[0] as Card), hand.indexOf(front[1] as Card));
  return { backValue: split.backValue, frontValue: split.frontValue, foul: split.foul };
}

function seatView(row: RoundSeatRow, viewerId: string): SeatView {
  const set = row.front === null ? null : values(row.hand, row.front);
  return {
    seat: row.seat,
    learner: row.learnerId === viewerId,
    occupied: row.learnerId !== null,
    setBy: row.setBy as SetBy | null,
    hand: row.hand,
    bet: row.bet,
    bonusBet: row.bonusBet,
    front: row.front,
    backValue: set?.backValue ?? null,
    frontValue: set?.frontValue ?? null,
    // Stored at settling; a front set before it (a live seat's own) is known to foul or not.
    foul: row.foul ?? set?.foul ?? null,
    outcome: row.outcome as SeatOutcome | null,
    backMark: row.backMark as Mark | null,
    frontMark: row.frontMark as Mark | null,
    commission: row.commission,
    net: row.net,
    bonusKey: row.bonusKey as FortuneKey | null,
    bonusNet: row.bonusNet,
  };
}

function bankView(round: Round, viewerId: string): BankView | null {
  const bank = round.bank;
  if (round.row.phase !== "settled" || bank.front === null) return null;
  const occupied = bank.learnerId !== null;
  const set = values(bank.hand, bank.front);
  return {
    learner: bank.learnerId === viewerId,
    occupied,
    hand: bank.hand,
    front: bank.front,
    backValue: set.backValue,
    frontValue: set.frontValue,
    rule: bank.rule ?? "",
    pushesAll: dealerPushes(ruleSetOfRound(round.row).variant, set.backValue, set.frontValue),
    commission: occupied ? bank.commission : null,
    net: occupied ? bank.net : null,
  };
}

/**
 * A round as `viewerId` may see it (the viewer sits in it: the bank or a player). Before it is
 * settled, only the viewer's own seat (RULES.md 11.3: nobody sees another seat's cards or the
 * bank's until the round is settled; at a live table the bank's learner sees no seat either).
 */
export function roundViewFor(round: Round, viewerId: string, now: number): RoundView {
  const own = seatOf(round, viewerId);
  const settled = round.row.phase === "settled";
  return {
    id: round.row.id,
    tableId: round.row.tableId,
    currency: round.row.currency as Currency,
    ruleSet: ruleSetKey(ruleSetOfRound(round.row)),
    role: own?.role === "bank" ? "banker" : "player",
    status: settled ? "settled" : "open",
    dealtAt: round.row.dealtAt,
    deadlineAt: round.row.deadlineAt,
    serverNow: now,
    seats: round.players
      .filter((s) => settled || (s.learnerId !== null && s.learnerId === viewerId))
      .map((s) => seatView(s, viewerId)),
    bank: bankView(round, viewerId),
    action: round.players.reduce((sum, s) => sum + s.bet, 0),
    balanceBefore: own?.walletBefore ?? 0,
    balanceAfter: own?.walletAfter ?? null,
    settledAt: round.row.settledAt,
    settledBy: (own?.setBy ?? null) as SetBy | null,
  };
}

export { ownSeat } from "./views";
