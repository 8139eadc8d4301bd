import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { HealthStatus } from "@/components/layout/HealthStatus";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { ServiceWorkerRoot } from "@/components/offline/ServiceWorkerRoot";
import { QueryProvider } from "@/components/providers/QueryProvider";
import { pickMessages, ROOT_MESSAGE_PATHS } from "@/lib/i18n/client-messages";
import { locales } from "@/lib/i18n/locales";
import { resolveLocale } from "@/lib/i18n/server";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    title: { default: t("productName"), template: `%s · ${t("productName")}` },
    description: t("description"),
    // Installable (issue 33): each locale's manifest starts the app in that locale.
    manifest: `/${locale}/manifest.webmanifest`,
  };
}

export const viewport: Viewport = {
  themeColor: "#1f4d3a",
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("Layout");
  // The header's, the footer's and the error pages' messages; each segment's layout hands its
  // own pages theirs (components/layout/SegmentMessages.tsx).
  const messages = pickMessages(await getMessages({ locale }), ROOT_MESSAGE_PATHS);

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-felt-900 focus:shadow-lg"
        >
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider messages={messages}>
          <QueryProvider>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <footer className="border-t border-stone-200 bg-white print:hidden">
              <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-sm text-stone-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
                <p>{t("footer")}</p>
                <HealthStatus />
              </div>
            </footer>
            <ServiceWorkerRoot />
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
