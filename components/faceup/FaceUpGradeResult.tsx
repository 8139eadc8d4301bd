"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { FaceUpGradeView } from "@/lib/faceup/views";
import { backWords, frontWords } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { FaceUpExplanationText } from "./FaceUpExplanationText";

const OUTCOMES = ["win", "push", "loss"] as const;

/**
 * A Face Up grade (RULES.md 13.1): the setting's certain outcome and whether any setting did
 * better, each side's mark, why, and every setting's outcome. The drill shows it after an answer,
 * the Face Up table's coach after a round (headings one level down there: `level` 3).
 */
export function FaceUpGradeResult({
  grade,
  dealer,
  level = 2,
}: {
  grade: FaceUpGradeView;
  dealer: { backValue: number; frontValue: number; pushes: boolean };
  level?: 2 | 3;
}) {
  const t = useTranslations("FaceUp");
  const game = useGameTranslate();
  const id = useId();
  const Title = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  const Group = level === 2 ? "h4" : "h5";
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <Title
        id={id}
        className="text-xl font-bold"
        data-testid="faceup-verdict"
        data-outcome={grade.outcome}
        data-correct={grade.correct}
      >
        {grade.correct
          ? t("verdict.best", { outcome: grade.outcome })
          : t("verdict.notBest", { outcome: grade.outcome, best: grade.best })}
      </Title>
      {dealer.pushes ? null : grade.foul ? (
        <p>{t("foul")}</p>
      ) : (
        <p>{t("marks", { back: grade.marks.back, front: grade.marks.front })}</p>
      )}
      <FaceUpExplanationText
        explanation={grade.explanation}
        dealerBack={dealer.backValue}
        dealerFront={dealer.frontValue}
      />
      <Sub className="font-semibold text-felt-900">{t("all")}</Sub>
      <div className="grid gap-3 md:grid-cols-3" data-testid="faceup-splits">
        {OUTCOMES.map((outcome) => {
          const rows = grade.splits.filter((s) => s.outcome === outcome);
          if (rows.length === 0) return null;
          const count = rows.reduce((n, s) => n + s.count, 0);
          return (
            <div key={outcome} data-outcome={outcome}>
              <Group className="font-semibold">{t("group", { outcome, count })}</Group>
              <ul className="mt-1 space-y-1 text-sm">
                {rows.map((s) => (
                  <li
                    key={`${s.backValue}|${s.frontValue}`}
                    className={s.yours ? "font-semibold" : undefined}
                  >
                    {t("setting", {
                      back: backWords(game, s.backValue),
                      front: frontWords(game, s.frontValue),
                    })}
                    {s.foul ? ` (${t("fouled")})` : null}
                    {s.yours ? ` (${t("yours")})` : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
