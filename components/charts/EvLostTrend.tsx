"use client";

/**
 * The frame and plot of an EV-lost-per-hand trend: a figure whose caption the caller writes,
 * a line chart over hand numbers on the x axis, and an optional legend below. The learner's
 * trend (progress) and a student's trend (teach) differ only in their data, lines, tooltip
 * and words.
 */
import type { ComponentProps, ReactNode } from "react";
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

type TooltipProps = ComponentProps<typeof Tooltip>;

export type TrendLine = Pick<
  ComponentProps<typeof Line>,
  "dataKey" | "name" | "type" | "stroke" | "strokeWidth" | "dot" | "activeDot"
>;

export function EvLostTrend({
  caption,
  captionClassName,
  legend,
  data,
  xKey,
  lines,
  yTick,
  tooltipFormatter,
  tooltipLabel,
  testId,
  sizeClassName,
}: {
  caption: ReactNode;
  captionClassName?: string;
  legend?: ReactNode;
  data: ComponentProps<typeof LineChart>["data"];
  xKey: string;
  lines: readonly TrendLine[];
  yTick: (value: number) => string;
  tooltipFormatter: TooltipProps["formatter"];
  tooltipLabel: TooltipProps["labelFormatter"];
  testId: string;
  sizeClassName: string;
}) {
  const n = useTrainerNumbers();
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className={captionClassName}>{caption}</figcaption>
      <div className={`mt-3 ${sizeClassName}`} data-testid={testId}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
            <XAxis
              dataKey={xKey}
              type="number"
              domain={["dataMin", "dataMax"]}
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              tickFormatter={(value: number) => n.count(value)}
            />
            <YAxis width={56} tick={{ fontSize: 12 }} tickFormatter={yTick} />
            <Tooltip formatter={tooltipFormatter} labelFormatter={tooltipLabel} />
            {lines.map((line) => (
              <Line key={String(line.dataKey)} {...line} isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {legend}
    </figure>
  );
}
