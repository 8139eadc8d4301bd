import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { TableLogView } from "@/components/table/TableLogView";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner";
import { logPage } from "@/lib/table/log";
import { logQuery } from "@/lib/table/schemas";
import { findTable, listTables } from "@/lib/table/tables";
import type { LogPage } from "@/lib/table/view-shapes";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/table/log">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "TableLog" });
  return { title: t("title"), description: t("intro") };
}

/** The log (seed 001's PROTOKOLLE): every round, newest first, 20 a page, by table. */
export default async function TableLogPage({
  params,
  searchParams,
}: PageProps<"/[locale]/table/log">) {
  await resolveLocale(params);
  const t = await getTranslations("TableLog");
  const testTables = env.TABLE_TEST_TABLES === "1";
  const query = logQuery.safeParse(await searchParams);
  const tableId =
    query.success && query.data.table && findTable(query.data.table, testTables)
      ? query.data.table
      : undefined;
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  const page: LogPage = learnerId
    ? await logPage(db, learnerId, { tableId, page: query.success ? query.data.page : 1 })
    : { rows: [], total: 0, page: 1, pageSize: 20 };
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <TableLogView
        page={page}
        tableId={tableId ?? null}
        // The live tables too (issue 29 walk finding 8): their rounds are in the log.
        tables={[...listTables(testTables), ...listTables(testTables, true)]}
      />
    </PageShell>
  );
}
