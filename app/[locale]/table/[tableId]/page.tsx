import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TableGame } from "@/components/table/TableGame";
import { getDb } from "@/lib/db";
import { findActiveBankSession } from "@/lib/db/table";
import { fortuneHouseEdge } from "@/lib/engine";
import { env } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner";
import { APPROVE_GRACE_MS } from "@/lib/table/bank";
import { tableState } from "@/lib/table/rounds";
import { findTable, startAmount } from "@/lib/table/tables";

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
 * One table. The server settles a round whose time ran out before rendering, so a learner
 * back after closing the tab sees how the house way ended it; an open round is shown with
 * the learner's cards only (the dealer's stay on the server).
 */
export default async function TableRoutePage({ params }: PageProps<"/[locale]/table/[tableId]">) {
  await resolveLocale(params);
  const { tableId } = await params;
  const table = findTable(tableId, testTables());
  if (!table) notFound();
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  const initial = learnerId
    ? await tableState(db, learnerId, table.id, { testTables: testTables() })
    : null;
  // A bank still held (walk #8: a reload or a second tab offered "Take the bank" instead),
  // read only: a session past its approval time is as good as left, and the server ends it
  // at the next Approve.
  const held =
    learnerId && table.banking ? await findActiveBankSession(db, learnerId, table.id) : undefined;
  const approveBy =
    held && table.banking ? held.lastAt + table.banking.approveSeconds * 1000 : null;
  const bank =
    held && approveBy !== null && Date.now() <= approveBy + APPROVE_GRACE_MS
      ? { holding: true, seats: held.seats, approveBy }
      : null;
  return (
    <div className="mx-auto max-w-5xl px-2 py-3 sm:px-6 sm:py-8">
      <TableGame
        key={table.id}
        table={table}
        initial={initial}
        startBalance={startAmount(table.currency)}
        bank={bank}
        houseEdge={fortuneHouseEdge()}
        analyzeAvailable
      />
    </div>
  );
}
