import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TableGame } from "@/components/table/TableGame";
import { getDb } from "@/lib/db";
import { fortuneHouseEdge } from "@/lib/engine";
import { env } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner";
import { viewOwn } from "@/lib/live/own";
import { findTable, startAmount } from "@/lib/table/tables";
import { ownWayTableAllowed } from "@/lib/table/way-ready";

const testTables = () => env.TABLE_TEST_TABLES === "1";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/table/[tableId]">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { tableId } = await params;
  const t = await getTranslations({ locale, namespace: "TablePage" });
  const table = findTable(tableId, testTables());
  return { title: table ? `${table.name} · ${t("title")}` : t("title") };
}

/**
 * One table, as the server's state has it (the same read as GET /api/live/own:<config>): the
 * wallet, the open or last round (the learner's cards only while open; the dealer's stay on
 * the server) and the bank the learner holds here (walk #8: a reload or a second tab).
 */
export default async function TableRoutePage({ params }: PageProps<"/[locale]/table/[tableId]">) {
  await resolveLocale(params);
  const { tableId } = await params;
  const table = findTable(tableId, testTables());
  // A live table is played at its seats (/live/<id>), never as one's own.
  if (!table || table.live) notFound();
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  // An own way's table is the learner's whose casino the way is; to anyone else, no table.
  if (!(await ownWayTableAllowed(db, learnerId, table))) notFound();
  const initial = await viewOwn(db, learnerId, table.id, { testTables: testTables() });
  return (
    <div className="mx-auto max-w-5xl px-2 py-3 sm:px-6 sm:py-8">
      <TableGame
        key={table.id}
        table={table}
        initial={initial}
        startBalance={startAmount(table.currency)}
        houseEdge={fortuneHouseEdge()}
        analyzeAvailable
      />
    </div>
  );
}
