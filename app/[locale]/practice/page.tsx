import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { beatRuleOptions } from "@/components/drill/beat-rule-options";
import { DrillTable } from "@/components/drill/DrillTable";
import { PageShell } from "@/components/layout/PageShell";
import { OfflinePractice } from "@/components/offline/OfflinePractice";
import { StudentAssignments } from "@/components/teach/StudentAssignments";
import { Link, redirect } from "@/i18n/navigation";
import { yourCasino } from "@/lib/casino/current";
import { getDb } from "@/lib/db";
import { isFaceUp } from "@/lib/engine";
import type { Translate } from "@/lib/i18n/game-text";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner";
import { offlineCasino } from "@/lib/offline/rule-set";
import { openDeal } from "@/lib/practice/deal";
import { openDealInput } from "@/lib/practice/schemas";
import type { DealView } from "@/lib/practice/views";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/practice">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "PracticePage" });
  return { title: t("title"), description: t("intro") };
}

/** A hand named in the URL (?deal=, from "try again"), when it is this learner's and open. */
async function dealFromUrl(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const parsed = openDealInput.safeParse({ dealId: (await searchParams).deal });
  if (!parsed.success) return null;
  const db = getDb();
  const learnerId = await currentLearnerId(db);
  return learnerId === null ? null : await openDeal(db, learnerId, parsed.data.dealId);
}

export default async function PracticePage({
  params,
  searchParams,
}: PageProps<"/[locale]/practice">) {
  const locale = await resolveLocale(params);
  const casino = await yourCasino();
  // This drill grades by EV: a Face Up casino (RULES.md 13.1) has no hand here, so its learner
  // practises in the Face Up drill, which says why they were brought there (issue 54).
  if (isFaceUp(casino))
    return redirect({ href: { pathname: "/faceup", query: { from: "practice" } }, locale });
  const t = await getTranslations("PracticePage");
  const tDealer = await getTranslations("DealerDrill");
  const initialDeal: DealView | null = await dealFromUrl(searchParams);
  const beatRules = beatRuleOptions((await getTranslations()) as unknown as Translate, casino);

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <CasinoBadge next="/practice" />
          <Link
            href="/dealer"
            className="text-sm font-semibold text-felt-700 underline hover:text-felt-900"
          >
            {tDealer("title")}
          </Link>
        </div>
        <StudentAssignments />
        <OfflinePractice {...offlineCasino(casino)}>
          <DrillTable
            key={initialDeal?.dealId ?? "fresh"}
            initialDeal={initialDeal}
            beatRules={beatRules}
          />
        </OfflinePractice>
      </div>
    </PageShell>
  );
}
