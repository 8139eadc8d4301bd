/**
 * The class table as CSV (RFC 4180: comma-separated, CRLF, quotes doubled). Cells that a
 * spreadsheet would run as a formula (=, +, -, @ first) get a leading apostrophe.
 */
import type { StudentRow } from "./views";

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvHeaders {
  student: string;
  hands: string;
  optimalShare: string;
  avgEvLost: string;
  per100: string;
  lastActive: string;
}

/** One row per student; numbers in plain decimal (a dot), times as ISO 8601 UTC. */
export function classCsv(students: readonly StudentRow[], headers: CsvHeaders): string {
  const lines = [
    [
      headers.student,
      headers.hands,
      headers.optimalShare,
      headers.avgEvLost,
      headers.per100,
      headers.lastActive,
    ],
    ...students.map((s) => [
      s.username,
      s.hands,
      s.optimalShare.toFixed(4),
      s.avgEvLost.toFixed(5),
      (s.avgEvLost * 100).toFixed(3),
      s.lastActive === null ? "" : new Date(s.lastActive).toISOString(),
    ]),
  ];
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
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
