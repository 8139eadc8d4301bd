/**
 * The casinos page's rows for the signed-in user's own checked ways (issue 52 part 3): each
 * way's exact figures in each game from its background run, beside the published ways' table;
 * while the run waits or runs, its place in the queue or its progress instead of figures.
 */
import { getTranslations } from "next-intl/server";
import { VARIANTS } from "@/lib/engine";
import type { RunState } from "@/lib/ways/exact-runs";
import { RunFiguresText } from "./RunFiguresText";

export async function OwnWayFigures({
  ways,
}: {
  ways: ReadonlyArray<{ id: string; name: string; run: RunState }>;
}) {
  if (ways.length === 0) return null;
  const t = await getTranslations("CasinosPage");
  const tRun = await getTranslations("WayEditor.run");
  const tYours = await getTranslations("YourCasino");
  const pending = (run: RunState): string => {
    switch (run.status) {
      case "queued":
        return tRun("queued", { ahead: run.ahead });
      case "running":
        return tRun("running", {
          percent: run.total > 0 ? Math.floor((100 * run.done) / run.total) : 0,
        });
      case "failed":
        return tRun("failed");
      default:
        return tRun("none");
    }
  };
  return (
    <section aria-labelledby="own-way-figures" className="space-y-3">
      <h2 id="own-way-figures" className="text-lg font-semibold text-felt-900">
        {t("own.heading")}
      </h2>
      <p className="text-sm text-stone-700">{t("own.note")}</p>
      <ul className="space-y-3" data-testid="own-way-figures">
        {ways.map((w) => (
          <li key={w.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <h3 className="font-semibold text-felt-900">{w.name}</h3>
            {w.run.status === "done" ? (
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                {VARIANTS.map((v) => (
                  <div key={v} className="contents">
                    <dt className="font-medium text-stone-700">{tYours(`${v}Short`)}</dt>
                    <dd>
                      <RunFiguresText
                        figures={w.run.status === "done" ? w.run.figures.byVariant[v] : {}}
                        classes={w.run.status === "done" ? w.run.figures.classes : 0}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-1 text-sm text-stone-700" data-testid="own-way-pending">
                {pending(w.run)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
