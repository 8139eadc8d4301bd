"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { GradeResult } from "@/components/drill/GradeResult";
import { FaceUpGradeResult } from "@/components/faceup/FaceUpGradeResult";
import { Link } from "@/i18n/navigation";
import { isFaceUpGrade } from "@/lib/faceup/views";
import type { Currency } from "@/lib/table/tables";
import { buttonBase } from "./buttons";
import { useMoney } from "./money";
import { SessionPanel } from "./SessionPanel";
import { playedResult, type TableScreen } from "./table-state";

/**
 * The coach (RULES.md 8): after a settled round the practice grade of the setting played, and
 * the session's totals; switched off, it keeps quiet.
 */
export function CoachPanel({
  state,
  currency,
  on,
  onToggle,
  onShow,
  grading,
  analyzeAvailable,
  fourColour,
}: {
  state: TableScreen;
  currency: Currency;
  on: boolean;
  onToggle: (on: boolean) => void;
  onShow: () => void;
  grading: boolean;
  analyzeAvailable: boolean;
  fourColour: boolean;
}) {
  const t = useTranslations("Table.coach");
  const money = useMoney(currency);
  const id = useId();
  const played = playedResult(state);
  const settled = played?.view ?? null;
  const seat = played?.seat ?? null;
  const { grade } = state;
  return (
    <section aria-labelledby="coach-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coach-title" className="text-lg font-semibold text-felt-900">
          {t("title")}
        </h2>
        <div className="flex items-center gap-2 text-sm text-stone-700">
          <input
            id={id}
            type="checkbox"
            checked={on}
            onChange={(e) => onToggle(e.target.checked)}
            className="size-4 accent-felt-700"
          />
          <label htmlFor={id}>{t("toggle")}</label>
        </div>
      </div>
      {on ? (
        <>
          {state.session ? <SessionPanel session={state.session} currency={currency} /> : null}
          {settled && seat ? (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={onShow}
                disabled={grading}
                aria-expanded={state.showCoach}
                className={`${buttonBase} bg-felt-700 text-white hover:bg-felt-800`}
              >
                {grading ? t("grading") : state.showCoach ? t("hide") : t("show")}
              </button>
              {analyzeAvailable ? (
                <Link
                  href={`/analyze?hand=${encodeURIComponent(seat.cards?.join(" ") ?? "")}`}
                  className="text-sm font-semibold text-felt-700 underline"
                >
                  {t("analyze")}
                </Link>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-stone-600">{t("idle")}</p>
          )}
          {state.showCoach && grade && settled && grade.grade.dealId === settled.round?.id ? (
            isFaceUpGrade(grade.grade) ? (
              // Face Up (RULES.md 13.1): graded by the setting's certain outcome, not by EV.
              <FaceUpGradeResult grade={grade.grade} dealer={grade.grade.dealer} level={3} />
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-stone-700" data-testid="coach-money">
                  {t("givenUp", { amount: money.fractional(grade.grade.evLost * grade.bet) })}
                </p>
                <GradeResult grade={grade.grade} fourColour={fourColour} />
              </div>
            )
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** How the cards are laid out and coloured: the practice drill's own two preferences. */
export function DisplayToggles({
  byRank,
  onByRank,
  fourColour,
  onFourColour,
}: {
  byRank: boolean;
  onByRank: (on: boolean) => void;
  fourColour: boolean;
  onFourColour: (on: boolean) => void;
}) {
  const t = useTranslations("Drill");
  const id = useId();
  const box = (key: string, label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <div className="flex items-center gap-2">
      <input
        id={`${id}-${key}`}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-felt-700"
      />
      <label htmlFor={`${id}-${key}`}>{label}</label>
    </div>
  );
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
      {box("sort", t("sortByRank"), byRank, onByRank)}
      {box("deck", t("fourColour"), fourColour, onFourColour)}
    </div>
  );
}
