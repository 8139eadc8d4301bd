"use client";

import { useTranslations } from "next-intl";
import type { Card } from "@/lib/engine";
import { makeSplit } from "@/lib/engine";
import { backWords, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/**
 * What the current pick makes, in words, before it is submitted: the back and the front,
 * and a warning when the front would outrank the back (a foul). Announced politely as the
 * pick changes.
 */
export function SetPreview({ hand, front }: { hand: readonly Card[]; front: readonly number[] }) {
  const t = useTranslations("Drill");
  const game = useGameTranslate();
  const [a, b] = front;
  const split = a !== undefined && b !== undefined ? makeSplit(hand, a, b) : null;

  return (
    <div
      aria-live="polite"
      className="min-h-[4.5rem] rounded-lg bg-felt-950/35 px-3 py-2 text-sm sm:text-base"
    >
      {split ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-felt-100">{t("back")}</dt>
            <dd className="font-semibold text-white" data-testid="preview-back">
              {backWords(game, split.backValue)}
            </dd>
            <dt className="text-felt-100">{t("front")}</dt>
            <dd className="font-semibold text-white" data-testid="preview-front">
              {frontWords(game, split.frontValue)}
            </dd>
          </dl>
          {split.foul ? (
            <p
              role="alert"
              className="mt-2 flex items-start gap-2 rounded-md bg-red-100 px-2 py-1.5 font-semibold text-red-900"
            >
              <span aria-hidden="true">⚠</span>
              {t("foulWarning")}
            </p>
          ) : null}
        </>
      ) : (
        <p className="py-1 text-felt-50">{front.length === 1 ? t("pickOneMore") : t("pickHint")}</p>
      )}
    </div>
  );
}
