/**
 * The class table as CSV in the reader's spreadsheet conventions: English with commas and a
 * decimal point; German, French and Swedish with semicolons and a decimal comma (a comma
 * separator would split their numbers). Papa Parse quotes; names a spreadsheet would run as a
 * formula (=, +, -, @ first) get a leading apostrophe.
 */
import Papa from "papaparse";
import type { Locale } from "@/lib/i18n/locales";
import type { StudentRow } from "./views";

export interface CsvConventions {
  delimiter: "," | ";";
  decimal: "." | ",";
}

export function csvConventions(locale: Locale): CsvConventions {
  return locale === "en" ? { delimiter: ",", decimal: "." } : { delimiter: ";", decimal: "," };
}

/** Text a spreadsheet would evaluate, made inert. */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export interface CsvHeaders {
  student: string;
  hands: string;
  optimalShare: string;
  avgEvLost: string;
  per100: string;
  tableRounds: string;
  dealerHands: string;
  dealerRight: string;
  famousHands: string;
  famousBest: string;
  lastActive: string;
}

/**
 * One row per student; fixed decimals without grouping, times as ISO 8601 UTC. The drills'
 * hands and the table rounds are separate columns, as on the class table.
 */
export function classCsv(
  students: readonly StudentRow[],
  headers: CsvHeaders,
  locale: Locale = "en",
): string {
  const { delimiter, decimal } = csvConventions(locale);
  const number = (value: number, digits: number) => value.toFixed(digits).replace(".", decimal);
  const rows = [
    [
      headers.student,
      headers.hands,
      headers.optimalShare,
      headers.avgEvLost,
      headers.per100,
      headers.tableRounds,
      headers.dealerHands,
      headers.dealerRight,
      headers.famousHands,
      headers.famousBest,
      headers.lastActive,
    ].map(defuseFormula),
    ...students.map((s) => [
      defuseFormula(s.username),
      String(s.hands),
      number(s.optimalShare, 4),
      number(s.avgEvLost, 5),
      number(s.avgEvLost * 100, 3),
      String(s.table.rounds),
      String(s.dealer.hands),
      String(s.dealer.right),
      String(s.famous.hands),
      String(s.famous.best),
      s.lastActive === null ? "" : new Date(s.lastActive).toISOString(),
    ]),
  ];
  return `${Papa.unparse(rows, { delimiter, newline: "\r\n", quotes: false })}\r\n`;
}

/** A file name from the class name: letters, digits and dashes only. */
export function csvFileName(className: string, day: string): string {
  const slug = className
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 40);
  return `${slug || "class"}-${day}.csv`;
}
