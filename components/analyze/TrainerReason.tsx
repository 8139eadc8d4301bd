"use client";

import { useTranslations } from "next-intl";
import type { TrainerView } from "@/lib/analyze/views";
import { HOUSE_WAY_RULE, type Way } from "@/lib/engine";
import { casinoOf } from "@/lib/i18n/casino-of";
import { strategyReasonWords } from "@/lib/i18n/game-text";
import { ownRuleText, ownRuleTitle } from "@/lib/i18n/strategy-rule-words";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";

/**
 * The trainer's rule that set the hand and why, in the learner's language. A casino with its
 * own list of rules (rule-sets.ts) names its rule in words built from the rule's data, and
 * when none fits, that casino's house way. Elsewhere the seed's list: when no rule fits, the
 * trainer's way falls back on the online casinos' house way at every casino (the exact figures
 * are computed so), and at another casino the reason says so and names that casino's way.
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
  const fallback = trainer.rule === HOUSE_WAY_RULE;
  const title = trainer.own
    ? ownRuleTitle(game, trainer.own)
    : game(`StrategyRules.${trainer.rule}.title`);
  const why = trainer.own
    ? ownRuleText(game, trainer.own)
    : fallback && trainer.ownList
      ? game("StrategyWords.fallback", { of: casinoOf(game, way) })
      : fallback && way !== "seed"
        ? t("trainerFallback", { of: casinoOf(game, way) })
        : strategyReasonWords(game, trainer.reason);
  return (
    <p
      className="mt-3 text-sm text-stone-700"
      data-testid={testId}
      data-rule={trainer.rule}
      data-list={trainer.ownList ? "own" : "seed"}
    >
      <span className="font-semibold">
        {t("trainerRule")}{" "}
        {fallback && trainer.ownList
          ? game("StrategyWords.otherwiseTitle", { of: casinoOf(game, way) })
          : title}
      </span>{" "}
      {why}
    </p>
  );
}
