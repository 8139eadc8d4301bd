import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { FaceUpCasinoNote } from "@/components/casino/FaceUpCasinoNote";
import { FaceUpDrill } from "@/components/faceup/FaceUpDrill";
import { PageShell } from "@/components/layout/PageShell";
import { yourCasino } from "@/lib/casino/current";
import { isFaceUp, ruleSetKey } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/faceup">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "FaceUp" });
  return { title: t("title"), description: t("intro") };
}

/**
 * Deals by the way of the learner's casino, whatever its game; a Face Up casino's learner sent
 * here from Practice (`?from=practice`) is told why.
 */
export default async function FaceUpPage({ params, searchParams }: PageProps<"/[locale]/faceup">) {
  await resolveLocale(params);
  const t = await getTranslations("FaceUp");
  const rs = await yourCasino();
  const fromPractice = (await searchParams).from === "practice" && isFaceUp(rs);
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-5">
        <CasinoBadge next="/faceup" ruleSet={rs} />
        {fromPractice ? <FaceUpCasinoNote where="practice" way={rs.way} /> : null}
        <FaceUpDrill way={rs.way} ruleSet={ruleSetKey(rs)} />
      </div>
    </PageShell>
  );
}
