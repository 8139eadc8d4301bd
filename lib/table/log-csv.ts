/**
 * The learner's log as CSV (seed 001's PROTOKOLLE): every settled round, newest first, amounts
 * in currency units, in the reader's conventions and words (the export route passes them).
 */
import Papa from "papaparse";
import type { RoundSeatRow } from "@/db/schema";
import { settledRoundsOf } from "@/lib/db/rounds";
import type { Queryable } from "@/lib/db/store";
import { ruleSetKey } from "@/lib/engine";
import type { Locale } from "@/lib/i18n/locales";
import { csvConventions, defuseFormula } from "@/lib/teach/csv";
import { logRow, opponentNames, withSeats } from "./log-rows";
import { type Round, ruleSetOfRound, seatOf } from "./round-model";
import type { LogRow } from "./view-shapes";

/** The CSV export stops here (years of play at one round a minute is far less). */
const CSV_MAX_ROUNDS = 50_000;

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
  /** Whom the learner played against (LogRow.against); the column is left out without it. */
  against?: string;
}

/** The CSV's columns in order, each named by its key in LogCsvHeaders. */
export const LOG_CSV_COLUMNS = [
  "time",
  "table",
  "role",
  "currency",
  "bet",
  "bonusBet",
  "hand",
  "front",
  "dealerHand",
  "dealerFront",
  "back",
  "frontResult",
  "outcome",
  "commission",
  "bonusLine",
  "bonusNet",
  "net",
  "setBy",
  "balanceBefore",
  "balanceAfter",
  "seats",
  "rules",
  "against",
] as const satisfies ReadonlyArray<keyof LogCsvHeaders>;

/** How the CSV names things in the reader's language (the export route knows the locale). */
export interface LogCsvNames {
  /** A table's name by its config id (issue 32: localized, as the lobby and the felt say it). */
  table?: (tableId: string) => string;
  /** A round's casino rule set by its stored key (`way/variant`). */
  rules?: (ruleSet: string) => string;
  /** The stored words of a role, an outcome, a setter (issue 29 walk finding 8). */
  role?: (role: LogRow["role"]) => string;
  outcome?: (outcome: NonNullable<LogRow["outcome"]> | "foul") => string;
  setBy?: (setBy: NonNullable<LogRow["settledBy"]>) => string;
  /** The opponents of one round (LogRow.against) as one cell. */
  against?: (against: LogRow["against"], role: LogRow["role"]) => string;
}

const plain = <T extends string>(value: T): string => value;
const plainAgainst = (against: LogRow["against"]) => against.map((name) => name ?? "").join(" / ");

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
  const names = options.names ?? {};
  const tableName = names.table ?? plain;
  const rulesName = names.rules ?? plain;
  const roleName = names.role ?? plain;
  const outcomeName = names.outcome ?? plain;
  const setByName = names.setBy ?? plain;
  const againstText = names.against ?? plainAgainst;
  const money = (minor: number | null) =>
    minor === null ? "" : (minor / 100).toFixed(2).replace(".", decimal);
  const rounds = await withSeats(
    db,
    await settledRoundsOf(db, learnerId, { tableId: options.tableId, limit: CSV_MAX_ROUNDS }),
  );
  const learners = headers.against === undefined ? new Map() : await opponentNames(db, rounds);
  const rows = rounds.map((round) => {
    const r = round.row;
    const seat = seatOf(round, learnerId);
    const row = logRow(round, learnerId, learners);
    const banking = row.role === "banker";
    // As the bank: the learner's hand is the bank's; the bank's result is its net's sign.
    // A foul loses, except against a commission-free dealer's push hand (RULES.md 12.3).
    const outcome = banking
      ? row.outcome
      : seat?.foul && seat.outcome !== "push"
        ? "foul"
        : ((seat?.outcome ?? null) as LogRow["outcome"]);
    const cells = [
      new Date(r.dealtAt).toISOString(),
      defuseFormula(tableName(r.tableId)),
      roleName(row.role),
      r.currency,
      money(banking ? row.action : row.bet),
      money(row.bonusBet),
      seat?.hand ?? "",
      seat?.front ?? "",
      banking ? "" : round.bank.hand,
      banking ? "" : (round.bank.front ?? ""),
      seat?.backMark ?? "",
      seat?.frontMark ?? "",
      outcome ? outcomeName(outcome) : "",
      money(row.commission),
      seat?.bonusKey ?? "",
      money(seat?.bonusNet ?? null),
      money(row.net),
      row.settledBy ? setByName(row.settledBy) : "",
      money(row.balanceBefore),
      money(row.balanceAfter),
      seatsText(round, seat, money),
      defuseFormula(rulesName(ruleSetKey(ruleSetOfRound(r)))),
    ];
    return headers.against === undefined
      ? cells
      : [...cells, defuseFormula(againstText(row.against, row.role))];
  });
  return Papa.unparse(
    {
      fields: Object.values(headers).map(defuseFormula),
      data: rows,
    },
    { delimiter, newline: "\r\n" },
  );
}
