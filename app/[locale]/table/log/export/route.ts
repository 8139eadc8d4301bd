/**
 * The learner's table log as a CSV download (optionally one table), in the reader's locale
 * conventions. Without a learner there is nothing to export: an empty file with headers.
 */
import { getTranslations } from "next-intl/server";
import { casinoLabel } from "@/components/casino/casino-label";
import { storedTableRuleSet } from "@/lib/casino/choice";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { tableNameWords } from "@/lib/i18n/table-name";
import { currentLearnerId } from "@/lib/learner";
import { LOG_CSV_COLUMNS, type LogCsvHeaders, type LogCsvNames, logCsv } from "@/lib/table/log";
import { logQuery } from "@/lib/table/schemas";
import { findTable } from "@/lib/table/tables";
import { againstWords } from "@/lib/table/view-shapes";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/**
 * The CSV's names in the reader's language (issue 32): a table as the lobby and the felt name
 * it (its limits as the locale writes amounts; live tables too), a round's casino as the badge
 * does; the role, the outcome, who set the hand and whom the learner played against.
 */
async function csvNames(locale: Locale): Promise<LogCsvNames> {
  const t = await getTranslations({ locale });
  const tWays = await getTranslations({ locale, namespace: "CasinosPage.ways" });
  const tYours = await getTranslations({ locale, namespace: "YourCasino" });
  const tLog = await getTranslations({ locale, namespace: "TableLog" });
  return {
    // The stored words in the reader's (issue 29 walk finding 8), as the log page says them.
    role: (role) => tLog(`roles.${role}`),
    outcome: (outcome) => tLog(`outcomes.${outcome}`),
    setBy: (setBy) => tLog(`setBy.${setBy}`),
    against: (against, role) =>
      againstWords({ against, role }, (key, count) =>
        key === "house" ? tLog("against.house") : tLog("against.simulated", { count: count ?? 0 }),
      ),
    table: (tableId) => {
      const table = findTable(tableId, true);
      if (!table) return tableId;
      const amount = (minor: number) =>
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: table.currency,
          minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(minor / 100);
      return tableNameWords((key, params) => t(key as never, params as never), amount, table);
    },
    rules: (key) =>
      casinoLabel(
        storedTableRuleSet(key),
        (k) => tWays(k as never),
        (k) => tYours(k as never),
      ),
  };
}

export async function GET(request: Request, context: RouteContext<"/[locale]/table/log/export">) {
  const { locale } = await context.params;
  if (!isLocale(locale)) return new Response(null, { status: 404, headers: noStore });
  const query = logQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return new Response(null, { status: 400, headers: noStore });
  const tableId =
    query.data.table && findTable(query.data.table, env.TABLE_TEST_TABLES === "1")
      ? query.data.table
      : undefined;
  try {
    const db = getDb();
    const learnerId = await currentLearnerId(db);
    const t = await getTranslations({ locale, namespace: "TableLog.csv" });
    const headers = Object.fromEntries(
      LOG_CSV_COLUMNS.map((k) => [k, t(k)]),
    ) as unknown as LogCsvHeaders;
    const names = await csvNames(locale);
    const csv = learnerId
      ? await logCsv(db, learnerId, headers, { tableId, locale, names })
      : await logCsv(db, "", headers, { tableId, locale, names });
    const name = `paigow-table-log-${new Date().toISOString().slice(0, 10)}.csv`;
    return new Response(`\uFEFF${csv}`, {
      headers: {
        ...noStore,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
      },
    });
  } catch (error) {
    console.error("table log export failed", error);
    return new Response(null, { status: 500, headers: noStore });
  }
}
