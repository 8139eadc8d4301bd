"use client";

import { useTranslations } from "next-intl";
import type { TrainerView } from "@/lib/analyze/views";

/** The trainer's rule that set the hand, in the learner's language. */
export function TrainerReason({ trainer, testId }: { trainer: TrainerView; testId?: string }) {
  const t = useTranslations("Compare");
  const rules = useTranslations() as unknown as (key: string) => string;
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid={testId}>
      <span className="font-semibold">{t("trainerRule")}</span>{" "}
      {rules(`StrategyRules.${trainer.rule}.title`)}
    </p>
  );
}
