import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalysisResult } from "@/components/analyze/AnalysisResult";
import { CasinoCompare } from "@/components/analyze/CasinoCompare";
import { HandForm } from "@/components/analyze/HandForm";
import { casinoLabel } from "@/components/casino/casino-label";
import { FaceUpCasinoNote } from "@/components/casino/FaceUpCasinoNote";
import { PageShell } from "@/components/layout/PageShell";
import { isActionError } from "@/lib/actions/errors";
import { analyzeHand } from "@/lib/analyze/analysis";
import { compareHouseWays } from "@/lib/analyze/compare";
import { admitAnalysis } from "@/lib/analyze/limits";
import {
  commissionFor,
  firstParam,
  type HandInputError,
  parseCommission,
  parseHandText,
  readCasinoQuery,
} from "@/lib/analyze/parse";
import type { AnalysisView, CompareView } from "@/lib/analyze/views";
import { CASINO_SLUGS, casinoSlug, evGameOf, parseCasinoSlug } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import { isFaceUp, type RuleSet } from "@/lib/engine";
import { casinoArgs } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";
import { resolveLocale } from "@/lib/i18n/server";
import { currentLearnerId } from "@/lib/learner/identity";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/analyze">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "AnalyzePage" });
  return { title: t("title"), description: t("intro") };
}

/**
 * The analyzer: the hand comes from the address (`?hand=...&c=0`), so every analysis is a link.
 * It is against the dealer of a casino rule set: `?casino=foxwoods-ez`, else the learner's
 * casino; `?vs=` names a second casino whose house way is shown beside the first's. A slug
 * that names no casino is said so, and the page goes on with the learner's casino.
 */
export default async function AnalyzePage({
  params,
  searchParams,
}: PageProps<"/[locale]/analyze">) {
  await resolveLocale(params);
  const query = await searchParams;
  const t = await getTranslations("AnalyzePage");
  const tWays = await getTranslations("CasinosPage.ways");
  const tYours = await getTranslations("YourCasino");
  const root = (await getTranslations()) as unknown as Translate;
  const label = (rs: RuleSet) =>
    casinoLabel(
      rs,
      (k) => tWays(k as never),
      (k) => tYours(k as never),
    );
  const text = firstParam(query.hand) ?? "";
  // The analyzer grades by EV: the 5%, EZ and commission-free games only (CASINO_SLUGS). A Face
  // Up learner is told so and analyses the same way's 5% game unless they pick another.
  const choice = await yourCasino();
  const fallback = evGameOf(choice);
  const casinoQuery = readCasinoQuery(firstParam(query.casino), firstParam(query.vs), fallback);
  const { ruleSet, vs } = casinoQuery;
  const faceUpNote = isFaceUp(choice) && ruleSet === fallback;
  const commission = commissionFor(ruleSet, parseCommission(firstParam(query.c)));

  let analysis: AnalysisView | null = null;
  let compare: CompareView | null = null;
  let error: HandInputError | null = null;
  let limited = false;
  if (text.trim() !== "") {
    const parsed = parseHandText(text);
    if (parsed.status === "ok") {
      try {
        // Every analysis counts against the visitor's and the address's limits (issue 21, item 4).
        await admitAnalysis(await currentLearnerId());
        analysis = await analyzeHand(parsed.hand, commission, ruleSet);
        if (vs) {
          const other = await analyzeHand(
            parsed.hand,
            commissionFor(vs, parseCommission(firstParam(query.c))),
            vs,
          );
          compare = compareHouseWays(analysis, other);
        }
      } catch (failure) {
        if (!isActionError(failure) || failure.code !== "rate-limited") throw failure;
        limited = true;
      }
    } else error = parsed.error;
  }
  const tDrill = limited ? await getTranslations("Drill.errors") : null;
  const casinos = CASINO_SLUGS.map((slug) => ({
    slug,
    label: label(parseCasinoSlug(slug) as RuleSet),
  }));

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-8">
        {casinoQuery.bad.length > 0 ? (
          <div
            role="alert"
            data-testid="casino-error"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-900"
          >
            {casinoQuery.bad.map((bad) => (
              <p key={bad.param}>
                {bad.param === "vs"
                  ? t("casinoErrors.vs", { slug: bad.slug })
                  : t("casinoErrors.casino", { ...casinoArgs(root, ruleSet), slug: bad.slug })}
              </p>
            ))}
          </div>
        ) : null}
        {faceUpNote ? <FaceUpCasinoNote where="analyze" way={choice.way} /> : null}
        <HandForm
          key={`${text}|${commission}|${casinoSlug(ruleSet)}|${vs ? casinoSlug(vs) : ""}`}
          initialText={text.slice(0, 200)}
          commission={commission}
          error={error}
          casinos={casinos}
          casino={casinoSlug(ruleSet)}
          vs={vs ? casinoSlug(vs) : null}
        />
        {analysis && compare && vs ? (
          <CasinoCompare hand={analysis.hand} compare={compare} />
        ) : null}
        {analysis ? (
          <AnalysisResult analysis={analysis} casinoName={label(ruleSet)} vs={vs} />
        ) : null}
        {tDrill ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {tDrill("rate-limited")}
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}
