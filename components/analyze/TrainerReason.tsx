"use client";

import { useTranslations } from "next-intl";
import type { TrainerView } from "@/lib/analyze/views";
import { strategyReasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/** The trainer's rule that set the hand and why, in the learner's language. */
export function TrainerReason({ trainer, testId }: { trainer: TrainerView; testId?: string }) {
  const t = useTranslations("Compare");
  const game = useGameTranslate();
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid={testId} data-rule={trainer.rule}>
      <span className="font-semibold">
        {t("trainerRule")} {game(`StrategyRules.${trainer.rule}.title`)}
      </span>{" "}
      {strategyReasonWords(game, trainer.reason)}
    </p>
  );
}
