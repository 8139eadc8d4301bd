"use client";

import { useTranslations } from "next-intl";
import { wayName } from "@/components/casino/casino-label";
import { SettingCards } from "@/components/drill/GradeResult";
import type { Card } from "@/lib/engine";
import { waySettings } from "@/lib/famous/answer";
import type { GradeView, SplitView } from "@/lib/practice/views";

/**
 * Why players argue about a famous hand (its text, true at every casino), and how each
 * published house way sets it, computed here by the engine: ways that set it alike are listed
 * together, and the setting that is the best split at the learner's casino is marked.
 */
export function FamousWhy({
  id,
  hand,
  grade,
  fourColour,
}: {
  id: string;
  hand: readonly Card[];
  grade: GradeView;
  fourColour: boolean;
}) {
  const t = useTranslations("Famous");
  const tWays = useTranslations("CasinosPage.ways");
  const tYours = useTranslations("YourCasino");
  const best = grade.splits[grade.best] as SplitView;
  const settings = waySettings(hand);

  return (
    <section
      aria-labelledby="famous-why-title"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      data-testid="famous-why"
    >
      <h2 id="famous-why-title" className="text-lg font-semibold text-felt-900">
        {t("whyTitle")}
      </h2>
      <p className="text-stone-800">{t(`hands.${id}` as never)}</p>
      <h3 className="font-semibold text-felt-900">{t("waysTitle")}</h3>
      <p className="text-sm text-stone-600">
        {settings.length === 1 ? t("waysAgree") : t("waysDiffer", { count: settings.length })}
      </p>
      <ul className="space-y-4" data-testid="famous-ways">
        {settings.map((s) => {
          const isBest = s.backValue === best.backValue && s.frontValue === best.frontValue;
          const split = grade.splits.find(
            (x) => x.backValue === s.backValue && x.frontValue === s.frontValue,
          );
          return (
            <li key={`${s.backValue}|${s.frontValue}`} data-best={isBest}>
              <p className="text-sm font-semibold text-stone-900">
                {s.ways
                  .map((w) =>
                    wayName(
                      w,
                      (k) => tWays(k as never),
                      (k) => tYours(k as never),
                    ),
                  )
                  .join(" · ")}
              </p>
              {split ? (
                <div className="mt-2">
                  <SettingCards hand={hand} split={split} fourColour={fourColour} />
                </div>
              ) : null}
              <p className="mt-1 text-sm text-stone-700">{isBest ? t("isBest") : t("notBest")}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
