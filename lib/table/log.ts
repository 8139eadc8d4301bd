/**
 * The learner's log (seed 001's PROTOKOLLE): every settled round, newest first, paged and
 * filtered by table (its rows: log-rows.ts); one round in full with its ledger lines; the CSV
 * export (log-csv.ts); the coach's grade of a round and the session totals. Reads only read: the clock (clock.ts) settles a
 * round whose deadline passed, so a learner back from a disconnect finds it here.
 *
 * A round is the learner's when they sit in it, as a player or as the bank; its row in the log
 * says which (`role`), with the bank's commission and result.
 */

import { sameAccountLearners } from "@/lib/db/auth-learner";
import { findRound, sessionTotalsOf, settledRoundCountOf, settledRoundsOf } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { ledgerEntries } from "@/lib/db/table";
import {
  type Card,
  grade,
  handCategory as gradeCategory,
  houseWay,
  isAceHighPaiGow,
  isFaceUp,
  parseCards,
  parseHand,
} from "@/lib/engine";
import { gradeFaceUp } from "@/lib/faceup/grade";
import type { FaceUpCoachGrade } from "@/lib/faceup/views";
import { handEv } from "@/lib/grading/ev";
import { splitViews } from "@/lib/grading/views";
import type { GradeView } from "@/lib/practice/views";
import { TableError } from "./errors";
import { logRow, opponentNames, withSeats } from "./log-rows";
import { type Round, ruleSetOfRound, seatOf } from "./round-model";
import { loadRound } from "./round-store";
import { roundViewFor } from "./round-view";
import type { LogPage, RoundDetail, SessionView } from "./view-shapes";
import { tableWaysReady } from "./way-ready";

const LOG_PAGE_SIZE = 20;

export async function logPage(
  db: Queryable,
  learnerId: string,
  options: { tableId?: string; page?: number; now?: number } = {},
): Promise<LogPage> {
  const total = await settledRoundCountOf(db, learnerId, options.tableId);
  const pages = Math.max(1, Math.ceil(total / LOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  const rows = await settledRoundsOf(db, learnerId, {
    tableId: options.tableId,
    limit: LOG_PAGE_SIZE,
    offset: (page - 1) * LOG_PAGE_SIZE,
  });
  const rounds = await withSeats(db, rows);
  const names = await opponentNames(db, rounds);
  return {
    rows: rounds.map((r) => logRow(r, learnerId, names)),
    total,
    page,
    pageSize: LOG_PAGE_SIZE,
  };
}

/** A round the learner sits in, else a typed refusal. */
async function ownRound(db: Queryable, learnerId: string, roundId: string): Promise<Round> {
  const row = await findRound(db, roundId);
  if (!row) throw new TableError("unknown-round");
  const round = await loadRound(db, row);
  if (!seatOf(round, learnerId)) throw new TableError("not-your-round");
  return round;
}

/**
 * One round in full, with the ledger lines it caused in the learner's wallets (an account's
 * rounds carried over from its anonymous learner keep their lines in that learner's closed
 * wallet: lib/table/adopt.ts).
 */
export async function roundDetail(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now = Date.now(),
): Promise<RoundDetail> {
  const round = await ownRound(db, learnerId, roundId);
  const wallets = await sameAccountLearners(db, learnerId);
  // The other learners' account names (a live table's players, a learner bank).
  const names = await opponentNames(db, [round]);
  return {
    round: roundViewFor(round, learnerId, now, names),
    ledger: (await ledgerEntries(db, wallets, round.row.id)).map((e) => ({
      kind: e.kind,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
    })),
  };
}

/** The learner's player seat in a settled round of theirs, with its setting; else unknown-round. */
async function playedSeat(db: Queryable, learnerId: string, roundId: string) {
  const round = await ownRound(db, learnerId, roundId);
  if (round.row.phase !== "settled") throw new TableError("unknown-round");
  const seat = seatOf(round, learnerId);
  if (seat?.role !== "player" || seat.front === null) throw new TableError("unknown-round");
  // Graded against the dealer the round was played against (its rule set).
  await tableWaysReady(db, [round.row.ruleSet]);
  return {
    round,
    bet: seat.bet,
    hand: parseHand(seat.hand),
    front: parseCards(seat.front, 2) as [Card, Card],
    ruleSet: ruleSetOfRound(round.row),
  };
}

/**
 * The coach's grade of the setting the learner played in a settled round: the practice drill's
 * (roundGrade), or at a Face Up table the Face Up drill's (faceUpRoundGrade).
 */
export async function roundCoach(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now = Date.now(),
): Promise<{ grade: GradeView | FaceUpCoachGrade; bet: number }> {
  const played = await playedSeat(db, learnerId, roundId);
  return isFaceUp(played.ruleSet) ? faceUpRoundGrade(played) : evRoundGrade(db, played, now);
}

/**
 * The practice grade of the setting the learner played in a settled round: the same view the
 * drill shows (EV of the setting, the best, the house way's; all 21 splits). A Face Up round
 * has no EV: unknown-round.
 */
export async function roundGrade(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now = Date.now(),
): Promise<{ grade: GradeView; bet: number }> {
  return evRoundGrade(db, await playedSeat(db, learnerId, roundId), now);
}

type Played = Awaited<ReturnType<typeof playedSeat>>;

async function evRoundGrade(
  db: Queryable,
  { round, bet, hand, front, ruleSet }: Played,
  now: number,
): Promise<{ grade: GradeView; bet: number }> {
  if (isFaceUp(ruleSet)) throw new TableError("unknown-round");
  const { result, cached } = await handEv(db, hand, now, ruleSet);
  const g = grade(hand, front, { result });
  return {
    bet,
    grade: {
      dealId: round.row.id,
      hand,
      // The drill view's kind; a table round is graded like a uniform hand.
      drill: "any",
      verdict: g.verdict,
      chosen: result.splits.indexOf(g.chosen),
      best: result.best,
      houseWay: result.houseWay,
      evLost: g.evLost,
      houseWayRule: result.houseWaySetting.rule,
      houseWayReason: result.houseWaySetting.reason,
      category: gradeCategory(hand),
      dealerHands: result.dealerHands,
      commission: result.commission,
      splits: splitViews(result.splits),
      cached,
      review: null,
      ruleSet,
    },
  };
}

/**
 * The Face Up drill's grade of a Face Up table's round (RULES.md 13.1): against the dealer's
 * hand as the way set it, the setting's certain outcome, the best outcome, every split's.
 */
function faceUpRoundGrade({ round, bet, hand, front, ruleSet }: Played): {
  grade: FaceUpCoachGrade;
  bet: number;
} {
  const dealerHand = parseHand(round.bank.hand);
  const dealer = houseWay(dealerHand, ruleSet.way);
  return {
    bet,
    grade: {
      ...gradeFaceUp(round.row.id, hand, dealerHand, ruleSet.way, front),
      faceUp: true,
      dealer: {
        backValue: dealer.backValue,
        frontValue: dealer.frontValue,
        pushes: isAceHighPaiGow(dealer.backValue),
      },
    },
  };
}

/**
 * Rounds, net result and EV given up (in money) at a table since `since`: from the server's
 * record, so every tab and a reload agree, banking rounds included.
 */
export function sessionSummary(
  db: Queryable,
  learnerId: string,
  tableId: string,
  since: number,
): Promise<SessionView> {
  return sessionTotalsOf(db, learnerId, tableId, since);
}

export { LOG_CSV_COLUMNS, type LogCsvHeaders, type LogCsvNames, logCsv } from "./log-csv";
