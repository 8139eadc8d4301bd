"use client";

import { useTranslations } from "next-intl";
import { WhyBetter } from "@/components/analyze/WhyBetter";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { SettingCards } from "@/components/drill/GradeResult";
import { Link } from "@/i18n/navigation";
import { analyzeHref } from "@/lib/analyze/parse";
import type { RuleExample as Example } from "@/lib/analyze/strategy-figures";
import { cardName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/** A rule's example hand: the seven cards, the rule's setting beside the house way's, exact EVs. */
export function RuleExample({
  example,
  dealerHands,
  commission,
}: {
  example: Example;
  dealerHands: number;
  commission: number;
}) {
  const t = useTranslations("StrategyPage.rule");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const [fourColour] = useFourColourDeck();
  const settings = [
    { key: "trainer", title: t("thisRule"), split: example.trainerSplit },
    { key: "house", title: t("houseWay"), split: example.houseWaySplit },
  ];
  const gain = example.trainerSplit.ev - example.houseWaySplit.ev;

  return (
    <figure className="rounded-lg bg-stone-50 p-3 sm:p-4" data-testid={`example-${example.key}`}>
      <figcaption className="text-sm font-semibold text-felt-900">{t("example")}</figcaption>
      <ul aria-label={t("exampleHand")} className="mt-2 grid max-w-sm grid-cols-7 gap-1">
        {example.hand.map((card) => (
          <li key={card}>
            <PlayingCard card={card} fourColour={fourColour} label={cardName(game, card)} />
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {settings.map((s) => (
          <div key={s.key} className="rounded-lg border border-stone-200 bg-white p-3">
            <p className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-felt-900">{s.title}</span>
              <span className="font-mono font-semibold tabular-nums">
                {t("ev", { ev: n.ev(s.split.ev) })}
              </span>
            </p>
            <div className="mt-2">
              <SettingCards hand={example.hand} split={s.split} fourColour={fourColour} />
            </div>
          </div>
        ))}
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {example.best === example.trainer
          ? t("exampleBest", { gain: n.units(gain) })
          : t("exampleGain", { gain: n.units(gain) })}{" "}
        <Link
          href={analyzeHref(example.hand)}
          className="font-semibold text-felt-700 underline hover:text-felt-900"
        >
          {t("analyze")}
        </Link>
      </p>
      {gain > 0 ? (
        <div className="mt-3">
          <WhyBetter
            from={example.houseWaySplit}
            to={example.trainerSplit}
            fromName={t("houseWay")}
            toName={t("thisRule")}
            total={dealerHands}
            commission={commission}
          />
        </div>
      ) : null}
    </figure>
  );
}
