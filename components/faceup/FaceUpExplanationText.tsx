"use client";

import { useTranslations } from "next-intl";
import type { FaceUpExplanation } from "@/lib/faceup/explain";
import { backWords, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/**
 * Why the settings of a Face Up hand do what they do (lib/faceup/explain.ts), in words: the
 * rule against this dealer's hands, then what the learner's 21 settings made of it.
 */
export function FaceUpExplanationText({
  explanation: e,
  dealerBack,
  dealerFront,
}: {
  explanation: FaceUpExplanation;
  dealerBack: number;
  dealerFront: number;
}) {
  const t = useTranslations("FaceUp.explain");
  const game = useGameTranslate();
  if (e.kind === "dealer-pushes")
    return <p data-testid="faceup-explanation">{t("dealerPushes")}</p>;
  return (
    <div className="space-y-1" data-testid="faceup-explanation">
      <p>
        {t("rule", { back: backWords(game, dealerBack), front: frontWords(game, dealerFront) })}
      </p>
      <p>
        {e.kind === "wins"
          ? t("wins", {
              wins: e.wins,
              lowBack: backWords(game, e.lowestBack),
              lowFront: frontWords(game, e.lowestFront),
            })
          : e.kind === "pushes"
            ? t("pushes", { pushes: e.pushes })
            : t("loses")}
      </p>
    </div>
  );
}
