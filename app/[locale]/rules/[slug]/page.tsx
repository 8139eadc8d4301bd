import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { wayName } from "@/components/casino/casino-label";
import { CasinoHouseWay } from "@/components/rules/CasinoHouseWay";
import { HouseWayPicker } from "@/components/rules/HouseWayPicker";
import { RuleMarkdown } from "@/components/rules/RuleMarkdown";
import { RulesNav } from "@/components/rules/RulesNav";
import { Link } from "@/i18n/navigation";
import { type CasinoQuery, firstParam, readCasinoQuery } from "@/lib/analyze/parse";
import { isAdmin } from "@/lib/auth/admin";
import { evGameOf } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import type { Way } from "@/lib/engine";
import { casinoOf, ownWay } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";
import { isLocale } from "@/lib/i18n/locales";
import { resolveLocale } from "@/lib/i18n/server";
import { isCasinoWay } from "@/lib/rules/casino-way";
import { ruleExamples } from "@/lib/rules/examples";
import { excerpt } from "@/lib/rules/excerpt";
import { rulePage, rulePageList } from "@/lib/rules/pages";
import { HOUSE_WAY_SLUG } from "@/lib/rules/slug";

/**
 * Rendered per request (the header and the admin-only edit link read the session). Nothing is
 * prerendered or cached: the build machine's database is not the one the server reads, an
 * unknown slug must answer 404 without leaving a cache entry behind (issue 10, item 8), and an
 * edit saved through one of several app instances must show on all of them (issue 15).
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/rules/[slug]">): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = isLocale(locale) ? await rulePage(locale, slug) : null;
  if (!page) return {};
  return { title: page.title, description: excerpt(page.body, 160) };
}

export default async function RulePageView({
  params,
  searchParams,
}: PageProps<"/[locale]/rules/[slug]">) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const page = await rulePage(locale, slug);
  if (!page) notFound();

  // The house-way page shows the chosen casino's way (`?casino=`, else the learner's casino):
  // a casino's rules are generated from its way in the engine; the seed's are the page's text.
  let houseWay: { query: CasinoQuery; way: Way } | null = null;
  if (slug === HOUSE_WAY_SLUG) {
    const query = readCasinoQuery(
      firstParam((await searchParams).casino),
      undefined,
      // Only the way is read: the dealer sets by it in every game, Face Up's too (RULES.md 13.1).
      evGameOf(await yourCasino()),
    );
    houseWay = { query, way: query.ruleSet.way };
  }
  const casinoWay = houseWay && isCasinoWay(houseWay.way) ? houseWay.way : null;
  const tWays = await getTranslations("CasinosPage.ways");
  const tCasinoWay = await getTranslations("Rules.casinoWay");
  const tYours = await getTranslations("YourCasino");
  const nameOf = (way: Way) =>
    wayName(
      way,
      (k) => tWays(k as never),
      (k) => tYours(k as never),
    );

  const t = await getTranslations("Rules");
  const root = (await getTranslations()) as unknown as Translate;
  const format = await getFormatter();
  const pages = await rulePageList(locale);
  const at = pages.findIndex((p) => p.slug === slug);
  const previous = pages[at - 1];
  const next = pages[at + 1];
  // Computed by the engine when the page renders, so the examples always match it.
  const examples = !casinoWay && page.body.includes("::example[") ? ruleExamples() : undefined;
  const canEdit = await isAdmin();

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <aside className="min-w-0 lg:sticky lg:top-6 lg:self-start">
        <RulesNav pages={pages} current={slug} />
      </aside>
      <article className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-felt-900 sm:text-4xl">
          {casinoWay ? tCasinoWay("title", { casino: nameOf(casinoWay) }) : page.title}
        </h1>
        {houseWay ? (
          <>
            {houseWay.query.bad.length > 0 ? (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {t("badCasino", {
                  slug: houseWay.query.bad[0]?.slug ?? "",
                  // The way the page shows, inside the sentence ("the house way at Foxwoods").
                  of: casinoOf(root, houseWay.way),
                  own: ownWay(houseWay.way),
                })}
              </p>
            ) : null}
            <HouseWayPicker current={houseWay.way} />
            {casinoWay ? null : <p className="mt-4 text-stone-700">{tCasinoWay("seedNote")}</p>}
          </>
        ) : null}
        {casinoWay ? (
          <CasinoHouseWay way={casinoWay} />
        ) : (
          <RuleMarkdown body={page.body} examples={examples} />
        )}

        <nav
          aria-label={t("pager")}
          className="mt-12 flex flex-wrap justify-between gap-4 border-t border-stone-200 pt-6"
        >
          {previous ? (
            <Link href={`/rules/${previous.slug}`} rel="prev" className="group text-felt-700">
              <span className="block text-sm text-stone-500">
                <span aria-hidden="true">← </span>
                {t("previous")}
              </span>
              <span className="font-semibold group-hover:underline">{previous.title}</span>
            </Link>
          ) : (
            <Link href="/rules" className="group text-felt-700">
              <span className="font-semibold group-hover:underline">{t("allPages")}</span>
            </Link>
          )}
          {next ? (
            <Link
              href={`/rules/${next.slug}`}
              rel="next"
              className="group text-right text-felt-700"
            >
              <span className="block text-sm text-stone-500">
                {t("next")}
                <span aria-hidden="true"> →</span>
              </span>
              <span className="font-semibold group-hover:underline">{next.title}</span>
            </Link>
          ) : null}
        </nav>
        <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-500">
          <span data-testid="rule-page-meta">
            {t("meta", {
              version: format.number(page.version),
              date: format.dateTime(page.updatedAt, { dateStyle: "long" }),
            })}
          </span>
          {canEdit ? (
            <Link href={`/rules/${slug}/edit`} className="underline hover:text-felt-800">
              {t("edit")}
            </Link>
          ) : null}
        </p>
      </article>
    </div>
  );
}
