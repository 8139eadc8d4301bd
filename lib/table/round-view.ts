/**
 * What one viewer may see of a round (`roundViewFor`), and nothing more: the player seats with
 * the viewer's own marked, and the bank's cards only once the round is settled (the dealer's
 * cards never leave the server before), except at Face Up (RULES.md 13.1), where the dealer's
 * hand, set by the house way, is shown to every viewer from the deal. `ownSeat` (view-shapes.ts) is how a client finds its seat.
 * This is the one place that hides cards, for every kind of table: the solo and banking
 * answers, the round page and the log use it as it is, and a live table's view
 * (lib/live/table-view.ts) is made from it.
 */
import type { RoundSeatRow } from "@/db/schema";
import type { Mark, SeatOutcome, SetBy } from "@/db/schema/vocabulary";
import {
  type Card,
  type FortuneKey,
  formatHand,
  houseWay,
  isFaceUp,
  makeSplit,
  parseCards,
  parseHand,
  ruleSetKey,
} from "@/lib/engine";
import { type Round, ruleSetOfRound, seatOf } from "./round-model";
import { pushesAll } from "./settlement";
import { type SideBetsView, sideBetsView, sideNetOf } from "./side-bets";
import type { Currency } from "./tables";
import type { BankView, RoundView, SeatView } from "./view-shapes";

function values(
  handText: string,
  frontText: string,
): { backValue: number; frontValue: number; foul: boolean } {
  const hand = parseHand(handText);
  const front = parseCards(frontText, 2);
  const split = makeSplit(hand, hand.indexOf(front[0] as Card), hand.indexOf(front[1] as Card));
  return { backValue: split.backValue, frontValue: split.frontValue, foul: split.foul };
}

/** The seat's side bets (RULES.md 13.2) as a key of its own only where it had any. */
function sidesOf(row: RoundSeatRow, settled: boolean): { sides?: SideBetsView } {
  const sides = sideBetsView(row, settled);
  return sides ? { sides } : {};
}

const cardsOf = (text: string): string[] => (text === "" ? [] : text.split(" "));

/**
 * One seat the viewer may see (their own, or any once settled) in the live view's shape: its
 * cards, its front with the values once set, its result (the bonus included in `net`) once
 * settled. `name`: the account's name, where known.
 */
function seatView(row: RoundSeatRow, viewerId: string, settled: boolean, name: string | null) {
  const set = row.front === null ? null : values(row.hand, row.front);
  const outcome = settled ? (row.outcome as SeatOutcome | null) : null;
  // Stored at settling; a front set before it (a live seat's own) is known to foul or not.
  const foul = set ? (row.foul ?? set.foul) : null;
  return {
    seat: row.seat,
    name,
    learner: row.learnerId === viewerId,
    occupied: row.learnerId !== null,
    bet: row.bet,
    bonus: row.bonusBet,
    cards: cardsOf(row.hand),
    front: row.front === null ? null : cardsOf(row.front),
    backValue: set?.backValue ?? null,
    frontValue: set?.frontValue ?? null,
    foul,
    // A foul loses, except against a commission-free dealer's push hand (RULES.md 12.3).
    outcome: outcome && foul && outcome !== "push" ? "foul" : outcome,
    backMark: settled ? (row.backMark as Mark | null) : null,
    frontMark: settled ? (row.frontMark as Mark | null) : null,
    setBy: set ? (row.setBy as SetBy | null) : null,
    commission: settled ? (row.commission ?? 0) : null,
    net: settled ? (row.net ?? 0) + (row.bonusNet ?? 0) + sideNetOf(row) : null,
    bonusKey: settled ? (row.bonusKey as FortuneKey | null) : null,
    bonusNet: settled ? row.bonusNet : null,
    ...sidesOf(row, settled),
  } satisfies SeatView;
}

/** The bank's front and rule: as stored once settled; at Face Up before it, the house way's. */
function bankSetting(round: Round): { front: string; rule: string } | null {
  const bank = round.bank;
  if (round.row.phase === "settled" && bank.front !== null)
    return { front: bank.front, rule: bank.rule ?? "" };
  const rs = ruleSetOfRound(round.row);
  if (!isFaceUp(rs)) return null;
  const set = houseWay(parseHand(bank.hand), rs.way);
  return { front: formatHand(set.front), rule: set.rule };
}

function bankView(round: Round, viewerId: string): BankView | null {
  const bank = round.bank;
  const setting = bankSetting(round);
  if (setting === null) return null;
  const occupied = bank.learnerId !== null;
  const set = values(bank.hand, setting.front);
  const settled = round.row.phase === "settled";
  return {
    learner: bank.learnerId === viewerId,
    occupied,
    cards: cardsOf(bank.hand),
    front: cardsOf(setting.front),
    backValue: set.backValue,
    frontValue: set.frontValue,
    rule: setting.rule,
    pushesAll: pushesAll(ruleSetOfRound(round.row), set.backValue, set.frontValue),
    commission: occupied && settled ? bank.commission : null,
    net: occupied && settled ? bank.net : null,
  };
}

/**
 * A round as `viewerId` may see it (the viewer sits in it: the bank or a player). Before it is
 * settled, only the viewer's own seat (RULES.md 11.3: nobody sees another seat's cards or the
 * bank's until the round is settled; at a live table the bank's learner sees no seat either).
 */
export function roundViewFor(
  round: Round,
  viewerId: string,
  now: number,
  names: ReadonlyMap<string, string> = new Map(),
): RoundView {
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
      .map((s) =>
        seatView(
          s,
          viewerId,
          settled,
          s.learnerId === null ? null : (names.get(s.learnerId) ?? null),
        ),
      ),
    bank: bankView(round, viewerId),
    action: round.players.reduce((sum, s) => sum + s.bet, 0),
    balanceBefore: own?.walletBefore ?? 0,
    balanceAfter: own?.walletAfter ?? null,
    settledAt: round.row.settledAt,
    settledBy: (own?.setBy ?? null) as SetBy | null,
  };
}
