/**
 * What each command does on the table it is given (RULES.md 11): the checks, then the changes.
 * A command answers null when done, else why it was refused (step.ts drops its changes).
 */
import { formatHand, houseWay, makeSplit, parseHand } from "@/lib/engine";
import { betErrorCode, betProblemOf } from "../bets";
import { BANK_SEAT, ruleSetOfRound } from "../round-model";
import { sideBetProblemOf, sideStakesTotal } from "../side-bets";
import { startAmount } from "../tables";
import { botFillFor } from "./bots";
import {
  available,
  botPlays,
  clearBankNote,
  type Draft,
  deleteSeat,
  freeSeat,
  meetsEntryRule,
  ownTable,
  patchTable,
  releaseBank,
  seatOfLearner,
  updateSeat,
} from "./draft";
import { everyoneSet, openBets, settleOpenRound, startRound } from "./phases";
import { presence } from "./presence";
import { isReaction, tooSoon } from "./reactions";
import type { Command, Refusal } from "./types";

type Of<T extends Command["type"]> = Extract<Command, { type: T }>;

function sit(d: Draft, c: Of<"sit">): Refusal | null {
  const { s } = d;
  if (s.closedAt !== null) return "table-closed";
  if (seatOfLearner(d, c.learnerId)) return "already-seated";
  const seats = s.config.live?.seats ?? 0;
  if (
    c.seat !== undefined &&
    (c.seat < 1 || c.seat > seats || s.seats.some((x) => x.seat === c.seat) || botPlays(d, c.seat))
  )
    return "seat-taken";
  const seat = c.seat ?? freeSeat(d);
  if (seat === null) return "seat-taken";
  // A first sit opens the wallet of the table's currency (the starting amount, in the ledger).
  if (!s.wallets[c.learnerId]) {
    const grant = startAmount(s.config.currency);
    s.wallets[c.learnerId] = { balance: grant, points: 0, held: 0 };
    d.effects.push({ type: "open-wallet", learnerId: c.learnerId, grant });
  }
  const row = { seat, learnerId: c.learnerId, name: c.name, bet: 0, bonusBet: 0, sitOuts: 0 };
  s.seats.push(row);
  d.effects.push({ type: "seat-insert", seat: { ...row } });
  return null;
}

function leave(d: Draft, c: Of<"leave">): Refusal | null {
  const mine = seatOfLearner(d, c.learnerId);
  if (!mine) return "not-seated";
  if (mine.seat === BANK_SEAT) {
    // Leaving while banking: the house banks from the next round (an approval wait ends now).
    releaseBank(d);
    const stillSeated = seatOfLearner(d, c.learnerId);
    if (stillSeated) deleteSeat(d, stillSeated);
    if (d.s.phase === "approve") openBets(d);
    return null;
  }
  // A bet pressed but not dealt was never taken: leaving returns it by not dealing it.
  deleteSeat(d, mine);
  return null;
}

/** The bank changes hands only while no bet of the next round is placed. */
const betsPlaced = (d: Draft) =>
  d.s.phase === "bets" && d.s.seats.some((s) => s.seat !== BANK_SEAT && s.bet > 0);

/** Between rounds: not while a dealt round's hands are being set (RULES.md 11). */
const midRound = (d: Draft) => d.s.phase === "setting";

function bank(d: Draft, c: Of<"bank">): Refusal | null {
  const mine = seatOfLearner(d, c.learnerId);
  const banking = d.s.config.banking;
  if (!banking) return "no-banking";
  if (!mine) return "not-seated";
  // At their own table the learner banks against 1 to 6 seats the house plays, and may take
  // the bank again against another number (its approval starts over).
  const own = ownTable(d);
  const seats = own ? (c.houseSeats ?? 0) : (d.s.config.live?.seats ?? 0);
  if (own && (!Number.isInteger(seats) || seats < 1 || seats > banking.maxSeats))
    return "seats-out-of-limits";
  if (mine.seat === BANK_SEAT && !own) return "already-seated";
  if (d.s.bankLearnerId !== null && d.s.bankLearnerId !== c.learnerId) return "bank-taken";
  if (midRound(d)) return "wrong-phase";
  if (betsPlaced(d)) return "bets-placed";
  if (!meetsEntryRule(d, c.learnerId, seats)) return "bank-entry-rule";
  if (mine.seat !== BANK_SEAT) updateSeat(d, mine, { seat: BANK_SEAT, bet: 0, bonusBet: 0 });
  clearBankNote(d);
  patchTable(
    d,
    own ? { bankLearnerId: c.learnerId, houseSeats: seats } : { bankLearnerId: c.learnerId },
  );
  if (own && d.s.phase === "approve") startRound(d);
  // The bets had not begun: the new bank's round starts over with its approval.
  if (d.s.phase === "bets") startRound(d);
  return null;
}

function unbank(d: Draft, c: Of<"unbank">): Refusal | null {
  if (d.s.bankLearnerId !== c.learnerId) return "not-banking";
  if (midRound(d)) return "wrong-phase";
  if (betsPlaced(d)) return "bets-placed";
  releaseBank(d);
  if (d.s.phase === "approve") openBets(d);
  return null;
}

function approve(d: Draft, c: Of<"approve">): Refusal | null {
  if (d.s.bankLearnerId !== c.learnerId) return "not-banking";
  if (d.s.phase !== "approve") return "wrong-phase";
  openBets(d);
  return null;
}

