"use client";

import { useTranslations } from "next-intl";
import type { TrainerView } from "@/lib/analyze/views";
import { HOUSE_WAY_RULE, type Way } from "@/lib/engine";
import { casinoOf } from "@/lib/i18n/casino-of";
import { strategyReasonWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/**
 * The trainer's rule that set the hand and why, in the learner's language. When no rule fits,
 * the trainer's way falls back on the online casinos' house way at every casino (the exact
 * figures are computed so): at another casino the reason says so and names that casino's way.
 */
export function TrainerReason({
  trainer,
  way,
  testId,
}: {
  trainer: TrainerView;
  /** The casino's way the hand is graded or analyzed against. */
  way: Way;
  testId?: string;
}) {
  const t = useTranslations("Compare");
  const game = useGameTranslate();
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid={testId} data-rule={trainer.rule}>
      <span className="font-semibold">
        {t("trainerRule")} {game(`StrategyRules.${trainer.rule}.title`)}
      </span>{" "}
      {trainer.rule === HOUSE_WAY_RULE && way !== "seed"
        ? t("trainerFallback", { of: casinoOf(game, way) })
        : strategyReasonWords(game, trainer.reason)}
    </p>
  );
}
