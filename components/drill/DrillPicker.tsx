"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { DRILL_FILTERS } from "@/lib/engine/categories";
import type { DealRequest } from "@/lib/practice/views";
import { decodeDrill, encodeDrill } from "./drill-choice";

/** Which hands to deal, and the deck's colours. */
export function DrillPicker({
  value,
  reviewDue,
  fourColour,
  onChange,
  onFourColourChange,
}: {
  value: DealRequest;
  reviewDue: number | null;
  fourColour: boolean;
  onChange: (next: DealRequest) => void;
  onFourColourChange: (on: boolean) => void;
}) {
  const t = useTranslations("Drill");
  const tGame = useTranslations("Game");
  const selectId = useId();
  const deckId = useId();
  const helpId = useId();

  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-semibold text-felt-900">
          {t("drillLabel")}
        </label>
        <select
          id={selectId}
          value={encodeDrill(value)}
          aria-describedby={helpId}
          onChange={(event) => onChange(decodeDrill(event.target.value))}
          className="w-full max-w-xs rounded-lg border border-stone-300 bg-white py-2 pr-8 pl-3 text-base text-stone-900 shadow-sm sm:w-72"
        >
          <option value="any">{t("drills.any")}</option>
          <option value="traps">{t("drills.traps")}</option>
          <option value="review">
            {reviewDue ? t("drills.reviewDue", { due: reviewDue }) : t("drills.review")}
          </option>
          <optgroup label={t("drills.byCategory")}>
            {DRILL_FILTERS.map((filter) => (
              <option key={filter} value={`category:${filter}`}>
                {tGame(`categories.${filter}`)}
              </option>
            ))}
          </optgroup>
        </select>
        <p id={helpId} className="max-w-md text-sm text-stone-600">
          {t(`drillHelp.${value.drill}`)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={deckId}
          type="checkbox"
          checked={fourColour}
          onChange={(event) => onFourColourChange(event.target.checked)}
          className="size-4 accent-felt-700"
        />
        <label htmlFor={deckId} className="text-sm text-stone-700">
          {t("fourColour")}
        </label>
      </div>
    </div>
  );
}
