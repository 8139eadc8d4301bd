/**
 * A table's name in the reader's language, from its config (issue 32: "$5-$50 live" was shown
 * in English and US amounts everywhere): the bet limits as the locale writes amounts ("5 $",
 * "10 kr"), and for a live table the locale's word (`Table.tableName`: "Live 5 $–50 $").
 * Client-safe and pure: the caller passes its amount formatter (components/table/money.ts
 * `short`, or Intl in tests and the CSV).
 */
import type { TableConfig } from "@/lib/table/tables";
import type { Translate } from "./game-text";

export function tableNameWords(
  t: Translate,
  amount: (minor: number) => string,
  table: Pick<TableConfig, "minBet" | "maxBet" | "live">,
): string {
  return t("Table.tableName", {
    limits: `${amount(table.minBet)}–${amount(table.maxBet)}`,
    live: table.live ? "yes" : "no",
  });
}
