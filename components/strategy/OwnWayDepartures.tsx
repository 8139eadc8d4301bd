import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { getDb } from "@/lib/db";
import type { RuleSet } from "@/lib/engine";
import { departuresByHandType, gainingHandTypes } from "@/lib/ways/departures";
import { wayRunStates } from "@/lib/ways/exact-runs";

/**
 * The strategy page for a learner's own house way (issue 52 part 5): no rule list (nobody
 * derived one for this way), but where the best play departs from the way, by hand type, from
 * the way's exact run over every hand; while the run is waiting or running, how far it is.
 */
export async function OwnWayDepartures({ ruleSet }: { ruleSet: RuleSet }) {
  const t = await getTranslations("StrategyPage.ownWay");
  const run = await getTranslations("WayEditor.run");
  const types = await getTranslations("WayEditor.handTypes");
  const format = await getFormatter();
  const state = (await wayRunStates(getDb(), [ruleSet.way])).get(ruleSet.way);
  const pct = (percent: number) =>
    format.number(percent / 100, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const all =
    state?.status === "done"
      ? departuresByHandType(state.figures.byVariant[ruleSet.variant])
      : null;
  const rows = all ? gainingHandTypes(all) : [];

  return (
    <section
      aria-labelledby="own-way-departures"
      className="space-y-4"
      data-testid="own-way-departures"
    >
      <h2 id="own-way-departures" className="text-xl font-bold text-felt-900">
        {t("title")}
      </h2>
      <p className="text-stone-700">{t("intro")}</p>
      {state?.status === "queued" ? (
        <p data-testid="own-way-run">{run("queued", { ahead: state.ahead })}</p>
      ) : state?.status === "running" ? (
        <p data-testid="own-way-run">
          {run("running", { percent: Math.floor((100 * state.done) / Math.max(1, state.total)) })}
        </p>
      ) : state?.status === "failed" ? (
        <p data-testid="own-way-run">{run("failed")}</p>
      ) : state?.status !== "done" ? (
        <p data-testid="own-way-run">{run("none")}</p>
      ) : all === null ? (
        <p data-testid="own-way-run">{t("olderRun")}</p>
      ) : rows.length === 0 ? (
        <p data-testid="own-way-none">{t("none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="own-way-table">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t("type")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t("share")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t("yourWay")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t("best")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("gain")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.type} className="border-t border-stone-200" data-type={d.type}>
                  <th scope="row" className="py-2 pr-3 font-medium text-stone-900">
                    {types(d.type)}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {format.number(d.share, { style: "percent", maximumFractionDigits: 2 })}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{pct(d.houseWay)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{pct(d.optimal)}</td>
                  <td className="py-2 text-right tabular-nums" data-testid="own-way-gain">
                    {format.number(d.gainPer1000, {
                      maximumFractionDigits: 3,
                      minimumFractionDigits: 3,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm">
        <Link
          href={{ pathname: "/casino/way", query: { from: ruleSet.way } }}
          className="font-semibold text-felt-700 underline hover:text-felt-900"
        >
          {t("editorLink")}
        </Link>
      </p>
    </section>
  );
}
