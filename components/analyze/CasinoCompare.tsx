"use client";

import { useTranslations } from "next-intl";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import type { CompareView } from "@/lib/analyze/views";
import type { Card } from "@/lib/engine";
import { casinoOf, ownWay } from "@/lib/i18n/casino-of";
import { reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import { CompactSetting } from "./CompactSetting";

/**
 * Two casinos' house ways for the analyzed hand, side by side: how each dealer sets it, by which
 * rule and why, and what each setting is worth against its own dealer and against the other's.
 */
export function CasinoCompare({ hand, compare }: { hand: readonly Card[]; compare: CompareView }) {
  const t = useTranslations("AnalyzePage.compare");
  const tDrill = useTranslations("Drill.result");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const [fourColour] = useFourColourDeck();

  return (
    <section
      aria-labelledby="compare-title"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      data-testid="casino-compare"
      data-same={compare.same ? "yes" : "no"}
    >
      <h2 id="compare-title" className="text-xl font-bold text-felt-900">
        {t("title")}
      </h2>
      <p
        className={`rounded-lg p-3 text-sm ${compare.same ? "bg-stone-50 text-stone-800" : "bg-amber-50 text-amber-950"}`}
        data-testid="compare-verdict"
      >
        {t(compare.same ? "same" : "different", {
          // Each dealer named inside the sentence: "the dealer at Foxwoods in Connecticut".
          a: casinoOf(game, compare.sides[0].ruleSet.way),
          b: casinoOf(game, compare.sides[1].ruleSet.way),
        })}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {compare.sides.map((side, k) => {
          const other = compare.sides[1 - k]?.ruleSet.way ?? side.ruleSet.way;
          return (
            <article
              key={`${side.ruleSet.way}-${side.ruleSet.variant}`}
              aria-labelledby={`compare-side-${k}`}
              data-testid={`compare-side-${k}`}
              className="rounded-xl border border-stone-200 p-4"
            >
              <h3 id={`compare-side-${k}`} className="font-semibold text-felt-900">
                {t("houseWayOf", {
                  of: casinoOf(game, side.ruleSet.way),
                  own: ownWay(side.ruleSet.way),
                })}
              </h3>
              <div className="mt-3">
                <CompactSetting hand={hand} split={side.split} fourColour={fourColour} />
              </div>
              <p className="mt-3 text-sm text-stone-700" data-testid={`compare-reason-${k}`}>
                <span className="font-semibold">
                  {tDrill("rule", { rule: wayRuleName(game, side.rule, "label") })}
                </span>{" "}
                {reasonWords(game, side.reason)}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-lg bg-felt-50 px-3 py-2">
                  <dt className="text-xs font-medium text-stone-600">{t("evOwn")}</dt>
                  <dd
                    className="font-mono font-semibold tabular-nums"
                    data-testid={`compare-ev-own-${k}`}
                  >
                    {n.ev(side.evOwn)}
                  </dd>
                </div>
                <div className="rounded-lg bg-stone-50 px-3 py-2">
                  <dt className="text-xs font-medium text-stone-600">
                    {t("evOther", { of: casinoOf(game, other) })}
                  </dt>
                  <dd className="font-mono tabular-nums">{n.ev(side.evOther)}</dd>
                </div>
              </dl>
            </article>
          );
        })}
      </div>
    </section>
  );
}
