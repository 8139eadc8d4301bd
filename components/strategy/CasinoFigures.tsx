import { getFormatter, getTranslations } from "next-intl/server";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import type { CasinoStrategyFigures } from "@/lib/analyze/casino-strategy";
import type { RuleSet } from "@/lib/engine";
import { ownTrainerPercent, type RuleSetStrategy } from "@/lib/engine";
import { casinoArgs } from "@/lib/i18n/casino-of";

/**
 * The trainer's way at one casino (strategy-casino-data.json, from that rule set's exact
 * summary): the house way against itself, the best play, the trainer's way and its share of
 * the best play's gain, and the trainer's rules that gain nothing or lose against that
 * casino's dealer, each named.
 */
export async function CasinoFigures({
  figures,
  ruleSet,
  chosen,
  badSlug,
  own,
}: {
  figures: CasinoStrategyFigures;
  ruleSet: RuleSet;
  /** True when the address chose the casino (`?casino=`), not the learner's setting. */
  chosen: boolean;
  badSlug: string | null;
  /**
   * The casino's own list (rule-sets/*.json), or null when the seed's list is taught here: the
   * summary's trainer figures are the seed list's, so with an own list its exact EV and share
   * take their place and the seed rules that do not hold here are left out.
   */
  own: Pick<RuleSetStrategy, "sharePercent" | "gainPer1000"> | null;
}) {
  const t = await getTranslations("StrategyPage.casino");
  const tRules = (await getTranslations("StrategyRules")) as unknown as (k: string) => string;
  const root = (await getTranslations()) as unknown as (k: string) => string;
  const format = await getFormatter();
  // The casino inside the title and the sentences: "the dealer at Foxwoods in Connecticut".
  const casino = casinoArgs(root, ruleSet);
  const edge = (percent: number) =>
    format.number(percent / 100, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });
  const share = (fraction: number) =>
    format.number(fraction, {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  const per1000 = (gain: number) =>
    format.number((gain * 1000) / figures.hands, {
      signDisplay: "exceptZero",
      maximumFractionDigits: 4,
    });
  const byKey = new Map(figures.rules.map((r) => [r.key, r]));
  // The trainer's EV: the summary's (the general list's), or the own list's when measured.
  const trainer = own ? ownTrainerPercent(own, figures.houseWay) : figures.trainer;
  const trainerRow = trainer === null ? [] : [{ key: "trainer", value: edge(trainer) }];

  return (
    <section
      aria-labelledby="strategy-casino"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5 print:hidden"
      data-testid="strategy-casino"
      data-casino={`${ruleSet.way}-${ruleSet.variant}`}
    >
      <h2 id="strategy-casino" className="text-lg font-semibold text-felt-900">
        {t("title", casino)}
      </h2>
      {badSlug !== null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t("badCasino", { ...casino, slug: badSlug })}
        </p>
      ) : null}
      <CasinoBadge next="/strategy" ruleSet={chosen ? ruleSet : undefined} />
      <dl className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {[
          { key: "houseWay", value: edge(figures.houseWay) },
          { key: "optimal", value: edge(figures.optimal) },
          ...trainerRow,
          {
            key: "share",
            value: format.number((own ? Number(own.sharePercent) : figures.trainerShare) / 100, {
              style: "percent",
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
          },
        ].map((row) => (
          <div key={row.key} className="rounded-lg bg-felt-50 px-3 py-2">
            <dt className="text-xs font-medium text-stone-600">
              {t(`figures.${row.key}` as never)}
            </dt>
            <dd className="font-mono font-semibold tabular-nums" data-testid={`casino-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-600">
        {t("outcomes", {
          win: share(figures.houseWayWin),
          push: share(figures.houseWayPush),
          loss: share(figures.houseWayLoss),
          hands: figures.hands,
        })}
      </p>
      {own ? null : figures.notHolding.length === 0 ? (
        <p className="text-stone-800" data-testid="casino-all-hold">
          {t("allHold")}
        </p>
      ) : (
        <div className="space-y-2">
          <h3 className="font-semibold text-felt-900">{t("notHoldingTitle")}</h3>
          <ul className="list-disc space-y-1 pl-5 text-stone-800" data-testid="casino-not-holding">
            {figures.notHolding.map((key) => {
              const rule = byKey.get(key);
              const gain = rule?.gain ?? 0;
              return (
                <li key={key} data-testid={`not-holding-${key}`}>
                  <a href={`#rule-${key}`} className="font-semibold text-felt-700 underline">
                    {tRules(`${key}.title`)}
                  </a>
                  {": "}
                  {gain < 0 ? t("costs", { per1000: per1000(gain) }) : t("nothing", casino)}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
