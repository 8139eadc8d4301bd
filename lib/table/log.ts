/**
 * The learner's log (seed 001's PROTOKOLLE): every settled round, newest first, paged and
 * filtered by table; one round in full with its ledger lines; a CSV export; the coach's
 * grade of a round and the session totals. Each read first settles any round whose
 * deadline has passed, so a learner back from a disconnect finds it here.
 */
import Papa from "papaparse";
import type { Queryable } from "@/lib/db/store";
import {
  findRound,
  ledgerEntries,
  roundSeats,
  seatsOfRounds,
  sessionTotals,
  settledRoundCount,
  settledRounds,
} from "@/lib/db/table";
import {
  type Card,
  grade,
  handCategory as gradeCategory,
  parseCards,
  parseHand,
} from "@/lib/engine";
import type { Locale } from "@/lib/i18n/locales";
import { handEv } from "@/lib/practice/ev";
import { type GradeView, splitViews } from "@/lib/practice/views";
import { csvConventions, defuseFormula } from "@/lib/teach/csv";
import { TableError } from "./errors";
import { roundView, settleExpired } from "./rounds";
import type { LogPage, LogRow, RoundDetail, SessionView } from "./views";

export const LOG_PAGE_SIZE = 20;
/** The CSV export stops here (years of play at one round a minute is far less). */
export const CSV_MAX_ROUNDS = 50_000;

export async function logPage(
  db: Queryable,
  learnerId: string,
  options: { tableId?: string; page?: number; now?: number } = {},
): Promise<LogPage> {
  const now = options.now ?? Date.now();
  await settleExpired(db, learnerId, now);
  const total = await settledRoundCount(db, learnerId, options.tableId);
  const pages = Math.max(1, Math.ceil(total / LOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  const rounds = await settledRounds(db, learnerId, {
    tableId: options.tableId,
    limit: LOG_PAGE_SIZE,
    offset: (page - 1) * LOG_PAGE_SIZE,
  });
  const seats = await seatsOfRounds(
    db,
    rounds.map((r) => r.id),
  );
  const rows: LogRow[] = rounds.map((r) => {
    const ofRound = seats.filter((s) => s.roundId === r.id);
    const seat = ofRound.find((s) => s.learner);
    // As the bank, the round's bets are the seats' bets against the learner.
    const bankBets = ofRound.reduce((sum, s) => sum + (s.learner ? 0 : s.bet), 0);
    return {
      id: r.id,
      tableId: r.tableId,
      role: r.role as LogRow["role"],
      dealtAt: r.dealtAt,
      currency: r.currency as LogRow["currency"],
      bet: seat?.bet ?? bankBets,
      bonusBet: seat?.bonusBet ?? 0,
      outcome: (seat?.outcome ?? null) as LogRow["outcome"],
      net: (r.balanceAfter ?? r.balanceBefore) - r.balanceBefore,
      settledBy: r.settledBy as LogRow["settledBy"],
      balanceBefore: r.balanceBefore,
      balanceAfter: r.balanceAfter,
    };
  });
  return { rows, total, page, pageSize: LOG_PAGE_SIZE };
}

async function ownRound(db: Queryable, learnerId: string, roundId: string) {
  const round = await findRound(db, roundId);
  if (!round) throw new TableError("unknown-round");
  if (round.learnerId !== learnerId) throw new TableError("not-your-round");
  return round;
}

/** One round in full, with the ledger lines it caused. */
export async function roundDetail(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now = Date.now(),
): Promise<RoundDetail> {
  await settleExpired(db, learnerId, now);
  const round = await ownRound(db, learnerId, roundId);
  return {
    round: roundView(round, await roundSeats(db, round.id), now),
    ledger: (await ledgerEntries(db, learnerId, round.id)).map((e) => ({
      kind: e.kind,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
    })),
  };
}

/**
 * The practice grade of the setting the learner played in a settled round: the same view the
 * drill shows (EV of the setting, the best, the house way's; all 21 splits).
 */
export async function roundGrade(
  db: Queryable,
  learnerId: string,
  roundId: string,
  now = Date.now(),
): Promise<{ grade: GradeView; bet: number }> {
  const round = await ownRound(db, learnerId, roundId);
  if (round.status !== "settled") throw new TableError("unknown-round");
  const seat = (await roundSeats(db, round.id)).find((s) => s.learner);
  if (!seat || seat.front === null) throw new TableError("unknown-round");
  const hand = parseHand(seat.hand);
  const front = parseCards(seat.front, 2) as [Card, Card];
  const { result, cached } = await handEv(db, hand, now);
  const g = grade(hand, front, { result });
  return {
    bet: seat.bet,
    grade: {
      dealId: round.id,
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
    },
  };
}

/** Rounds, net result and EV given up (in money) at a table since `since`. */
export function sessionSummary(
  db: Queryable,
  learnerId: string,
  tableId: string,
  since: number,
): Promise<SessionView> {
  return sessionTotals(db, learnerId, tableId, since);
}

export interface LogCsvHeaders {
  time: string;
  table: string;
  role: string;
  currency: string;
  bet: string;
  bonusBet: string;
  hand: string;
  front: string;
  dealerHand: string;
  dealerFront: string;
  back: string;
  frontResult: string;
  outcome: string;
  commission: string;
  bonusLine: string;
  bonusNet: string;
  net: string;
  setBy: string;
  balanceBefore: string;
  balanceAfter: string;
}

/** Every settled round (optionally of one table), newest first, amounts in currency units. */
export async function logCsv(
  db: Queryable,
  learnerId: string,
  headers: LogCsvHeaders,
  options: { tableId?: string; locale?: Locale; now?: number } = {},
): Promise<string> {
  await settleExpired(db, learnerId, options.now ?? Date.now());
  const { delimiter, decimal } = csvConventions(options.locale ?? "en");
  const money = (minor: number | null) =>
    minor === null ? "" : (minor / 100).toFixed(2).replace(".", decimal);
  const rounds = await settledRounds(db, learnerId, {
    tableId: options.tableId,
    limit: CSV_MAX_ROUNDS,
  });
  const seats = await seatsOfRounds(
    db,
    rounds.map((r) => r.id),
  );
  const rows = rounds.map((r) => {
    const seat = seats.find((s) => s.roundId === r.id && s.learner);
    return [
      new Date(r.dealtAt).toISOString(),
      defuseFormula(r.tableId),
      r.role,
      r.currency,
      money(seat?.bet ?? 0),
      money(seat?.bonusBet ?? 0),
      seat?.hand ?? "",
      seat?.front ?? "",
      r.bankHand,
      r.bankFront ?? "",
      seat?.backMark ?? "",
      seat?.frontMark ?? "",
      seat?.foul ? "foul" : (seat?.outcome ?? ""),
      money(seat?.commission ?? 0),
      seat?.bonusKey ?? "",
      money(seat?.bonusNet ?? null),
      money((r.balanceAfter ?? r.balanceBefore) - r.balanceBefore),
      r.settledBy ?? "",
      money(r.balanceBefore),
      money(r.balanceAfter),
    ];
  });
  return Papa.unparse(
    {
      fields: Object.values(headers).map(defuseFormula),
      data: rows,
    },
    { delimiter, newline: "\r\n" },
  );
}