function autoApprove(d: Draft, c: Of<"auto-approve">): Refusal | null {
  if (d.s.bankLearnerId !== c.learnerId) return "not-banking";
  patchTable(d, { autoApprove: c.on });
  return null;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function bet(d: Draft, c: Of<"bet">): Refusal | null {
  const { config } = d.s;
  const mine = seatOfLearner(d, c.learnerId);
  if (!mine) return "not-seated";
  if (mine.seat === BANK_SEAT) return "forbidden";
  if (d.s.phase !== "bets") return "wrong-phase";
  if (mine.bet > 0) return "already-bet";
  // Chips make every bet: an amount no stack of the table's chips makes is a forged one.
  const unit = config.chips.reduce(gcd);
  const side = { emperorsBet: c.emperors ?? 0, dealerHandBet: c.dealerHand ?? 0 };
  const amounts = [c.main, c.bonus, side.emperorsBet, side.dealerHandBet];
  if (!amounts.every((a) => Number.isSafeInteger(a) && a >= 0)) return "unknown-chip";
  if (amounts.some((a) => a % unit !== 0)) return "unknown-chip";
  // A side bet the table does not offer (tiger-9 at a table of another game too), RULES.md 13.2.
  const sideProblem = sideBetProblemOf(config, side);
  if (sideProblem) return sideProblem;
  // The writer locked the wallet (PostgreSQL) before this state was read: a bet at another
  // table waits, then sees what this one took, so a balance is never promised twice.
  const problem = betProblemOf(
    config,
    c.main,
    c.bonus,
    available(d, c.learnerId),
    sideStakesTotal(side),
  );
  if (problem) return betErrorCode(problem);
  // The side stakes are written only when there are any: a table without them stores as before.
  const sides =
    sideStakesTotal(side) > 0 || (mine.emperorsBet ?? 0) + (mine.dealerHandBet ?? 0) > 0;
  updateSeat(d, mine, { bet: c.main, bonusBet: c.bonus, ...(sides ? side : {}) });
  return null;
}

/** Done (a front) or House Way (null: the round's own casino's way). */
function set(d: Draft, c: Of<"set">): Refusal | null {
  const round = d.s.round;
  if (d.s.phase !== "setting" || !round || round.settled)
    return d.s.phase === "settled" ? "deadline-passed" : "wrong-phase";
  const seat = round.players.find((p) => p.learnerId === c.learnerId);
  if (!seat) return "not-seated";
  if (seat.setBy !== null) return "already-set";
  let front: string;
  if (c.front === null)
    front = formatHand(houseWay(parseHand(seat.hand), ruleSetOfRound(round).way).front);
  else {
    const [a, b] = c.front;
    const cards = seat.hand.split(" ");
    if (a === b || !cards.includes(a) || !cards.includes(b)) return "card-not-in-hand";
    // A fouled hand is never set by a slip: the learner confirms it first (RULES.md 8).
    const hand = parseHand(seat.hand);
    const split = makeSplit(hand, cards.indexOf(a), cards.indexOf(b));
    if (split.foul && c.confirmFoul !== true) return "foul-unconfirmed";
    front = `${a} ${b}`;
  }
  const by = c.front === null ? "house-way" : "learner";
  Object.assign(seat, { front, setBy: by });
  d.effects.push({ type: "choice", roundId: round.id, seat: seat.seat, front, by });
  if (everyoneSet(d)) settleOpenRound(d);
  return null;
}

/** A class table's teacher closes it: no new round; the seats are freed after the current one. */
function close(d: Draft): Refusal | null {
  if (d.s.closedAt !== null) return "table-closed";
  patchTable(d, { closedAt: d.now });
  // Between rounds the seats are freed at once; a dealt round is played out first.
  if (d.s.phase !== "setting") startRound(d);
  return null;
}

/**
 * A class table's teacher turns its bots on or off (the door's caller checks who may): from the
 * next deal on; a round with bots already dealt plays out.
 */
function bots(d: Draft, c: Of<"bots">): Refusal | null {
  if (d.s.closedAt !== null) return "table-closed";
  patchTable(d, { bots: c.on });
  d.s.botFill = botFillFor(d.s.config, true, c.on);
  return null;
}

/** A seated player's quick reaction: one of the set, where reactions are on, one per 3 s. */
function react(d: Draft, c: Of<"react">): Refusal | null {
  if (!isReaction(c.reaction)) return "invalid-input";
  const mine = seatOfLearner(d, c.learnerId);
  if (!mine) return "not-seated";
  if (!d.s.reactionsOn) return "reactions-off";
  if (tooSoon(d.s, c.learnerId, d.now)) return "reaction-too-soon";
  d.s.lastReactions = { ...d.s.lastReactions, [c.learnerId]: d.now };
  d.effects.push({
    type: "reaction",
    learnerId: c.learnerId,
    seat: mine.seat,
    reaction: c.reaction,
    at: d.now,
  });
  return null;
}

/** A class table's teacher turns its quick reactions on or off (the caller checks who may). */
function reactions(d: Draft, c: Of<"reactions">): Refusal | null {
  if (d.s.closedAt !== null) return "table-closed";
  patchTable(d, { reactions: c.on });
  d.s.reactionsOn = c.on;
  return null;
}

export function runCommand(d: Draft, c: Command): Refusal | null {
  switch (c.type) {
    case "tick":
      return null;
    case "sit":
      return sit(d, c);
    case "leave":
      return leave(d, c);
    case "bank":
      return bank(d, c);
    case "unbank":
      return unbank(d, c);
    case "approve":
      return approve(d, c);
    case "auto-approve":
      return autoApprove(d, c);
    case "bet":
      return bet(d, c);
    case "set":
      return set(d, c);
    case "close":
      return close(d);
    case "bots":
      return bots(d, c);
    case "react":
      return react(d, c);
    case "reactions":
      return reactions(d, c);
    case "presence":
      // Who watches is the view's (the step tells every screen); a seated player's is the seat's.
      presence(d, c.learnerId);
      return null;
  }
}
