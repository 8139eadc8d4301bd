import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { LogColumnHeads } from "@/components/table/LogColumnHeads";
import { Link } from "@/i18n/navigation";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner/identity";
import { type ClassRoundView, classTableRounds } from "@/lib/live/class-tables";
import { TableError as LiveError } from "@/lib/table/errors";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/live/[tableId]/rounds">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Live.rounds" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * A class table's rounds for its teacher (issue 29 walk finding 6): every settled round, newest
 * first, each student's result and the grade of their setting, long after the 5 s on show.
 * Anyone else is told the page does not exist, as the table's own page does.
 */
export default async function ClassTableRoundsPage({
  params,
}: PageProps<"/[locale]/live/[tableId]/rounds">) {
  await resolveLocale(params);
  const { tableId } = await params;
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  let rounds: ClassRoundView[];
  try {
    if (!learnerId) notFound();
    rounds = await classTableRounds(db, learnerId, tableId);
  } catch (error) {
    if (error instanceof LiveError) notFound();
    throw error;
  }
  const t = await getTranslations("Live.rounds");
  const tLog = await getTranslations("TableLog");
  const format = await getFormatter();
  const money = (minor: number, currency: string, signed = false) =>
    format.number(minor / 100, {
      style: "currency",
      currency,
      signDisplay: signed ? "exceptZero" : "auto",
    });
  const ev = (value: number) => format.number(value, { maximumFractionDigits: 3 });
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <p className="mb-4">
        <Link href={`/live/${tableId}`} className="font-semibold text-felt-700 underline">
          {t("back")}
        </Link>
      </p>
      {rounds.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {t("empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[40rem] text-sm" data-testid="class-rounds">
            <LogColumnHeads
              columns={[
                { label: tLog("columns.time") },
                { label: t("student") },
                { label: tLog("columns.bet"), amount: true },
                { label: tLog("columns.result") },
                { label: tLog("columns.net"), amount: true },
                { label: tLog("columns.setBy") },
                { label: t("grade") },
              ]}
            />
            <tbody>
              {rounds.flatMap((round) =>
                round.seats.map((seat, k) => (
                  <tr
                    key={`${round.id}:${seat.seat}`}
                    data-testid="class-round-seat"
                    data-round={round.id}
                    className={k === 0 ? "border-t border-stone-200" : ""}
                  >
                    <td className="px-3 py-2 whitespace-nowrap">
                      {k === 0
                        ? format.dateTime(round.dealtAt, {
                            dateStyle: "short",
                            timeStyle: "medium",
                          })
                        : ""}
                    </td>
                    <td className="px-3 py-2">{seat.name ?? t("seat", { seat: seat.seat })}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {money(seat.bet, round.currency)}
                    </td>
                    <td className="px-3 py-2">
                      {seat.outcome ? tLog(`outcomes.${seat.outcome}`) : ""}
                    </td>
                    <td className="px-3 py-2 text-right font-mono tabular-nums">
                      {money(seat.net, round.currency, true)}
                    </td>
                    <td className="px-3 py-2">{seat.setBy ? tLog(`setBy.${seat.setBy}`) : ""}</td>
                    <td className="px-3 py-2" data-testid="class-round-grade">
                      {seat.grade
                        ? t("gradeText", {
                            ev: ev(seat.grade.ev),
                            best: ev(seat.grade.bestEv),
                            houseWay: ev(seat.grade.houseWayEv),
                          })
                        : ""}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </PageShell>
  );
}
