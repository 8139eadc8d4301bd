"use client";

import { useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import type { CategoryBreakdown } from "@/lib/teach/views";

/** A student's hands by category: how many, share optimal, EV lost per hand (with a bar). */
export function CategoryBreakdownTable({ rows }: { rows: CategoryBreakdown[] }) {
  const t = useTranslations("Teach");
  const tGame = useTranslations("Game");
  const n = useTrainerNumbers();
  const worst = Math.max(0.0001, ...rows.map((r) => r.avgEvLost));
  if (rows.length === 0) return <p className="text-stone-600">{t("student.trendEmpty")}</p>;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[19rem] border-collapse text-sm" data-testid="category-table">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs tracking-wide text-stone-500 uppercase">
            <th scope="col" className="px-3 py-2 font-medium">
              {t("student.category")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("table.hands")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("table.optimal")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("table.evLost")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.category} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {tGame(`categories.${r.category}`)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{n.count(r.hands)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{n.share(r.optimalShare)}</td>
              <td className="px-3 py-2">
                <span className="flex items-center justify-end gap-2">
                  <span
                    aria-hidden="true"
                    className="hidden h-2 w-20 rounded bg-stone-100 sm:block"
                  >
                    <span
                      className="block h-full rounded bg-orange-600"
                      style={{ width: `${(100 * r.avgEvLost) / worst}%` }}
                    />
                  </span>
                  <span className="font-mono tabular-nums">{n.units(r.avgEvLost)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
