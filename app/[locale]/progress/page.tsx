import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FaceUpCountNote } from "@/components/faceup/FaceUpCountNote";
import { FamousCountNote } from "@/components/famous/FamousCountNote";
import { PageShell } from "@/components/layout/PageShell";
import { OfflineCountNote } from "@/components/offline/OfflineCountNote";
import { ProgressDashboard } from "@/components/progress/ProgressDashboard";
import { myFaceUpTally } from "@/lib/faceup/stats";
import { myFamousTally } from "@/lib/famous/stats";
import { resolveLocale } from "@/lib/i18n/server";
import { myOfflineCount } from "@/lib/offline/stats";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/progress">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "ProgressPage" });
  return { title: t("title"), description: t("intro") };
}

export default async function ProgressPage({ params }: PageProps<"/[locale]/progress">) {
  await resolveLocale(params);
  const t = await getTranslations("ProgressPage");

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-4">
        <OfflineCountNote count={await myOfflineCount()} />
        <FaceUpCountNote tally={await myFaceUpTally()} />
        <FamousCountNote tally={await myFamousTally()} />
        <ProgressDashboard />
      </div>
    </PageShell>
  );
}
