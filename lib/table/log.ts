/**
 * The learner's log (seed 001's PROTOKOLLE): every settled round, newest first, paged and
 * filtered by table; one round in full with its ledger lines; a CSV export; the coach's
 * grade of a round and the session totals. Reads only read: the clock (clock.ts) settles a
 * round whose deadline passed, so a learner back from a disconnect finds it here.
 *
 * A round is the learner's when they sit in it, as a player or as the bank; its row in the log
 * says which (`role`), with the bank's commission and result.
 */

import Papa from "papaparse";
import type { RoundRow, RoundSeatRow } from "@/db/schema";
import { sameAccountLearners } from "@/lib/db/auth-learner";
import {
  findRound,
  seatsOfRounds,
  sessionTotalsOf,
  settledRoundCountOf,
  settledRoundsOf,
} from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { ledgerEntries } from "@/lib/db/table";
import {
  type Card,
  grade,
  handCategory as gradeCategory,
  parseCards,
  parseHand,
  ruleSetKey,
} from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { splitViews } from "@/lib/grading/views";
import type { Locale } from "@/lib/i18n/locales";
import type { GradeView } from "@/lib/practice/views";
import { csvConventions, defuseFormula } from "@/lib/teach/csv";
import { TableError } from "./errors";
import { type Round, roundOf, ruleSetOfRound, seatOf } from "./round";
import { loadRound } from "./settling";
import { roundViewFor } from "./view";
import {
  bankOutcome,
  type LogPage,
  type LogRow,
  type RoundDetail,
  type SessionView,
} from "./views";

export const LOG_PAGE_SIZE = 20;
/** The CSV export stops here (years of play at one round a minute is far less). */
export const CSV_MAX_ROUNDS = 50_000;

/** The settled rounds with their seats, grouped per round. */
async function withSeats(db: Queryable, rows: readonly RoundRow[]): Promise<Round[]> {
  const seats = await seatsOfRounds(
    db,
    rows.map((r) => r.id),
  );
  const byRound = new Map<string, RoundSeatRow[]>();
  for (const s of seats) byRound.set(s.roundId, [...(byRound.get(s.roundId) ?? []), s]);
  return rows.map((r) => roundOf(r, byRound.get(r.id) ?? []));
}

/** One log row: the learner's seat in the round (a player's, or the bank's). */
function logRow(round: Round, learnerId: string): LogRow {
  const seat = seatOf(round, learnerId);
  const banking = seat?.role === "bank";
  const before = seat?.walletBefore ?? 0;
  return {
    id: round.row.id,
    tableId: round.row.tableId,
    ruleSet: ruleSetKey(ruleSetOfRound(round.row)),
    role: banking ? "banker" : "player",
    dealtAt: round.row.dealtAt,
    currency: round.row.currency as LogRow["currency"],
    bet: banking ? null : (seat?.bet ?? 0),
    bonusBet: banking ? 0 : (seat?.bonusBet ?? 0),
    action: round.players.reduce((sum, s) => sum + s.bet, 0),
    commission: seat?.commission ?? 0,
    outcome: banking ? bankOutcome(seat?.net ?? 0) : ((seat?.outcome ?? null) as LogRow["outcome"]),
    net: (seat?.walletAfter ?? before) - before,
    settledBy: (seat?.setBy ?? null) as LogRow["settledBy"],
    balanceBefore: before,
    balanceAfter: seat?.walletAfter ?? null,
  };
}

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
  return {
    rows: (await withSeats(db, rows)).map((r) => logRow(r, learnerId)),
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
  return {
    round: roundViewFor(round, learnerId, now),
    ledger: (await ledgerEntries(db, wallets, round.row.id)).map((e) => ({
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
  if (round.row.phase !== "settled") throw new TableError("unknown-round");
  const seat = seatOf(round, learnerId);
  if (seat?.role !== "player" || seat.front === null) throw new TableError("unknown-round");
  const hand = parseHand(seat.hand);
  const front = parseCards(seat.front, 2) as [Card, Card];
  // Graded against the dealer the round was played against (its rule set).
  const ruleSet = ruleSetOfRound(round.row);
  const { result, cached } = await handEv(db, hand, now, ruleSet);
  const g = grade(hand, front, { result });
  return {
    bet: seat.bet,
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
  /** The other seats' hands, settings, results and bets. */
  seats: string;
  /** The casino rule set the round was played by. */
  rules: string;
}

/** How the CSV names things in the reader's language (the export route knows the locale). */
export interface LogCsvNames {
  /** A table's name by its config id (issue 32: localized, as the lobby and the felt say it). */
  table?: (tableId: string) => string;
  /** A round's casino rule set by its stored key (`way/variant`). */
  rules?: (ruleSet: string) => string;
}

/** The other seats of a round, for the CSV: `seat: hand | front outcome bet`. */
function seatsText(round: Round, own: RoundSeatRow | undefined, money: (m: number) => string) {
  return round.players
    .filter((s) => s !== own)
    .map((s) => `${s.seat}: ${s.hand} | ${s.front ?? ""} ${s.outcome ?? ""} ${money(s.bet)}`)
    .join("; ");
}

/** Every settled round (optionally of one table), newest first, amounts in currency units. */
export async function logCsv(
  db: Queryable,
  learnerId: string,
  headers: LogCsvHeaders,
  options: { tableId?: string; locale?: Locale; now?: number; names?: LogCsvNames } = {},
): Promise<string> {
  const { delimiter, decimal } = csvConventions(options.locale ?? "en");
  const tableName = options.names?.table ?? ((id: string) => id);
  const rulesName = options.names?.rules ?? ((key: string) => key);
  const money = (minor: number | null) =>
    minor === null ? "" : (minor / 100).toFixed(2).replace(".", decimal);
  const rounds = await withSeats(
    db,
    await settledRoundsOf(db, learnerId, { tableId: options.tableId, limit: CSV_MAX_ROUNDS }),
  );
  const rows = rounds.map((round) => {
    const r = round.row;
    const seat = seatOf(round, learnerId);
    const row = logRow(round, learnerId);
    const banking = row.role === "banker";
    // As the bank: the learner's hand is the bank's; the bank's result is its net's sign.
    // A foul loses, except against a commission-free dealer's push hand (RULES.md 12.3).
    const outcome = banking
      ? row.outcome
      : seat?.foul && seat.outcome !== "push"
        ? "foul"
        : (seat?.outcome ?? "");
    return [
      new Date(r.dealtAt).toISOString(),
      defuseFormula(tableName(r.tableId)),
      row.role,
      r.currency,
      money(banking ? row.action : row.bet),
      money(row.bonusBet),
      seat?.hand ?? "",
      seat?.front ?? "",
      banking ? "" : round.bank.hand,
      banking ? "" : (round.bank.front ?? ""),
      seat?.backMark ?? "",
      seat?.frontMark ?? "",
      outcome,
      money(row.commission),
      seat?.bonusKey ?? "",
      money(seat?.bonusNet ?? null),
      money(row.net),
      row.settledBy ?? "",
      money(row.balanceBefore),
      money(row.balanceAfter),
      seatsText(round, seat, money),
      defuseFormula(rulesName(ruleSetKey(ruleSetOfRound(r)))),
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
