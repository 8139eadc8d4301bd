import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell, Placeholder } from "@/components/layout/PageShell";
import { resolveLocale } from "@/lib/i18n/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/practice">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "PracticePage" });
  return { title: t("title"), description: t("intro") };
}

export default async function PracticePage({ params }: PageProps<"/[locale]/practice">) {
  await resolveLocale(params);
  const t = await getTranslations("PracticePage");

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <Placeholder>{t("placeholder")}</Placeholder>
    </PageShell>
  );
}
