/**
 * Face Up Pai Gow's house edge per casino way (RULES.md 13.1; issue 54): exact over every
 * round where its pass has finished, with the 20 M-round simulation that checks it beside it.
 * Data: lib/analyze/faceup-page-data.json (scripts/faceup-page-data.ts).
 */
import { getFormatter, getTranslations } from "next-intl/server";
import data from "@/lib/analyze/faceup-page-data.json";

interface FaceUpWay {
  way: string;
  exact: { houseEdge: number; win: number; push: number; loss: number } | null;
  simulation: { rounds: number; houseEdge: number; standardError: number };
}

export async function FaceUpEdges() {
  const t = await getTranslations("CasinosPage");
  const format = await getFormatter();
  const ways = (data as { ways: FaceUpWay[] }).ways;
  const percent = (x: number, digits: number) =>
    format.number(x, {
      style: "percent",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const wayName = (way: string) => (t as unknown as (k: string) => string)(`ways.${way}`);
  const rounds = ways[0]?.simulation.rounds ?? 0;
  return (
    <div className="space-y-3">
      <h2 id="faceup-figures" className="text-lg font-semibold text-felt-900">
        {t("faceUp.heading")}
      </h2>
      <p className="text-sm text-stone-700">{t("faceUp.note", { rounds })}</p>
      <section
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
        aria-labelledby="faceup-figures"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="w-full text-left text-sm" data-testid="faceup-figures">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("col.casino")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("faceUp.col.edge")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("faceUp.col.win")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("faceUp.col.push")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("faceUp.col.loss")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("faceUp.col.simulation")}
              </th>
            </tr>
          </thead>
          <tbody>
            {ways.map((w) => (
              <tr key={w.way} data-testid={`faceup-${w.way}`} className="border-t border-stone-100">
                <th scope="row" className="px-3 py-2 font-medium">
                  {wayName(w.way)}
                </th>
                {w.exact ? (
                  <>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {percent(w.exact.houseEdge, 3)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{percent(w.exact.win, 2)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {percent(w.exact.push, 2)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {percent(w.exact.loss, 2)}
                    </td>
                  </>
                ) : (
                  <td colSpan={4} className="px-3 py-2 text-stone-600">
                    {t("faceUp.pending")}
                  </td>
                )}
                <td className="px-3 py-2 text-right tabular-nums">
                  {t("faceUp.simulated", {
                    edge: percent(w.simulation.houseEdge, 3),
                    error: percent(w.simulation.standardError, 3),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
