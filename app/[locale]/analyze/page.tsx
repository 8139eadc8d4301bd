import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalysisResult } from "@/components/analyze/AnalysisResult";
import { HandForm } from "@/components/analyze/HandForm";
import { PageShell } from "@/components/layout/PageShell";
import { isActionError } from "@/lib/actions/errors";
import { analyzeHand } from "@/lib/analyze/analysis";
import { admitAnalysis } from "@/lib/analyze/limits";
import {
  firstParam,
  type HandInputError,
  parseCommission,
  parseHandText,
} from "@/lib/analyze/parse";
import type { AnalysisView } from "@/lib/analyze/views";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner/identity";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/analyze">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "AnalyzePage" });
  return { title: t("title"), description: t("intro") };
}

/** The analyzer: the hand comes from the address (`?hand=...&c=0`), so every analysis is a link. */
export default async function AnalyzePage({
  params,
  searchParams,
}: PageProps<"/[locale]/analyze">) {
  await resolveLocale(params);
  const query = await searchParams;
  const t = await getTranslations("AnalyzePage");
  const text = firstParam(query.hand) ?? "";
  const commission = parseCommission(firstParam(query.c));

  let analysis: AnalysisView | null = null;
  let error: HandInputError | null = null;
  let limited = false;
  if (text.trim() !== "") {
    const parsed = parseHandText(text);
    if (parsed.status === "ok") {
      try {
        // Every analysis counts against the visitor's and the address's limits (issue 21, item 4).
        await admitAnalysis(await currentLearnerId());
        analysis = await analyzeHand(parsed.hand, commission);
      } catch (failure) {
        if (!isActionError(failure) || failure.code !== "rate-limited") throw failure;
        limited = true;
      }
    } else error = parsed.error;
  }
  const tDrill = limited ? await getTranslations("Drill.errors") : null;

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-8">
        <HandForm
          key={`${text}|${commission}`}
          initialText={text.slice(0, 200)}
          commission={commission}
          error={error}
        />
        {analysis ? <AnalysisResult analysis={analysis} /> : null}
        {tDrill ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {tDrill("rate-limited")}
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}
