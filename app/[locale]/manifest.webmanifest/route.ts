/**
 * The web app manifest of one locale (issue 33): the app installs with its name, icons and
 * colours, and starts on that locale's practice page. Served outside the locale proxy (the
 * path has a dot), so the browser fetches it as is.
 */
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLocale, locales } from "@/lib/i18n/locales";
import { MANIFEST_ICONS } from "./icons";

export const dynamic = "force-static";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const manifest = {
    id: `/${locale}/practice`,
    name: t("productName"),
    short_name: "Pai Gow",
    description: t("description"),
    lang: locale,
    start_url: `/${locale}/practice`,
    scope: "/",
    display: "standalone",
    background_color: "#f5f5f4",
    theme_color: "#1f4d3a",
    icons: MANIFEST_ICONS,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8" },
  });
}
