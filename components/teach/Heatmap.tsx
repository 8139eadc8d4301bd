"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import type { HandCategory } from "@/lib/engine";
import type { ClassDashboard } from "@/lib/teach/views";

/** EV lost per hand at which a cell is darkest (a blunder's threshold). */
const HEAT_MAX = 0.05;

/**
 * White to deep orange as the loss grows. Text is black on light cells and white on dark ones,
 * switching near OKLCH lightness 0.565, where both reach 4.5:1 (WCAG AA for small text).
 */
function heat(avg: number): { background: string; dark: boolean } {
  const x = Math.min(1, Math.max(0, avg / HEAT_MAX));
  const lightness = 0.98 - 0.5 * x;
  return { background: `oklch(${lightness} ${0.02 + 0.17 * x} 45)`, dark: lightness < 0.565 };
}

/** Category (columns) x student (rows): EV lost per hand, with the hands behind each cell. */
export function Heatmap({
  students,
  categories,
  heatmap,
}: Pick<ClassDashboard, "students" | "categories" | "heatmap">) {
  const t = useTranslations("Teach.heatmap");
  const tGame = useTranslations("Game");
  const n = useTrainerNumbers();
  const format = useFormatter();

  if (categories.length === 0) return <p className="text-stone-600">{t("empty")}</p>;

  return (
    <div>
      {/* Wider than a phone: the frame scrolls, and takes focus so a keyboard can scroll it. */}
      <section
        aria-label={t("frame")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white"
      >
        <table className="border-collapse text-xs" data-testid="heatmap">
          <caption className="sr-only">{t("help")}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 bg-white" />
              {categories.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="h-28 min-w-12 px-1 pb-2 align-bottom font-medium text-stone-600"
                >
                  <span className="inline-block max-h-28 [writing-mode:vertical-rl] rotate-180 text-left whitespace-nowrap">
                    {tGame(`categories.${c}`)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <tr key={s.id}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-1 text-left text-sm font-medium whitespace-nowrap"
                >
                  {s.username}
                </th>
                {categories.map((c: HandCategory) => {
                  const cell = heatmap[s.id]?.[c];
                  if (!cell) {
                    return (
                      <td
                        key={c}
                        className="border border-white bg-stone-100 p-0 text-center text-stone-600"
                      >
                        <span className="sr-only">{t("none")}</span>
                        <span aria-hidden="true">·</span>
                      </td>
                    );
                  }
                  const { background, dark } = heat(cell.avgEvLost);
                  // Row and column headers name the student and category; the cell says the rest.
                  const label = t("cell", {
                    value: n.per100(cell.avgEvLost),
                    hands: cell.hands,
                  });
                  return (
                    <td
                      key={c}
                      style={{ background }}
                      className={`border border-white px-1 py-1 text-center tabular-nums ${
                        dark ? "text-white" : "text-black"
                      }`}
                    >
                      <span className="sr-only">{label}</span>
                      <span aria-hidden="true" className="block font-mono font-semibold">
                        {format.number(cell.avgEvLost * 100, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        })}
                      </span>
                      <span aria-hidden="true" className="block text-[0.6rem]">
                        {cell.hands}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div aria-hidden="true" className="mt-2 flex items-center gap-2 text-xs text-stone-600">
        <span>{t("legendLow")}</span>
        <span
          className="h-2.5 w-32 rounded"
          style={{
            background: `linear-gradient(to right, ${heat(0).background}, ${heat(HEAT_MAX / 2).background}, ${heat(HEAT_MAX).background})`,
          }}
        />
        <span>{t("legendHigh", { value: n.per100(HEAT_MAX) })}</span>
      </div>
    </div>
  );
}
