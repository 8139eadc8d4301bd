"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { EvLostTrend } from "@/components/charts/EvLostTrend";
import type { TrendBucket } from "@/lib/teach/views";

/**
 * EV lost per hand over the student's whole history, each point a block of hands. The
 * caption says the first and latest averages in words for those who cannot see the plot.
 */
export function StudentTrend({ trend, bucketSize }: { trend: TrendBucket[]; bucketSize: number }) {
  const t = useTranslations("Teach.student");
  const n = useTrainerNumbers();
  const format = useFormatter();
  if (trend.length < 2) return <p className="text-stone-600">{t("trendEmpty")}</p>;
  const edge = Math.max(1, Math.min(3, Math.floor(trend.length / 3)));
  const mean = (rows: TrendBucket[]) => rows.reduce((s, r) => s + r.avgEvLost, 0) / rows.length;
  const data = trend.map((b) => ({ ...b, x: b.to }));

  return (
    <EvLostTrend
      captionClassName="text-sm text-stone-600"
      caption={
        <>
          <span className="block">{t("trendHelp", { size: bucketSize })}</span>
          <span className="block" data-testid="trend-summary">
            {t("trendSummary", {
              first: n.units(mean(trend.slice(0, edge))),
              last: n.units(mean(trend.slice(-edge))),
            })}
          </span>
        </>
      }
      data={data}
      xKey="x"
      lines={[
        {
          dataKey: "avgEvLost",
          type: "monotone",
          stroke: "#c2410c",
          strokeWidth: 2.5,
          dot: { r: 2.5, fill: "#c2410c" },
        },
      ]}
      yTick={(v: number) => n.units(v)}
      tooltipFormatter={(value) => [n.units(Number(value)), t("trend")]}
      tooltipLabel={(_, payload) => {
        const b = payload?.[0]?.payload as TrendBucket | undefined;
        return b
          ? `${t("trendTooltip", { from: b.from, to: b.to })} · ${format.dateTime(b.at, { dateStyle: "medium" })}`
          : "";
      }}
      testId="student-trend"
      sizeClassName="h-60 w-full"
    />
  );
}
