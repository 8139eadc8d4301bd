"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { OutcomeBars } from "@/components/drill/OutcomeBars";
import { SplitTable } from "@/components/drill/SplitTable";
import { analyzeHref } from "@/lib/analyze/parse";
import type { AnalysisView } from "@/lib/analyze/views";
import type { RuleSet } from "@/lib/engine";
import { casinoOf, ownWay } from "@/lib/i18n/casino-of";
import { cardName, reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { SplitView } from "@/lib/practice/views";
import { CompactSetting } from "./CompactSetting";
import { TrainerReason } from "./TrainerReason";
import { WhyBetter } from "./WhyBetter";

/** One hand analyzed: the settings that matter, why the best one wins, the bars and the table. */
export function AnalysisResult({
  analysis,
  casinoName,
  vs = null,
}: {
  analysis: AnalysisView;
  /** The analyzed rule set's name in the page's language. */
  casinoName: string;
  /** The rule set compared with, carried by the share link. */
  vs?: RuleSet | null;
}) {
  const t = useTranslations("AnalyzePage.result");
  const tGame = useTranslations("Game");
  const tDrill = useTranslations("Drill.result");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const format = useFormatter();
  const locale = useLocale();
  const [fourColour] = useFourColourDeck();
  const [copied, setCopied] = useState(false);

  const split = (index: number) => analysis.splits[index] as SplitView;
  const best = split(analysis.best);
  const house = split(analysis.houseWay);
  const trainer = analysis.trainer;
  const trainerSplit = trainer ? split(trainer.index) : null;
  const href = `/${locale}${analyzeHref(analysis.hand, analysis.commission, {
    casino: analysis.ruleSet,
    vs,
  })}`;
  const commission = format.number(analysis.commission, {
    style: "percent",
    maximumFractionDigits: 2,
  });

  const panels = [
    {
      key: "best",
      title: t("best"),
      split: best,
      note:
        analysis.best === analysis.houseWay
          ? t("bestIsHouseWay")
          : trainer?.index === analysis.best
            ? t("bestIsTrainer")
            : null,
    },
    { key: "house", title: t("houseWay"), split: house, note: null },
    ...(trainer && trainerSplit
      ? [
          {
            key: "trainer",
            title: t("trainer"),
            split: trainerSplit,
            // The house way of the analyzed casino, by name (issue 56: at Foxwoods, Foxwoods').
            note:
              trainer.index === analysis.houseWay
                ? t("trainerIsHouseWay", {
                    of: casinoOf(game, analysis.ruleSet.way),
                    own: ownWay(analysis.ruleSet.way),
                  })
                : null,
          },
        ]
      : []),
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="analysis-title" className="space-y-5" data-testid="analysis">
      <div className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="analysis-title" className="text-xl font-bold text-felt-900">
            {t("title")}
          </h2>
          <p className="text-sm text-stone-600">
            {t("category", { category: tGame(`categories.${analysis.category}`) })} ·{" "}
            <span data-testid="analysis-casino">{t("casino", { casino: casinoName })}</span> ·{" "}
            {t("commission", { commission })}
          </p>
        </div>
        <ul aria-label={t("handLabel")} className="mt-3 grid max-w-md grid-cols-7 gap-1.5">
          {analysis.hand.map((card) => (
            <li key={card}>
              <PlayingCard
                card={card}
                fourColour={fourColour}
                label={cardName(game, card)}
                className="drop-shadow-sm"
              />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <a
            href={href}
            className="font-semibold text-felt-700 underline hover:text-felt-900"
            data-testid="share-link"
          >
            {t("share")}
          </a>
          <button
            type="button"
            onClick={copy}
            className="rounded-lg border border-stone-300 px-3 py-1.5 font-semibold text-stone-800 hover:bg-stone-50"
          >
            {t("copy")}
          </button>
          <span aria-live="polite" className="text-felt-700">
            {copied ? t("copied") : ""}
          </span>
        </div>
      </div>

      <div className={`grid gap-4 ${panels.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {panels.map((panel) => (
          <article
            key={panel.key}
            aria-labelledby={`analysis-${panel.key}`}
            data-testid={`panel-${panel.key}`}
            className="rounded-xl border border-stone-200 bg-white p-4"
          >
            <header className="flex items-baseline justify-between gap-2">
              <h3 id={`analysis-${panel.key}`} className="font-semibold text-felt-900">
                {panel.title}
              </h3>
              <span className="font-mono text-sm font-semibold tabular-nums">
                {n.ev(panel.split.ev)}
              </span>
            </header>
            {panel.note ? <p className="text-xs text-felt-700">{panel.note}</p> : null}
            <div className="mt-3">
              <CompactSetting hand={analysis.hand} split={panel.split} fourColour={fourColour} />
            </div>
            {panel.key === "house" ? (
              <p className="mt-3 text-sm text-stone-700" data-testid="house-way-reason">
                <span className="font-semibold">
                  {tDrill("rule", { rule: wayRuleName(game, analysis.houseWayRule, "label") })}
                </span>{" "}
                {reasonWords(game, analysis.houseWayReason)}
              </p>
            ) : null}
            {panel.key === "trainer" && trainer ? (
              <TrainerReason trainer={trainer} way={analysis.ruleSet.way} testId="trainer-reason" />
            ) : null}
          </article>
        ))}
      </div>
      {trainer ? null : <p className="text-sm text-stone-600">{t("trainerMissing")}</p>}

      {analysis.best !== analysis.houseWay ? (
        <WhyBetter
          from={house}
          to={best}
          fromName={t("houseWay")}
          toName={t("best")}
          total={analysis.dealerHands}
          commission={analysis.commission}
          testId="why-best-over-house"
        />
      ) : null}
      {trainer && trainerSplit && trainerSplit.ev !== house.ev ? (
        // The trainer's way against the house way, whichever comes out ahead on this hand.
        <WhyBetter
          from={trainerSplit.ev > house.ev ? house : trainerSplit}
          to={trainerSplit.ev > house.ev ? trainerSplit : house}
          fromName={trainerSplit.ev > house.ev ? t("houseWay") : t("trainer")}
          toName={trainerSplit.ev > house.ev ? t("trainer") : t("houseWay")}
          total={analysis.dealerHands}
          commission={analysis.commission}
          testId="why-trainer-over-house"
        />
      ) : null}

      <OutcomeBars
        total={analysis.dealerHands}
        rows={panels.map((panel) => ({ key: panel.key, label: panel.title, ...panel.split }))}
      />

      <SplitTable
        grade={{ ...analysis, trainer: trainer?.index ?? null }}
        fourColour={fourColour}
      />
    </section>
  );
}
