import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalysisResult } from "@/components/analyze/AnalysisResult";
import { HandForm } from "@/components/analyze/HandForm";
import { PageShell } from "@/components/layout/PageShell";
import { analyzeHand } from "@/lib/analyze/analysis";
import {
  firstParam,
  type HandInputError,
  parseCommission,
  parseHandText,
} from "@/lib/analyze/parse";
import type { AnalysisView } from "@/lib/analyze/views";
import { getDb } from "@/lib/db";
import { resolveLocale } from "@/lib/i18n/server";

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
  if (text.trim() !== "") {
    const parsed = parseHandText(text);
    if (parsed.status === "ok") analysis = await analyzeHand(getDb(), parsed.hand, commission);
    else error = parsed.error;
  }

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
      </div>
    </PageShell>
  );
}
