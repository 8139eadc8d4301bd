import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";
import { resolveLocale } from "@/lib/i18n/server";
import { excerpt } from "@/lib/rules/excerpt";
import { rulePageList } from "@/lib/rules/pages";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/rules">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "RulesPage" });
  return { title: t("title"), description: t("intro") };
}

export default async function RulesIndexPage({ params }: PageProps<"/[locale]/rules">) {
  const locale = await resolveLocale(params);
  // Rendered per request: the [locale] layout's static params would otherwise prerender this
  // list at build time, from the build machine's database, and another app instance's edit
  // would not reach it. A short page; see the bench figures.
  await connection();
  const t = await getTranslations("RulesPage");
  const pages = await rulePageList(locale);

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <ol className="grid gap-4 sm:grid-cols-2">
        {pages.map((page, index) => (
          <li key={page.slug}>
            <Link
              href={`/rules/${page.slug}`}
              className="group flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-felt-600 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-felt-50 font-semibold text-felt-700"
              >
                {index + 1}
              </span>
              <span>
                <span className="block text-lg font-semibold text-felt-900 group-hover:underline">
                  {page.title}
                </span>
                <span className="mt-1 block text-stone-600">{excerpt(page.body, 160)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </PageShell>
  );
}
