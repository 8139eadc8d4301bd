"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { answerDealerAction, dealDealerAction } from "@/app/[locale]/dealer/actions";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { HandPicker } from "@/components/drill/HandPicker";
import type { DealerDealView, DealerGradeView, DealerMode } from "@/lib/dealer/views";
import type { Card, Way } from "@/lib/engine";
import { casinoOf, ownWay } from "@/lib/i18n/casino-of";
import { cardName, reasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50";

/** Cards as pictures in a named list (a hand's front or back). */
export function Cards({ cards, label }: { cards: readonly Card[]; label: string }) {
  const game = useGameTranslate();
  return (
    <ul aria-label={label} className="mt-1 flex gap-1">
      {cards.map((card) => (
        <li key={card} className="w-9">
          <PlayingCard card={card} fourColour={false} label={cardName(game, card)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Set this hand as the dealer at <casino> would": the learner picks the two front cards and
 * is told right or wrong against the casino's house way, with the rule and why it sets so.
 */
export function DealerDrill({
  way,
  canDiffer,
}: {
  /** The casino's way: its name inside sentences ("the dealer of the online casinos"). */
  way: Way;
  canDiffer: boolean;
}) {
  const t = useTranslations("DealerDrill");
  const tErrors = useTranslations("Drill.errors");
  const game = useGameTranslate();
  const [mode, setMode] = useState<DealerMode>("all");
  const [deal, setDeal] = useState<DealerDealView | null>(null);
  const [front, setFront] = useState<number[]>([]);
  const [grade, setGrade] = useState<DealerGradeView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const [score, setScore] = useState({ hands: 0, right: 0 });

  const dealNext = () =>
    start(async () => {
      setError(null);
      const r = await dealDealerAction({ mode });
      if (r.status === "dealt") {
        setDeal(r.deal);
        setFront([]);
        setGrade(null);
      } else setError(tErrors(r.code as never));
    });

  const submit = () =>
    start(async () => {
      if (!deal || front.length !== 2) return;
      setError(null);
      const cards = front.map((p) => deal.hand[p] as Card) as [Card, Card];
      const r = await answerDealerAction({ dealId: deal.dealId, front: cards });
      if (r.status === "graded") {
        setGrade(r.grade);
        setScore((s) => ({ hands: s.hands + 1, right: s.right + (r.grade.correct ? 1 : 0) }));
      } else setError(tErrors(r.code as never));
    });

  const toggle = (position: number) => {
    if (grade) return;
    setFront((f) =>
      f.includes(position) ? f.filter((p) => p !== position) : f.length < 2 ? [...f, position] : f,
    );
  };

  const back = (cards: readonly Card[], out: readonly Card[]) =>
    cards.filter((c) => !out.includes(c));

  return (
    <div className="space-y-5">
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="sr-only">{t("modeLabel")}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="dealer-mode"
            checked={mode === "all"}
            onChange={() => setMode("all")}
          />
          {t("modeAll")}
        </label>
        {canDiffer ? (
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="dealer-mode"
              checked={mode === "differs"}
              onChange={() => setMode("differs")}
            />
            {t("modeDiffers", { of: casinoOf(game, way) })}
          </label>
        ) : null}
        <button
          type="button"
          onClick={dealNext}
          disabled={pending}
          className={`${button} bg-felt-700 text-white hover:bg-felt-800`}
          data-testid="dealer-deal"
        >
          {deal ? t("next") : t("deal")}
        </button>
        <span className="text-sm text-stone-600" data-testid="dealer-score">
          {t("score", { right: score.right, hands: score.hands })}
        </span>
      </fieldset>

      {deal ? (
        <section aria-labelledby="dealer-hand-title" className="rounded-xl bg-felt-800 p-4">
          <h2 id="dealer-hand-title" className="text-white">
            {t("task", { of: casinoOf(game, way) })}
          </h2>
          <HandPicker
            hand={deal.hand}
            order={[0, 1, 2, 3, 4, 5, 6]}
            front={grade ? grade.front.map((c) => deal.hand.indexOf(c)) : front}
            interactive={!grade}
            fourColour={false}
            onToggle={toggle}
          />
          {grade ? null : (
            <button
              type="button"
              onClick={submit}
              disabled={pending || front.length !== 2}
              className={`${button} mt-4 bg-chip-400 text-stone-950`}
              data-testid="dealer-submit"
            >
              {t("submit")}
            </button>
          )}
        </section>
      ) : (
        <p className="text-stone-700">{t("start")}</p>
      )}

      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}

      {grade && deal ? (
        <section
          aria-labelledby="dealer-result"
          className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2
            id="dealer-result"
            className="text-xl font-bold"
            data-testid="dealer-verdict"
            data-correct={grade.correct}
          >
            {grade.correct ? t("right") : t("wrong")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold text-felt-900">{t("yours")}</h3>
              <Cards cards={grade.front} label={t("front")} />
              <Cards cards={back(grade.hand, grade.front)} label={t("back")} />
            </div>
            <div data-testid="dealer-way">
              <h3 className="font-semibold text-felt-900">
                {t("way", { of: casinoOf(game, way), own: ownWay(way) })}
              </h3>
              <Cards cards={grade.wayFront} label={t("front")} />
              <Cards cards={back(grade.hand, grade.wayFront)} label={t("back")} />
            </div>
          </div>
          <p className="text-stone-800" data-testid="dealer-reason" data-rule={grade.rule}>
            {reasonWords(game, grade.reason)}
          </p>
        </section>
      ) : null}
    </div>
  );
}
