"use client";

import { useFormatter, useTranslations } from "next-intl";
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
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
    <figure className="rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className="text-sm text-stone-600">
        <span className="block">{t("trendHelp", { size: bucketSize })}</span>
        <span className="block" data-testid="trend-summary">
          {t("trendSummary", {
            first: n.units(mean(trend.slice(0, edge))),
            last: n.units(mean(trend.slice(-edge))),
          })}
        </span>
      </figcaption>
      <div className="mt-3 h-60 w-full" data-testid="student-trend">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              type="number"
              domain={["dataMin", "dataMax"]}
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              tickFormatter={(value: number) => n.count(value)}
            />
            <YAxis width={56} tick={{ fontSize: 12 }} tickFormatter={(v: number) => n.units(v)} />
            <Tooltip
              formatter={(value) => [n.units(Number(value)), t("trend")]}
              labelFormatter={(_, payload) => {
                const b = payload?.[0]?.payload as TrendBucket | undefined;
                return b
                  ? `${t("trendTooltip", { from: b.from, to: b.to })} · ${format.dateTime(b.at, { dateStyle: "medium" })}`
                  : "";
              }}
            />
            <Line
              dataKey="avgEvLost"
              type="monotone"
              stroke="#c2410c"
              strokeWidth={2.5}
              dot={{ r: 2.5, fill: "#c2410c" }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
