import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CasinoPicker } from "@/components/casino/CasinoPicker";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";
import { safeNextPath } from "@/lib/auth/schemas";
import { casinoSlug, parseCasinoSlug } from "@/lib/casino/choice";
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
  const tWay = await getTranslations("WayEditor");
  const { next, casino } = await searchParams;
  const current = casinoSlug(await yourCasino());
  // A link may suggest one (a class's casino): preselected, saved only when the learner saves.
  const suggested = parseCasinoSlug(casino);
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <CasinoPicker
        current={current}
        initial={suggested ? casinoSlug(suggested) : current}
        next={safeNextPath(typeof next === "string" ? next : undefined) ?? "/practice"}
      />
      <p className="mt-8">
        <Link
          href="/casino/way"
          className="font-semibold text-felt-700 underline hover:text-felt-900"
        >
          {tWay("link")}
        </Link>
      </p>
    </PageShell>
  );
}
