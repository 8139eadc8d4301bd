"use client";

import { useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import type { CategoryRow } from "@/lib/practice/views";

/**
 * A learner's results by hand category: hands, share optimal, EV lost per hand with a bar
 * scaled to the costliest category. One table for the learner's progress page and the teacher's
 * student page (lib/practice/category-stats.ts computes the rows for both).
 */
export function CategoryTable({
  rows,
  caption,
  empty,
}: {
  rows: readonly CategoryRow[];
  /** Shown above the table and naming it; leave out when a heading already does. */
  caption?: string;
  /** Said instead of an empty table. */
  empty: string;
}) {
  const t = useTranslations("Progress.categories");
  const tGame = useTranslations("Game");
  const n = useTrainerNumbers();
  if (rows.length === 0) return <p className="text-stone-600">{empty}</p>;
  const worst = Math.max(0.0001, ...rows.map((r) => r.avgEvLost));
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full border-collapse text-sm" data-testid="category-table">
        {caption ? (
          <caption className="px-4 pt-4 pb-2 text-left font-semibold text-felt-900">
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs tracking-wide text-stone-500 uppercase">
            <th scope="col" className="px-3 py-2 font-medium sm:px-4">
              {t("category")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium sm:px-4">
              {t("hands")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium sm:px-4">
              {t("optimal")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium sm:px-4">
              {t("avgEvLost")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.category} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium sm:px-4">
                {tGame(`categories.${r.category}`)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums sm:px-4">{n.count(r.hands)}</td>
              <td className="px-3 py-2 text-right tabular-nums sm:px-4">
                {n.share(r.optimalShare)}
              </td>
              <td className="px-3 py-2 sm:px-4">
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
