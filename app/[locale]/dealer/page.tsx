import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { DealerModes } from "@/components/dealer/DealerModes";
import { PageShell } from "@/components/layout/PageShell";
import { yourCasino } from "@/lib/casino/current";
import { ruleSetKey } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/dealer">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "DealerDrill" });
  return { title: t("title"), description: t("intro") };
}

export default async function DealerPage({ params }: PageProps<"/[locale]/dealer">) {
  await resolveLocale(params);
  const t = await getTranslations("DealerDrill");
  const rs = await yourCasino();
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-5">
        <CasinoBadge next="/dealer" />
        <DealerModes way={rs.way} canDiffer={rs.way !== "seed"} ruleSet={ruleSetKey(rs)} />
      </div>
    </PageShell>
  );
}
