import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoPicker } from "@/components/casino/CasinoPicker";
import { PageShell } from "@/components/layout/PageShell";
import { safeNextPath } from "@/lib/auth/schemas";
import { casinoSlug } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/casino">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "YourCasino" });
  return { title: t("title"), description: t("intro"), robots: { index: false } };
}

export default async function CasinoPage({ params, searchParams }: PageProps<"/[locale]/casino">) {
  await resolveLocale(params);
  const t = await getTranslations("YourCasino");
  const next = (await searchParams).next;
  const current = casinoSlug(await yourCasino());
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <CasinoPicker
        current={current}
        next={safeNextPath(typeof next === "string" ? next : undefined) ?? "/practice"}
      />
    </PageShell>
  );
}
