/**
 * The log CSV's headers named by their own keys, so a test reads each cell by its column's key
 * (lib/table/log-csv.ts). "against" is left out, so the CSV has no such column.
 */
import { LOG_CSV_COLUMNS } from "@/lib/table/log-csv";

export const KEYED_CSV_HEADERS = Object.fromEntries(
  LOG_CSV_COLUMNS.filter((k) => k !== "against").map((k) => [k, k]),
) as never;
