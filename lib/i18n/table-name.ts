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
  table: Pick<TableConfig, "minBet" | "maxBet" | "live"> & { ruleSet?: string },
): string {
  const limits = `${amount(table.minBet)}–${amount(table.maxBet)}`;
  const live = table.live ? "yes" : "no";
  // A Face Up table (one per casino, same limits): the game and its casino in the name, so no
  // two tables read alike (`Table.tableNameFaceUp`: "$5–$500 Face Up · Foxwoods, Connecticut").
  const [way, variant] = (table.ruleSet ?? "").split("/");
  if (variant === "faceup")
    return t("Table.tableNameFaceUp", { limits, live, casino: t(`CasinosPage.ways.${way}`) });
  return t("Table.tableName", { limits, live });
}
