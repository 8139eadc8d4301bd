"use client";

import { useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import type { Totals } from "@/lib/teach/views";

/** Headline numbers of a class or a student: the drills' hands, and the table rounds apart. */
export function ClassSummaryStats({
  students,
  total,
  tableRounds,
}: {
  students?: number;
  total: Totals;
  tableRounds: number;
}) {
  const t = useTranslations("Teach.dashboard.summary");
  const n = useTrainerNumbers();
  const items = [
    ...(students === undefined
      ? []
      : [{ id: "students", label: t("students"), value: n.count(students) }]),
    { id: "hands", label: t("hands"), value: n.count(total.hands) },
    {
      id: "optimal",
      label: t("optimal"),
      value: total.hands ? n.share(total.optimalShare) : "–",
    },
    {
      id: "ev-lost",
      label: t("evLost"),
      value: total.hands ? n.units(total.avgEvLost) : "–",
      hint: total.hands ? t("per100", { value: n.per100(total.avgEvLost) }) : undefined,
    },
    { id: "table-rounds", label: t("tableRounds"), value: n.count(tableRounds) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {items.map((item) => (
        <div key={item.id} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm font-medium text-stone-500">{item.label}</dt>
          <dd
            className="mt-1 text-2xl font-bold text-felt-900 tabular-nums"
            data-testid={`summary-${item.id}`}
          >
            {item.value}
          </dd>
          {item.hint ? <dd className="text-xs text-stone-500">{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
