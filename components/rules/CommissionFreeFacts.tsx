"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { CasinoStrategyFigures } from "@/lib/analyze/casino-strategy";
import casinoData from "@/lib/analyze/strategy-casino-data.json";
import { VARIANTS, WAYS } from "@/lib/engine";

const figures = (casinoData as { ruleSets: CasinoStrategyFigures[] }).ruleSets;

/**
 * `::config[commission-free]`: for every casino's way, how often a bet pushes and what the house
 * way earns against itself in the 5% game and in the two commission-free games, exact over all
 * hands (strategy-casino-data.json, from the committed summaries): the page states no rate of
 * its own.
 */
export function CommissionFreeFacts() {
  const t = useTranslations("Rules.commissionFree");
  const tWays = useTranslations("CasinosPage.ways");
  const tCasinos = useTranslations("CasinosPage");
  const format = useFormatter();
  const share = (x: number) =>
    format.number(x, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const edge = (percent: number) =>
    format.number(percent / 100, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const of = (way: string, variant: string) =>
    figures.find((f) => f.way === way && f.variant === variant);
  // A rule set whose exact game is not committed yet has no figures.
  const pendingOr = (x: number | undefined, show: (x: number) => string) =>
    x === undefined ? tCasinos("notComputed") : show(x);

  return (
    <section
      className="my-4 overflow-x-auto"
      aria-label={t("caption")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      data-testid="rule-config-commission-free"
    >
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="text-left">
              {t("casino")}
            </th>
            <th scope="colgroup" colSpan={3} className="text-center">
              {t("push")}
            </th>
            <th scope="colgroup" colSpan={3} className="text-center">
              {t("edge")}
            </th>
          </tr>
          <tr>
            {[0, 1].flatMap((group) =>
              VARIANTS.map((variant) => (
                <th key={`${group}-${variant}`} scope="col" className="text-right">
                  {t(`variants.${variant}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {WAYS.map((way) => (
            <tr key={way} data-testid={`push-rates-${way}`}>
              <th scope="row" className="text-left font-normal">
                {tWays(way)}
              </th>
              {VARIANTS.map((variant) => (
                <td
                  key={`push-${variant}`}
                  className="text-right whitespace-nowrap tabular-nums"
                  data-testid={`push-${way}-${variant}`}
                >
                  {pendingOr(of(way, variant)?.houseWayPush, share)}
                </td>
              ))}
              {VARIANTS.map((variant) => (
                <td key={`edge-${variant}`} className="text-right whitespace-nowrap tabular-nums">
                  {pendingOr(of(way, variant)?.houseWay, edge)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">{t("note", { hands: of("seed", "standard")?.hands ?? 0 })}</p>
    </section>
  );
}
