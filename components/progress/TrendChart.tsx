"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { EvLostTrend } from "@/components/charts/EvLostTrend";
import type { TrendPoint } from "@/lib/practice/views";

/** Hands in the moving average of the trend line. */
const TREND_WINDOW = 10;

/**
 * EV lost per hand over the learner's latest attempts: each hand as a dot and a moving
 * average as the line. The caption states the averages in words for those who cannot see
 * the plot.
 */
export function TrendChart({ points }: { points: TrendPoint[] }) {
  const t = useTranslations("Progress.trend");
  const n = useTrainerNumbers();

  const data = useMemo(
    () =>
      points.map((p, i) => {
        const window = points.slice(Math.max(0, i - TREND_WINDOW + 1), i + 1);
        return {
          n: p.n,
          evLost: p.evLost,
          average: window.reduce((sum, w) => sum + w.evLost, 0) / window.length,
        };
      }),
    [points],
  );
  const first = data.slice(0, Math.min(TREND_WINDOW, data.length));
  const last = data.slice(-Math.min(TREND_WINDOW, data.length));
  const mean = (rows: typeof data) => rows.reduce((s, r) => s + r.evLost, 0) / rows.length;

  return (
    <EvLostTrend
      caption={
        <>
          <span className="block font-semibold text-felt-900">
            {t("title", { count: points.length })}
          </span>
          <span className="mt-1 block text-sm text-stone-600">
            {points.length >= 2
              ? t("summary", {
                  window: Math.min(TREND_WINDOW, points.length),
                  first: n.units(mean(first)),
                  last: n.units(mean(last)),
                })
              : t("tooFew")}
          </span>
        </>
      }
      data={data}
      xKey="n"
      lines={[
        {
          dataKey: "evLost",
          name: "evLost",
          stroke: "none",
          dot: { r: 3, fill: "#a8a29e" },
          activeDot: { r: 5 },
        },
        {
          dataKey: "average",
          name: "average",
          type: "monotone",
          stroke: "#1f6f50",
          strokeWidth: 2.5,
          dot: false,
        },
      ]}
      yTick={(value: number) => n.axis(value)}
      tooltipFormatter={(value, name) => [
        n.units(Number(value)),
        name === "average" ? t("average", { window: TREND_WINDOW }) : t("hand"),
      ]}
      tooltipLabel={(label) => t("handNumber", { n: Number(label) })}
      testId="trend-chart"
      sizeClassName="h-56 w-full sm:h-64"
      legend={
        <p aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 text-xs text-stone-600">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-full bg-stone-400" />
            {t("hand")}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-felt-700" />
            {t("average", { window: TREND_WINDOW })}
          </span>
        </p>
      }
    />
  );
}
