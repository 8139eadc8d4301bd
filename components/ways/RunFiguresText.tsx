/**
 * An own way's exact figures in one game (from its background run, lib/ways/exact-runs.ts):
 * the player's EV playing the house way and with the best play, what the best play gains, and
 * the house way's win / push / loss shares; a cut-down (test) run says how many classes it
 * covers. No hooks of the client's: the casinos page (server) and the editor (client) use it.
 */
import { useFormatter, useTranslations } from "next-intl";
import { CLASS_COUNT } from "@/lib/engine";

export function RunFiguresText({
  figures,
  classes,
}: {
  figures: Record<string, number>;
  classes: number;
}) {
  const t = useTranslations("WayEditor.run");
  const format = useFormatter();
  const percent = (v: number | undefined, sign = false) =>
    v === undefined
      ? "–"
      : format.number(v, {
          style: "percent",
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
          signDisplay: sign ? "exceptZero" : "auto",
        });
  const ev = (key: string) => percent((figures[key] ?? Number.NaN) / 100, true);
  return (
    <span className="block space-y-1" data-testid="run-figures">
      <span className="block">
        {t("figures", {
          houseWay: ev("house-way"),
          optimal: ev("optimal"),
          gain: format.number(figures["optimal-gain-points"] ?? 0, {
            minimumFractionDigits: 3,
            maximumFractionDigits: 3,
          }),
        })}
      </span>
      <span className="block">
        {t("shares", {
          win: percent(figures["house-way-win"]),
          push: percent(figures["house-way-push"]),
          loss: percent(figures["house-way-loss"]),
        })}
      </span>
      {classes < CLASS_COUNT ? (
        <span className="block text-sm text-stone-600">
          {t("partial", { classes: format.number(classes), all: format.number(CLASS_COUNT) })}
        </span>
      ) : null}
    </span>
  );
}
