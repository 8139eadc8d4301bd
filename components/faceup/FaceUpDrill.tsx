"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { answerFaceUpAction, dealFaceUpAction } from "@/app/[locale]/faceup/actions";
import { Cards } from "@/components/dealer/DealerDrill";
import { HandPicker } from "@/components/drill/HandPicker";
import { type Card, formatHand, type Way } from "@/lib/engine";
import { isFaceUpErrorCode } from "@/lib/faceup/errors";
import type { FaceUpDealView, FaceUpGradeView } from "@/lib/faceup/views";
import { casinoOf, ownWay } from "@/lib/i18n/casino-of";
import { backWords, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { FaceUpGradeResult } from "./FaceUpGradeResult";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Face Up Pai Gow (RULES.md 13.1): the dealer's hand is shown set by the learner's casino's
 * house way; the learner sets theirs and is told its outcome, whether any setting did better,
 * every setting's outcome and why.
 */
export function FaceUpDrill({
  way,
  ruleSet,
}: {
  way: Way;
  /** The learner's casino (`way/variant`), sent with the deal: the server checks it is theirs. */
  ruleSet: string;
}) {
  const t = useTranslations("FaceUp");
  const tErrors = useTranslations("Drill.errors");
  const game = useGameTranslate();
  const [deal, setDeal] = useState<FaceUpDealView | null>(null);
  const [front, setFront] = useState<number[]>([]);
  const [grade, setGrade] = useState<FaceUpGradeView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const [score, setScore] = useState({ hands: 0, right: 0 });

  const errorText = (code: string) =>
    isFaceUpErrorCode(code) ? t(`errors.${code}`) : tErrors(code as never);

  const dealNext = () =>
    start(async () => {
      setError(null);
      const r = await dealFaceUpAction({ ruleSet });
      if (r.status === "dealt") {
        setDeal(r.deal);
        setFront([]);
        setGrade(null);
      } else setError(errorText(r.code));
    });

  const submit = () =>
    start(async () => {
      if (!deal || front.length !== 2) return;
      setError(null);
      const cards = front.map((p) => deal.hand[p] as Card) as [Card, Card];
      const r = await answerFaceUpAction({ dealId: deal.dealId, front: cards });
      if (r.status === "graded") {
        setGrade(r.grade);
        setScore((s) => ({ hands: s.hands + 1, right: s.right + (r.grade.correct ? 1 : 0) }));
      } else setError(errorText(r.code));
    });

  const toggle = (position: number) => {
    if (grade) return;
    setFront((f) =>
      f.includes(position) ? f.filter((p) => p !== position) : f.length < 2 ? [...f, position] : f,
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={dealNext}
          disabled={pending}
          className={`${button} bg-felt-700 text-white hover:bg-felt-800`}
          data-testid="faceup-deal"
        >
          {deal ? t("next") : t("deal")}
        </button>
        <span className="text-sm text-stone-600" data-testid="faceup-score">
          {t("score", { right: score.right, hands: score.hands })}
        </span>
      </div>

      {deal ? (
        <>
          <section
            aria-labelledby="faceup-dealer-title"
            className="rounded-xl border border-stone-200 bg-white p-4"
            data-testid="faceup-dealer"
            data-front={formatHand(deal.dealer.front)}
            data-back={formatHand(deal.dealer.back)}
          >
            <h2 id="faceup-dealer-title" className="font-semibold text-felt-900">
              {t("dealer", { of: casinoOf(game, way), own: ownWay(way) })}
            </h2>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <div>
                <Cards cards={deal.dealer.back} label={t("back")} />
                <p className="mt-1 text-sm text-stone-700">
                  {t("valueOf", { hand: t("back"), value: backWords(game, deal.dealer.backValue) })}
                </p>
              </div>
              <div>
                <Cards cards={deal.dealer.front} label={t("front")} />
                <p className="mt-1 text-sm text-stone-700">
                  {t("valueOf", {
                    hand: t("front"),
                    value: frontWords(game, deal.dealer.frontValue),
                  })}
                </p>
              </div>
            </div>
            {deal.dealer.pushes ? (
              <p className="mt-2 font-semibold text-stone-900">{t("dealerPushes")}</p>
            ) : null}
          </section>

          <section
            aria-labelledby="faceup-hand-title"
            className="rounded-xl bg-felt-800 p-4"
            data-hand={formatHand(deal.hand)}
            data-testid="faceup-hand"
          >
            <h2 id="faceup-hand-title" className="text-white">
              {t("task")}
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
                data-testid="faceup-submit"
              >
                {t("submit")}
              </button>
            )}
          </section>
        </>
      ) : (
        <p className="text-stone-700">{t("start")}</p>
      )}

      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}

      {grade && deal ? (
        <FaceUpGradeResult
          grade={grade}
          dealer={{
            backValue: deal.dealer.backValue,
            frontValue: deal.dealer.frontValue,
            pushes: deal.dealer.pushes,
          }}
        />
      ) : null}
    </div>
  );
}
