import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RoundDetailView } from "@/components/table/RoundDetailView";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner";
import { isTableError } from "@/lib/table/errors";
import { roundDetail } from "@/lib/table/log";
import { roundInput } from "@/lib/table/schemas";
import { findTable } from "@/lib/table/tables";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/table/log/[roundId]">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "TableLog" });
  return { title: t("title") };
}

/** One round of the log in full. Another learner's round, or none, is not found. */
export default async function RoundPage({ params }: PageProps<"/[locale]/table/log/[roundId]">) {
  await resolveLocale(params);
  const { roundId } = await params;
  if (!roundInput.safeParse({ roundId }).success) notFound();
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  if (!learnerId) notFound();
  let detail: Awaited<ReturnType<typeof roundDetail>>;
  try {
    detail = await roundDetail(db, learnerId, roundId);
  } catch (error) {
    if (isTableError(error)) notFound();
    throw error;
  }
  const table = findTable(detail.round.tableId, true);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <RoundDetailView
        detail={detail}
        table={table}
        tableName={table?.name ?? detail.round.tableId}
      />
    </div>
  );
}
