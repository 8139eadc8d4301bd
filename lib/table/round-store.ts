/**
 * Storing a settlement the table machine made (writer.ts's `settle` effect): the coach's exact
 * EV and the practice attempt of every learner's own player seat, and the one settlement
 * writer (lib/db/rounds.ts storeSettlement), inside the step's transaction.
 */

import type { NewAttemptRow } from "@/db/schema";
import type { SetBy } from "@/db/schema/vocabulary";
import { findRoundWithSeats, seatsOfRound, storeSettlement } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { formatHand, grade, parseHand, ruleSetKey } from "@/lib/engine";
import { attemptRow } from "@/lib/grading/attempt";
import { handEv } from "@/lib/grading/ev";
import { evRuleSetOfRound, type Round, roundOf, seatDealId } from "./round-model";
import type { Settlement } from "./settlement";

interface Graded {
  coach: Map<number, { ev: number; bestEv: number; houseWayEv: number }>;
  attempts: NewAttemptRow[];
}

/**
 * The coach's numbers and the practice attempt of each learner's own player seat: EV from the
 * shared cache (the deal and Done make it ready before the step's transaction, so a slow
 * computation seldom holds the lock) or the worker pool. A Face Up round has neither: its coach
 * grades by outcome from the cards (log.ts roundCoach), and no practice deal was dealt for it.
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
  const ruleSet = evRuleSetOfRound(round.row);
  if (ruleSet === null) return graded;
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
 * Stores a settlement of `round` with the one writer, inside the caller's transaction, and
 * returns the round as stored; null when the round was settled already (nothing written).
 */
export async function storeSettlementOf(
  tx: Queryable,
  round: Round,
  settlement: Settlement,
  byOf: ReadonlyMap<number, SetBy>,
  unchosenBy: SetBy,
  graded: Graded,
  now: number,
): Promise<Round | null> {
  const bankOccupied = settlement.bank.learnerId !== null;
  const stored = await storeSettlement(tx, {
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
        // The other side bets' results, only where there were any (RULES.md 13.2).
        ...(p.emperorsKey !== null
          ? { emperorsKey: p.emperorsKey, emperorsNet: p.emperorsNet }
          : {}),
        ...(round.players.find((s) => s.seat === p.seat)?.dealerHandBet
          ? { dealerHandNet: p.dealerHandNet }
          : {}),
        ...(p.envyPaid > 0 ? { envyPaid: p.envyPaid } : {}),
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
  if (!stored) return null;
  // Every seat was written; one the settlement did not name would be as it was.
  const written = new Map(stored.seats.map((seat) => [seat.seat, seat]));
  return roundOf(
    stored.row,
    [round.bank, ...round.players].map((seat) => written.get(seat.seat) ?? seat),
  );
}

export const NOT_GRADED: Graded = { coach: new Map(), attempts: [] };

/** Reads a round with its seats. */
export async function loadRound(db: Queryable, row: Round["row"]): Promise<Round> {
  return roundOf(row, await seatsOfRound(db, row.id));
}

/** Reads a round by id with its seats, in one query; undefined: no such round. */
export async function findLoadedRound(db: Queryable, id: string): Promise<Round | undefined> {
  const found = await findRoundWithSeats(db, id);
  return found && roundOf(found.row, found.seats);
}
