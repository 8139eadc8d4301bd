import { useFormatter } from "next-intl";
import { useCallback } from "react";
import type { TableConfig } from "@/lib/table/tables";
import { tableNameWords } from "./table-name";
import { useGameTranslate } from "./use-game-translate";

/**
 * A table's name as the reader's locale writes it ("Live 5 $US–50 $US"), for every place that
 * names a table: the lobby, the felt, the log, the rule pages. The config's `name` stays the
 * English fallback for logs and tools.
 */
export function useTableName(): (
  table: Pick<TableConfig, "minBet" | "maxBet" | "live" | "currency"> & { ruleSet?: string },
) => string {
  const game = useGameTranslate();
  const format = useFormatter();
  return useCallback(
    (table) =>
      tableNameWords(
        game,
        (minor) =>
          format.number(minor / 100, {
            style: "currency",
            currency: table.currency,
            minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
            maximumFractionDigits: 2,
          }),
        table,
      ),
    [game, format],
  );
}
