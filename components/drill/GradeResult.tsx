"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { Ref } from "react";
import { TrainerReason } from "@/components/analyze/TrainerReason";
import { WhyBetter } from "@/components/analyze/WhyBetter";
import { useSortByRank } from "@/components/cards/deck-preference";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { useTrainerNumbers } from "@/components/cards/use-game-text";
import { wayName } from "@/components/casino/casino-label";
import { Link } from "@/i18n/navigation";
import { analyzeHref } from "@/lib/analyze/parse";
import { trainerView } from "@/lib/analyze/trainer";
import { casinoSlug, withCasino } from "@/lib/casino/choice";
import type { Card, Verdict } from "@/lib/engine";
import { casinoOf } from "@/lib/i18n/casino-of";
import { backWords, cardName, frontWords, reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { useRelativeTime } from "@/lib/i18n/use-relative-time";
import { wayRuleName } from "@/lib/i18n/way-rule-name";
import type { GradeView, SplitView } from "@/lib/practice/views";
import { ruleAnchor } from "@/lib/rules/slug";
import { inDisplayOrder } from "./drill-state";
import { OutcomeBars } from "./OutcomeBars";
import { SplitTable } from "./SplitTable";

export const VERDICT_STYLES: Record<Verdict, string> = {
  optimal: "bg-felt-700 text-white",
  close: "bg-teal-600 text-white",
  mistake: "bg-amber-400 text-stone-950",
  blunder: "bg-orange-700 text-white",
  foul: "bg-red-700 text-white",
};

export function SettingCards({
  hand,
  split,
  fourColour,
}: {
  hand: readonly Card[];
  split: SplitView;
  fourColour: boolean;
}) {
  const t = useTranslations("Drill");
  const game = useGameTranslate();
  const [byRank] = useSortByRank();
  const [i, j] = split.frontIndex;
  const front = inDisplayOrder([hand[i], hand[j]] as Card[], byRank);
  const back = inDisplayOrder(
    hand.filter((_, k) => k !== i && k !== j),
    byRank,
  );
  const row = (cards: Card[], label: string, words: string) => (
    <div>
      <p className="text-xs font-medium text-stone-500">{label}</p>
      <ul aria-label={label} className="mt-1 flex gap-1">
        {cards.map((card) => (
          <li key={card} className="w-8 sm:w-9">
            <PlayingCard card={card} fourColour={fourColour} label={cardName(game, card)} />
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm font-semibold text-stone-900">{words}</p>
    </div>
  );
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-3">
      {row(back, t("back"), backWords(game, split.backValue))}
      {row(front, t("front"), frontWords(game, split.frontValue))}
    </div>
  );
}

/** The graded hand: verdict, EVs, the three settings that matter, the bars and the full table. */
export function GradeResult({
  grade,
  fourColour,
  headingRef,
}: {
  grade: GradeView;
  fourColour: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations("Drill.result");
  const tGame = useTranslations("Game");
  const game = useGameTranslate();
  const n = useTrainerNumbers();
  const format = useFormatter();
  const when = useRelativeTime();

  const chosen = grade.splits[grade.chosen] as SplitView;
  const best = grade.splits[grade.best] as SplitView;
  const house = grade.splits[grade.houseWay] as SplitView;
  const chosenIsBest = grade.chosen === grade.best;
  const tCompare = useTranslations("Compare");
  const tYours = useTranslations("YourCasino");
  const tWays = useTranslations("CasinosPage.ways");
  // The trainer's way is pure engine code: the browser sets the hand itself.
  const trainer = trainerView(grade.hand, grade.ruleSet);
  const trainerSplit = trainer ? (grade.splits[trainer.index] as SplitView) : null;

  const panels = [
    {
      key: "yours",
      title: t("yours"),
      split: chosen,
      note: chosenIsBest ? t("yoursIsBest") : null,
    },
    ...(chosenIsBest ? [] : [{ key: "best", title: t("best"), split: best, note: null }]),
    {
      key: "house",
      title: t("houseWay"),
      split: house,
      note: grade.houseWay === grade.best ? t("houseWayIsBest") : null,
    },
    ...(trainer && trainerSplit
      ? [{ key: "trainer", title: tCompare("trainerWay"), split: trainerSplit, note: null }]
      : []),
  ];

  return (
    <section aria-labelledby="grade-title" className="space-y-5">
      <div className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2
          id="grade-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-3 text-xl font-bold text-felt-900 focus:outline-none"
        >
          <span>{t("verdictLabel")}</span>
          <span
            data-testid="verdict"
            data-verdict={grade.verdict}
            className={`rounded-lg px-3 py-1 text-lg ${VERDICT_STYLES[grade.verdict]}`}
          >
            {tGame(`verdicts.${grade.verdict}`)}
          </span>
        </h2>
        <p className="mt-2 text-stone-700">{tGame(`verdictHelp.${grade.verdict}`)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            { label: t("yourEv"), value: n.ev(chosen.ev), id: "your-ev" },
            { label: t("bestEv"), value: n.ev(best.ev), id: "best-ev" },
            { label: t("houseWayEv"), value: n.ev(house.ev), id: "house-ev" },
            {
              label: t("evLost"),
              value: n.units(grade.evLost),
              id: "ev-lost",
              hint: t("per100", { value: n.per100(grade.evLost) }),
            },
          ].map((item) => (
            <div key={item.id} className="rounded-lg bg-stone-50 px-3 py-2">
              <dt className="text-xs font-medium text-stone-500">{item.label}</dt>
              <dd data-testid={item.id} className="font-mono text-lg font-semibold tabular-nums">
                {item.value}
              </dd>
              {item.hint ? <dd className="text-xs text-stone-500">{item.hint}</dd> : null}
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-stone-500">
          {t("evExplained", {
            variant: grade.ruleSet.variant,
            commission: format.number(grade.commission, {
              style: "percent",
              maximumFractionDigits: 2,
            }),
          })}
        </p>
        <p
          className="mt-2 text-sm text-stone-700"
          data-testid="graded-casino"
          data-casino={casinoSlug(grade.ruleSet)}
        >
          {tYours("gradedUnder", {
            of: casinoOf(game, grade.ruleSet.way),
            game: tYours(`${grade.ruleSet.variant}Short`),
          })}
        </p>
        {grade.attemptKind === "retry" || grade.attemptKind === "house-way" ? (
          <p className="mt-2 text-sm text-stone-700" data-testid="attempt-kind-note">
            {t(grade.attemptKind === "retry" ? "kindRetry" : "kindHouseWay")}
          </p>
        ) : null}
        {grade.review ? (
          <p className="mt-2 text-sm text-stone-700" data-testid="review-note">
            {grade.review.retired
              ? t("reviewRetired")
              : t("reviewScheduled", {
                  when: when(grade.review.dueAt),
                })}
          </p>
        ) : null}
        <p className="mt-3">
          <Link
            href={withCasino(analyzeHref(grade.hand, grade.commission), grade.ruleSet)}
            className="text-sm font-semibold text-felt-700 underline hover:text-felt-900"
            data-testid="analyze-link"
          >
            {tCompare("analyzeThis")}
          </Link>
        </p>
      </div>

      {chosenIsBest ? null : (
        <WhyBetter
          from={chosen}
          to={best}
          fromName={t("yours")}
          toName={t("best")}
          total={grade.dealerHands}
          commission={grade.commission}
          testId="why-better"
        />
      )}
      {grade.houseWay !== grade.best ? (
        <p className="text-sm text-stone-700" data-testid="house-way-not-best">
          {tCompare("houseWayNotBest", { ev: n.units(best.ev - house.ev) })}
        </p>
      ) : null}

      <div
        className={`grid gap-4 ${panels.length === 4 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3"}`}
      >
        {panels.map((panel) => (
          <article
            key={panel.key}
            aria-labelledby={`setting-${panel.key}`}
            className="rounded-xl border border-stone-200 bg-white p-4"
          >
            <header className="flex items-baseline justify-between gap-2">
              <h3 id={`setting-${panel.key}`} className="font-semibold text-felt-900">
                {panel.title}
              </h3>
              <span className="font-mono text-sm font-semibold tabular-nums">
                {n.ev(panel.split.ev)}
              </span>
            </header>
            {panel.note ? <p className="text-xs text-felt-700">{panel.note}</p> : null}
            <div className="mt-3">
              <SettingCards hand={grade.hand} split={panel.split} fourColour={fourColour} />
            </div>
            {panel.key === "house" ? (
              <p className="mt-3 text-sm text-stone-700" data-testid="house-way-reason">
                <Link
                  href={`${withCasino("/rules/house-way", grade.ruleSet)}#${ruleAnchor(grade.houseWayRule)}`}
                  className="font-semibold underline decoration-felt-300 underline-offset-2 hover:text-felt-800"
                >
                  {t("rule", {
                    // The online way's rules are numbered on its page; another way is named.
                    rule:
                      grade.ruleSet.way === "seed"
                        ? wayRuleName(game, grade.houseWayRule, "label")
                        : wayName(
                            grade.ruleSet.way,
                            (k) => tWays(k as never),
                            (k) => tYours(k as never),
                          ),
                  })}
                </Link>{" "}
                {reasonWords(game, grade.houseWayReason)}
              </p>
            ) : null}
            {panel.key === "trainer" && trainer ? (
              <TrainerReason trainer={trainer} way={grade.ruleSet.way} testId="trainer-reason" />
            ) : null}
          </article>
        ))}
      </div>

      <OutcomeBars
        total={grade.dealerHands}
        rows={[
          { key: "yours", label: t("yours"), ...chosen },
          { key: "best", label: t("best"), ...best },
          { key: "house", label: t("houseWay"), ...house },
          ...(trainerSplit
            ? [{ key: "trainer", label: tCompare("trainerWay"), ...trainerSplit }]
            : []),
        ]}
      />

      <SplitTable grade={{ ...grade, trainer: trainer?.index ?? null }} fourColour={fourColour} />
    </section>
  );
}
