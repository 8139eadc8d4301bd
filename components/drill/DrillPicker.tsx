"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { DRILL_FILTERS } from "@/lib/engine";
import type { DealRequest } from "@/lib/practice/views";
import { decodeDrill, encodeDrill } from "./drill-code";

/** A rule of the learner's casino's trainer's list, as the menu names it. */
export interface BeatRuleOption {
  key: string;
  title: string;
}

/** Which hands to deal, and how the cards look: the deck's colours, sorted by rank or not. */
export function DrillPicker({
  value,
  beatRules,
  reviewDue,
  fourColour,
  byRank,
  onChange,
  onNextKey,
  onFourColourChange,
  onByRankChange,
}: {
  value: DealRequest;
  /** The trainer's rules of the learner's casino, in order (the page words them). */
  beatRules: readonly BeatRuleOption[];
  reviewDue: number | null;
  fourColour: boolean;
  byRank: boolean;
  onChange: (next: DealRequest) => void;
  /** N pressed on the menu: the next hand, as everywhere else on the table. */
  onNextKey: () => void;
  onFourColourChange: (on: boolean) => void;
  onByRankChange: (on: boolean) => void;
}) {
  const t = useTranslations("Drill");
  const tGame = useTranslations("Game");
  const selectId = useId();
  const deckId = useId();
  const sortId = useId();
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
          onKeyDown={(event) => {
            // A menu's type-ahead would jump to the drill starting with N; N means next hand.
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === "n" || event.key === "N") {
              event.preventDefault();
              onNextKey();
            }
          }}
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
          <option value="beat">{t("drills.beat")}</option>
          <optgroup label={t("drills.beatByRule")}>
            {beatRules.map((rule, index) => (
              <option key={rule.key} value={`beat:${rule.key}`}>
                {`${index + 1}. ${rule.title}`}
              </option>
            ))}
          </optgroup>
        </select>
        <p id={helpId} className="max-w-md text-sm text-stone-600">
          {t(`drillHelp.${value.drill}`)}
        </p>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2 sm:flex-col">
        <div className="flex min-h-6 items-center gap-2">
          <input
            id={sortId}
            type="checkbox"
            checked={byRank}
            onChange={(event) => onByRankChange(event.target.checked)}
            className="size-4 accent-felt-700"
          />
          <label htmlFor={sortId} className="text-sm text-stone-700">
            {t("sortByRank")}
          </label>
        </div>
        <div className="flex min-h-6 items-center gap-2">
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
    </div>
  );
}
