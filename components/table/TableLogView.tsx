"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRuleSetLabel } from "@/components/casino/rule-set-label";
import { Link } from "@/i18n/navigation";
import { useTableName } from "@/lib/i18n/use-table-name";
import type { TableConfig } from "@/lib/table/tables";
import { againstWords, type LogPage, type LogRow } from "@/lib/table/view-shapes";
import { LogColumnHeads } from "./LogColumnHeads";
import { useMoney } from "./money";

function Money({ row, minor, signed = false }: { row: LogRow; minor: number; signed?: boolean }) {
  const money = useMoney(row.currency);
  return <>{signed ? money.signed(minor) : money.amount(minor)}</>;
}

/** The log's rows with a table filter, paging and the CSV export. */
export function TableLogView({
  page,
  tableId,
  tables,
}: {
  page: LogPage;
  tableId: string | null;
  tables: readonly TableConfig[];
}) {
  const t = useTranslations("TableLog");
  const format = useFormatter();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const tableName = useTableName();
  const names = new Map(tables.map((table) => [table.id, tableName(table)]));
  const rulesLabel = useRuleSetLabel();
  const query = (p: number) => `/table/log?${tableId ? `table=${tableId}&` : ""}page=${p}`;
  const time = (ms: number) => format.dateTime(ms, { dateStyle: "short", timeStyle: "medium" });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form method="get" className="flex items-end gap-2">
          <label className="flex flex-col text-sm font-medium text-stone-700">
            {t("filter")}
            <select
              name="table"
              defaultValue={tableId ?? ""}
              className="mt-1 rounded-lg border border-stone-300 bg-white px-3 py-2"
            >
              <option value="">{t("allTables")}</option>
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  {tableName(table)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-lg bg-felt-700 px-3 py-2 font-semibold text-white"
          >
            {t("apply")}
          </button>
        </form>
        <div className="flex items-center gap-4">
          <a
            href={`/${locale}/table/log/export${tableId ? `?table=${tableId}` : ""}`}
            className="font-semibold text-felt-700 underline"
            download
          >
            {t("export")}
          </a>
          <Link
            href={tableId ? `/table/${tableId}` : "/table"}
            className="font-semibold text-felt-700 underline"
          >
            {t("backToTable")}
          </Link>
        </div>
      </div>
      <p className="text-sm text-stone-600" data-testid="log-count">
        {t("count", { count: page.total })}
      </p>
      {page.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {t("empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[36rem] text-sm">
            <LogColumnHeads
              columns={[
                { label: t("columns.time") },
                { label: t("columns.table") },
                { label: t("columns.role") },
                { label: t("columns.against") },
                { label: t("columns.bet"), amount: true },
                { label: t("columns.result") },
                { label: t("columns.net"), amount: true },
                { label: t("columns.setBy") },
                { label: t("columns.balance"), amount: true },
              ]}
            />
            <tbody>
              {page.rows.map((row) => (
                <tr
                  key={row.id}
                  data-testid="log-row"
                  data-round={row.id}
                  className="border-b border-stone-100 last:border-0 hover:bg-felt-50"
                >
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link
                      href={`/table/log/${row.id}`}
                      className="font-semibold text-felt-700 underline"
                      aria-label={t("openRound", { time: time(row.dealtAt) })}
                    >
                      {time(row.dealtAt)}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {names.get(row.tableId) ?? row.tableId}{" "}
                    {/* The casino the round was played by: its own, whatever the table says now. */}
                    <span className="block text-xs text-stone-600" data-testid="log-rules">
                      {rulesLabel(row.ruleSet)}
                    </span>
                  </td>
                  <td className="px-3 py-2" data-testid="log-role">
                    {t(`roles.${row.role}`)}
                  </td>
                  <td className="px-3 py-2" data-testid="log-against">
                    {againstWords(row, (key, count) =>
                      key === "house"
                        ? t("against.house")
                        : t("against.simulated", { count: count ?? 0 }),
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums" data-testid="log-bet">
                    {/* As the bank the learner bets nothing: the bets against it (issue 29). */}
                    {row.bet === null ? (
                      <span title={t("round.action")}>
                        <Money row={row} minor={row.action} />
                      </span>
                    ) : (
                      <Money row={row} minor={row.bet} />
                    )}
                    {row.bonusBet > 0 ? (
                      <span className="block text-xs text-stone-500">
                        + <Money row={row} minor={row.bonusBet} />
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2" data-testid="log-outcome">
                    {row.outcome ? t(`outcomes.${row.outcome}`) : ""}
                  </td>
                  <td className="px-3 py-2 text-right font-mono tabular-nums" data-testid="log-net">
                    <Money row={row} minor={row.net} signed />
                  </td>
                  <td className="px-3 py-2">{row.settledBy ? t(`setBy.${row.settledBy}`) : ""}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.balanceAfter !== null ? <Money row={row} minor={row.balanceAfter} /> : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t("page", { page: page.page, pages })}
          className="flex items-center justify-between gap-2"
        >
          {page.page > 1 ? (
            <Link href={query(page.page - 1)} className="font-semibold text-felt-700 underline">
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600">{t("page", { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link href={query(page.page + 1)} className="font-semibold text-felt-700 underline">
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
