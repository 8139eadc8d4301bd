import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { FaceUpCasinoNote } from "@/components/casino/FaceUpCasinoNote";
import { FamousDrill } from "@/components/famous/FamousDrill";
import { PageShell } from "@/components/layout/PageShell";
import { yourCasino } from "@/lib/casino/current";
import { isFaceUp } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/famous">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Famous" });
  return { title: t("title"), description: t("intro") };
}

export default async function FamousPage({ params }: PageProps<"/[locale]/famous">) {
  await resolveLocale(params);
  const t = await getTranslations("Famous");
  // Famous hands are graded by EV: a Face Up casino has none to give (its deal is refused too).
  const casino = await yourCasino();
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-5">
        <CasinoBadge next="/famous" ruleSet={casino} />
        {isFaceUp(casino) ? <FaceUpCasinoNote where="famous" way={casino.way} /> : <FamousDrill />}
      </div>
    </PageShell>
  );
}
