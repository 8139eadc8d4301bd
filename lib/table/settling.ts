/**
 * Settling an open round and storing it: the pure settlement (settle.ts) of the round's cards
 * and settings, the coach's exact EV and the practice attempt of every learner's own player
 * seat, and the one writer (lib/db/rounds.ts storeSettlement) in one transaction. Used by
 * Done and House Way, by the clock (the timer), by a banking round's Approve and by adoption.
 */

import type { NewAttemptRow } from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import { seatsOfRound, storeSettlement } from "@/lib/db/rounds";
import { type Queryable, withTx } from "@/lib/db/store";
import type { Card } from "@/lib/engine";
import { formatHand, grade, parseHand, ruleSetKey } from "@/lib/engine";
import { attemptRow } from "@/lib/grading/attempt";
import { handEv } from "@/lib/grading/ev";
import { TableError } from "./errors";
import { type Round, roundOf, ruleSetOfRound, seatDealId } from "./round";
import { type Settlement, settleDealt } from "./settle";

/** A player seat's own setting: its front (null: the house way) and who set it. */
export interface SeatChoice {
  seat: number;
  front: readonly [Card, Card] | null;
  by: SetBy;
}

export interface SettleOptions {
  /** Grade the learners' seats with exact EV and record their attempts (default true). */
  grade?: boolean;
}

/** The pure settlement of a round with these choices; unchosen seats go by the house way. */
export const settlementOf = (round: Round, choices: readonly SeatChoice[]): Settlement =>
  settleDealt(
    { ...round.row, bank: round.bank, players: round.players },
    new Map(choices.flatMap((c) => (c.front ? [[c.seat, c.front] as const] : []))),
  );

interface Graded {
  coach: Map<number, { ev: number; bestEv: number; houseWayEv: number }>;
  attempts: NewAttemptRow[];
}

/**
 * The coach's numbers and the practice attempt of each learner's own player seat: EV from the
 * shared cache or the worker pool, computed before the write transaction, so a slow
 * computation never holds SQLite's lock.
 */
export async function gradeSeats(
  db: Queryable,
  round: Round,
  settlement: Settlement,
  byOf: ReadonlyMap<number, SetBy>,
  unchosenBy: SetBy,
  now: number,
): Promise<Graded> {
  const graded: Graded = { coach: new Map(), attempts: [] };
  // Graded against the dealer the round was played against.
  const ruleSet = ruleSetOfRound(round.row);
  for (const p of settlement.players) {
    const row = round.players.find((s) => s.seat === p.seat);
    if (!row || p.learnerId === null) continue;
    const hand = parseHand(row.hand);
    const { key, result } = await handEv(db, hand, now, ruleSet);
    const g = grade(hand, p.front, { result });
    graded.coach.set(p.seat, { ev: g.chosen.ev, bestEv: g.best.ev, houseWayEv: g.houseWay.ev });
    const by = byOf.get(p.seat) ?? unchosenBy;
    graded.attempts.push(
      attemptRow({
        learnerId: p.learnerId,
        dealId: seatDealId(round, p.seat),
        hand,
        handText: row.hand,
        handKey: key,
        front: p.front,
        graded: g,
        drill: "table",
        // The house way's setting (button or timer) is never the learner's decision.
        kind: by === "learner" ? "decision" : "house-way",
        dealtAt: round.row.dealtAt,
        now,
        ruleSet: ruleSetKey(ruleSet),
      }),
    );
  }
  return graded;
}

/**
 * Stores a settlement of `round` with the one writer, inside the caller's transaction; false
 * when the round was settled already (nothing written).
 */
export function storeSettlementOf(
  tx: Queryable,
  round: Round,
  settlement: Settlement,
  byOf: ReadonlyMap<number, SetBy>,
  unchosenBy: SetBy,
  graded: Graded,
  now: number,
): Promise<boolean> {
  const bankOccupied = settlement.bank.learnerId !== null;
  return storeSettlement(tx, {
    roundId: round.row.id,
    currency: round.row.currency,
    now,
    seats: [
      {
        seat: round.bank.seat,
        front: formatHand(settlement.bank.front),
        rule: settlement.bank.rule,
        setBy: "house-way",
        commission: bankOccupied ? settlement.bank.commission : null,
        net: bankOccupied ? settlement.bank.net : null,
      },
      ...settlement.players.map((p) => ({
        seat: p.seat,
        front: formatHand(p.front),
        rule: p.rule,
        setBy: byOf.get(p.seat) ?? (p.learnerId === null ? "house-way" : unchosenBy),
        foul: p.foul,
        outcome: p.outcome,
        backMark: p.backMark,
        frontMark: p.frontMark,
        commission: p.commission,
        net: p.net,
        bonusKey: p.bonusKey,
        bonusNet: round.players.find((s) => s.seat === p.seat)?.bonusBet ? p.bonusNet : null,
        ...(graded.coach.get(p.seat) ?? {}),
      })),
    ],
    entries: settlement.entries,
    points: settlement.points,
    wallets: [round.bank, ...round.players]
      .filter((s) => s.learnerId !== null)
      .map((s) => ({ seat: s.seat, learnerId: s.learnerId as string })),
    attempts: graded.attempts,
  });
}

export const NOT_GRADED: Graded = { coach: new Map(), attempts: [] };

/**
 * Settles an open round and stores it. `unchosenBy` names who set the learners' seats without
 * a choice: the timer at the deadline, else the house way. Throws `already-settled` (nothing
 * written) when someone settled it first.
 */
export async function settleAndStore(
  db: Queryable,
  round: Round,
  choices: readonly SeatChoice[],
  unchosenBy: SetBy,
  now: number,
  options: SettleOptions = {},
): Promise<Settlement> {
  const settlement = settlementOf(round, choices);
  const byOf = new Map(choices.map((c) => [c.seat, c.by]));
  const graded =
    options.grade === false
      ? NOT_GRADED
      : await gradeSeats(db, round, settlement, byOf, unchosenBy, now);
  const stored = await withTx(db, (tx) =>
    storeSettlementOf(tx, round, settlement, byOf, unchosenBy, graded, now),
  );
  if (!stored) throw new TableError("already-settled");
  return settlement;
}

/** Reads a round with its seats. */
export async function loadRound(db: Queryable, row: Round["row"]): Promise<Round> {
  return roundOf(row, await seatsOfRound(db, row.id));
}
