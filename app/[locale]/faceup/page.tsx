import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { FaceUpDrill } from "@/components/faceup/FaceUpDrill";
import { PageShell } from "@/components/layout/PageShell";
import { yourCasino } from "@/lib/casino/current";
import { ruleSetKey } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/faceup">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "FaceUp" });
  return { title: t("title"), description: t("intro") };
}

export default async function FaceUpPage({ params }: PageProps<"/[locale]/faceup">) {
  await resolveLocale(params);
  const t = await getTranslations("FaceUp");
  const rs = await yourCasino();
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-5">
        <CasinoBadge next="/faceup" />
        <FaceUpDrill way={rs.way} ruleSet={ruleSetKey(rs)} />
      </div>
    </PageShell>
  );
}
