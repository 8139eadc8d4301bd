/**
 * The log CSV's headers named by their own keys, so a test reads each cell by its column's key
 * (lib/table/log-csv.ts). "rules" is left out: its column then has no header of its own.
 */
import type { LogCsvHeaders } from "@/lib/table/log-csv";

const KEYS = [
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
] as const satisfies readonly (keyof LogCsvHeaders)[];

export const KEYED_CSV_HEADERS = Object.fromEntries(KEYS.map((k) => [k, k])) as never;
