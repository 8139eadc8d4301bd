import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { FaceUpEdges } from "@/components/casino/FaceUpEdges";
import { PageShell } from "@/components/layout/PageShell";
import { OwnWayFigures } from "@/components/ways/OwnWayFigures";
import { Link } from "@/i18n/navigation";
import pageData from "@/lib/analyze/casino-page-data.json";
import { currentUser } from "@/lib/auth/current";
import { getDb } from "@/lib/db";
import type { Variant, Way } from "@/lib/engine";
import { ownTrainerPercent, RULE_SETS_WITH_OWN_LIST, ruleSetStrategy } from "@/lib/engine";
import { resolveLocale } from "@/lib/i18n/server";
import { wayRunStates } from "@/lib/ways/exact-runs";
import { ownWays } from "@/lib/ways/service";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/casinos">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "CasinosPage" });
  return { title: t("title"), description: t("intro") };
}

interface CasinoPageData {
  hands: number;
  ruleSets: Array<{
    key: string;
    way: string;
    variant: string;
    figures: Record<string, number | null>;
  }>;
  ways: Array<{
    way: string;
    differentShare: number;
    rules: Array<{ rule: string; share: number }>;
  }>;
}

/**
 * Every casino rule set side by side (RULES.md 12): the exact figures of the 15 summaries
 * `paigow exact-edge --way W` commits, and how often each casino's way sets a hand
 * differently from the online one; from casino-page-data.json (scripts/casino-page-data.ts).
 */
export default async function CasinosPage({ params }: PageProps<"/[locale]/casinos">) {
  await resolveLocale(params);
  const t = await getTranslations("CasinosPage");
  const words = await getTranslations("StrategyWords");
  const format = await getFormatter();
  const data = pageData as CasinoPageData;
  // A casino with its own list of rules (Foxwoods) is taught that list: its exact EV and share
  // stand in the trainer's columns (the summaries' trainer lines measure the general list).
  const rows = data.ruleSets.map((rs) => {
    const own = ruleSetStrategy({ way: rs.way as Way, variant: rs.variant as Variant });
    const houseWay = rs.figures["house-way"];
    if (!own || houseWay === null || houseWay === undefined) return { ...rs, ownList: false };
    return {
      ...rs,
      ownList: true,
      figures: {
        ...rs.figures,
        // Not measured yet for an older file: shown as "–", never the general list's EV.
        trainer: ownTrainerPercent(own, houseWay),
        "trainer-share": Number(own.sharePercent),
      },
    };
  });
  // The signed-in user's own checked ways, with their background runs' figures or progress.
  const user = await currentUser();
  const checked = user ? (await ownWays(getDb(), user.id)).filter((w) => w.status === "valid") : [];
  const runs = await wayRunStates(
    getDb(),
    checked.map((w) => w.id),
  );
  const own = checked.map((w) => ({
    id: w.id,
    name: w.name,
    run: runs.get(w.id) ?? ({ status: "none" } as const),
  }));
  // Ways and variants are the engine's names; their texts are keyed by them.
  const name = (group: "ways" | "variants" | "about", key: string) =>
    (t as unknown as (k: string) => string)(`${group}.${key}`);
  const edge = (percent: number | null | undefined) =>
    percent === null || percent === undefined
      ? "–"
      : format.number(percent / 100, {
          style: "percent",
          signDisplay: "exceptZero",
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
        });
  const share = (fraction: number | null | undefined, digits = 1) =>
    fraction === null || fraction === undefined
      ? "–"
      : format.number(fraction, {
          style: "percent",
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="space-y-8">
        {/* A plain block: the table's scrolling region below is the one landmark the heading
            names (two regions of one name are two landmarks nobody can tell apart). */}
        <div className="space-y-3">
          <h2 id="casino-figures" className="text-lg font-semibold text-felt-900">
            {t("figuresHeading")}
          </h2>
          <p className="text-sm text-stone-700">{t("figuresNote")}</p>
          {/* Scrolls sideways on a phone: a focusable region, so a keyboard can scroll it too. */}
          <section
            className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
            aria-labelledby="casino-figures"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="w-full text-left text-sm" data-testid="casino-figures">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("col.casino")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("col.game")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("col.houseWay")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("col.optimal")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("col.trainer")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("col.share")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("col.push")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((rs) => (
                  <tr
                    key={rs.key}
                    data-testid={`rule-set-${rs.way}-${rs.variant}`}
                    data-trainer-list={rs.ownList ? "own" : "seed"}
                    className="border-t border-stone-100"
                  >
                    <th scope="row" className="px-3 py-2 font-medium">
                      {name("ways", rs.way)}
                    </th>
                    <td className="px-3 py-2">{name("variants", rs.variant)}</td>
                    {Object.values(rs.figures).every((x) => x === null) ? (
                      <td
                        colSpan={5}
                        className="px-3 py-2 text-stone-600"
                        data-testid="rule-set-pending"
                      >
                        {t("notComputed")}
                      </td>
                    ) : (
                      <>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {edge(rs.figures["house-way"])}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {edge(rs.figures.optimal)}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {edge(rs.figures.trainer)}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {share(
                            rs.figures["trainer-share"] === null ||
                              rs.figures["trainer-share"] === undefined
                              ? null
                              : rs.figures["trainer-share"] / 100,
                          )}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {share(rs.figures["house-way-push"])}
                        </td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="text-sm text-stone-700" data-testid="casino-trainer-lists">
            {words("casinosNote", {
              casinos: format.list(
                [...new Set(RULE_SETS_WITH_OWN_LIST.map((r) => r.way))].map((w) => name("ways", w)),
              ),
            })}
          </p>
          <p className="text-sm">
            <Link href="/strategy" className="text-felt-800 underline">
              {t("seeStrategy")}
            </Link>
          </p>
        </div>
        <OwnWayFigures ways={own} />
        <FaceUpEdges />
        <section aria-labelledby="casino-ways" className="space-y-4">
          <h2 id="casino-ways" className="text-lg font-semibold text-felt-900">
            {t("wayHeading")}
          </h2>
          <ul className="space-y-4">
            {data.ways.map((w) => (
              <li
                key={w.way}
                data-testid={`way-${w.way}`}
                className="rounded-xl border border-stone-200 bg-white p-4"
              >
                <h3 className="font-semibold text-felt-900">{name("ways", w.way)}</h3>
                <p className="mt-1 text-sm text-stone-800">{name("about", w.way)}</p>
                <p className="mt-2 text-sm font-medium">
                  {t("different", { share: share(w.differentShare, 2) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageShell>
  );
}
