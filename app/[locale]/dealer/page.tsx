import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { wayName } from "@/components/casino/casino-label";
import { DealerDrill } from "@/components/dealer/DealerDrill";
import { PageShell } from "@/components/layout/PageShell";
import { yourCasino } from "@/lib/casino/current";
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
  const tWays = await getTranslations("CasinosPage.ways");
  const tYours = await getTranslations("YourCasino");
  const rs = await yourCasino();
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-5">
        <CasinoBadge next="/dealer" />
        <DealerDrill
          casino={wayName(
            rs.way,
            (k) => tWays(k as never),
            (k) => tYours(k as never),
          )}
          way={rs.way}
          canDiffer={rs.way !== "seed"}
        />
      </div>
    </PageShell>
  );
}
