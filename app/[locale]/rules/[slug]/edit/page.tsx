import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { RuleEditor } from "@/components/rules/RuleEditor";
import { Link } from "@/i18n/navigation";
import { isAdmin } from "@/lib/auth/admin";
import { resolveLocale } from "@/lib/i18n/server";
import { ruleExamples } from "@/lib/rules/examples";
import { rulePage, rulePageHistory } from "@/lib/rules/pages";
import { saveRulePageAction } from "./actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/rules/[slug]/edit">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const t = await getTranslations({ locale, namespace: "RuleEditor" });
  const page = (await isAdmin()) ? await rulePage(locale, slug) : null;
  return {
    title: page ? t("metaTitle", { title: page.title }) : t("forbiddenTitle"),
    robots: { index: false },
  };
}

export default async function EditRulePage({ params }: PageProps<"/[locale]/rules/[slug]/edit">) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const t = await getTranslations("RuleEditor");

  // Checked before anything is read, so a visitor without rights learns nothing about the page.
  if (!(await isAdmin())) {
    return (
      <PageShell title={t("forbiddenTitle")} intro={t("forbiddenText")}>
        <Link
          href={{ pathname: "/admin", query: { next: `/rules/${slug}/edit` } }}
          className="inline-flex rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
        >
          {t("signIn")}
        </Link>
      </PageShell>
    );
  }

  const page = await rulePage(locale, slug);
  if (!page) notFound();
  const history = await rulePageHistory(locale, slug);
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-felt-900">
        {t("heading", { title: page.title })}
      </h1>
      <p className="mt-2 max-w-3xl text-stone-600">{t("intro")}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 text-sm">
        <span className="text-stone-600">{t("editing", { version: page.version })}</span>
        <Link href={`/rules/${slug}`} className="font-medium text-felt-700 underline">
          {t("backToPage")}
        </Link>
      </p>

      <RuleEditor
        action={saveRulePageAction}
        locale={locale}
        slug={slug}
        title={page.title}
        body={page.body}
        version={page.version}
        examples={ruleExamples()}
      />

      <section aria-labelledby="history" className="mt-12 max-w-3xl">
        <h2 id="history" className="text-xl font-semibold text-felt-900">
          {t("history")}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-stone-600">{t("historyEmpty")}</p>
        ) : (
          <ol className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {history.map((v) => (
              <li key={v.version} className="px-4 py-3">
                <span className="font-medium">
                  {t("historyItem", { version: v.version, title: v.title })}
                </span>
                <span className="block text-sm text-stone-500">
                  {t("historySaved", { date: when(v.savedAt) })} · {t(`source.${v.source}`)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
