/**
 * The one round model (RULES.md 8-11; tables in db/schema/table.ts). A round is played at a
 * table instance, has a phase and a deadline, and seats: seat 0 is the bank (the house, or a
 * learner), seats 1 to 6 are players (a learner, or none: a seat the house sets, a simulated
 * player). Every occupied seat has its own wallet before and after. One unsettled round per
 * table instance (a unique index).
 *
 * The configurations (more are a matter of who sits where):
 * - solo: the house banks, the learner plays seat 1 (the player tables);
 * - banking: the learner banks, 1 to 6 simulated seats play (RULES.md 9);
 * - live: the house or a seated learner banks, learners play the other seats.
 * Every one is played by the one table machine (lib/table/machine) through its door.
 *
 * This module is the only place that finds a learner's seat in a round (`seatOf`).
 */
import type { RoundRow, RoundSeatRow } from "@/db/schema";
import { storedTableRuleSet } from "@/lib/casino/choice";
import { isFaceUp, type RuleSet, type TableRuleSet } from "@/lib/engine";

/** The bank's seat number in every round. */
export const BANK_SEAT = 0;
/** The learner's player seat at their own table (the house banks). */
export const OWN_SEAT = 1;

/** Network slack after a deadline: a Done sent as the clock showed 0 still counts. */
export const DEADLINE_GRACE_MS = 1_000;

/** A learner's own instance of a table: where their solo and banking rounds are played. */
export const ownInstance = (learnerId: string, tableId: string): string =>
  `solo:${learnerId}:${tableId}`;

/** The learner whose own instance this is; null for a live table's. */
export function ownerOfInstance(instanceId: string): string | null {
  if (!instanceId.startsWith("solo:")) return null;
  const end = instanceId.indexOf(":", 5);
  return end < 0 ? null : instanceId.slice(5, end);
}

export interface Round {
  row: RoundRow;
  bank: RoundSeatRow;
  players: RoundSeatRow[];
}

/**
 * A round of a learner's own table instance (solo or banking), as opposed to a live table's:
 * only its own table's verbs and clock settle a round (a live round: lib/live's machine).
 */
export const isOwnRound = (row: Pick<RoundRow, "instanceId">): boolean =>
  row.instanceId.startsWith("solo:");

/**
 * The practice deal a seat's attempt answers: the round itself at a learner's own table (one
 * learner seat), one per seat at a live table (several learners, one attempt each).
 */
export const seatDealId = (round: Round, seat: number): string =>
  dealIdOf(round.row.instanceId, round.row.id, seat);

/** seatDealId before the round has rows: by its table instance. */
export const dealIdOf = (instanceId: string, roundId: string, seat: number): string =>
  isOwnRound({ instanceId }) ? roundId : `${roundId}:${seat}`;

/**
 * The casino rule set a round is played, settled and graded by (RULES.md 12): its own row's,
 * never the table's config of today nor the learner's casino, so a round keeps its rules. A Face
 * Up table's round (RULES.md 13.1) has `way/faceup`: no EV is ever asked of it.
 */
export const ruleSetOfRound = (row: Pick<RoundRow, "ruleSet">): TableRuleSet =>
  storedTableRuleSet(row.ruleSet);

/**
 * The rule set a round's settings are graded by EV under; null at Face Up, graded by outcome
 * instead (RULES.md 13.1: no EV, no cache entry, no practice attempt).
 */
export function evRuleSetOfRound(row: Pick<RoundRow, "ruleSet">): RuleSet | null {
  const rs = ruleSetOfRound(row);
  return isFaceUp(rs) ? null : rs;
}

/** A round from its row and seats (seat 0 the bank, the rest players in seat order). */
export function roundOf(row: RoundRow, seats: readonly RoundSeatRow[]): Round {
  const bank = seats.find((s) => s.seat === BANK_SEAT);
  if (!bank) throw new Error(`round ${row.id} has no bank seat`);
  return {
    row,
    bank,
    players: seats.filter((s) => s.seat !== BANK_SEAT).sort((a, b) => a.seat - b.seat),
  };
}

/** The learner's seat in a round (the bank's or a player's), if they sit in it. */
export function seatOf(round: Round, learnerId: string): RoundSeatRow | undefined {
  if (round.bank.learnerId === learnerId) return round.bank;
  return round.players.find((s) => s.learnerId === learnerId);
}

/** An approval's deadline as the learner is told it (the table's own row adds the grace). */
export const approveByOf = (deadlineAt: number | null, now: number): number =>
  (deadlineAt ?? now) - DEADLINE_GRACE_MS;

/** Past its deadline and the grace: the clock (or the next write) settles it by the house way. */
export const isDue = (row: Pick<RoundRow, "phase" | "deadlineAt">, now: number): boolean =>
  row.phase !== "settled" && row.deadlineAt !== null && now > row.deadlineAt + DEADLINE_GRACE_MS;
