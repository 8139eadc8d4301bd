"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { useRelativeTime } from "@/lib/i18n/use-relative-time";
import type { DrillState, Shown } from "./drill-state";
import { GradeResult } from "./GradeResult";
import { HandPicker } from "./HandPicker";
import { SetPreview } from "./SetPreview";

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-1.5 py-2 text-[0.8rem] leading-tight font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50 sm:px-4 sm:py-2.5 sm:text-sm";

function Kbd({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      <kbd className="rounded border border-current/30 px-1 font-sans text-[0.7rem] leading-4 opacity-80">
        {children}
      </kbd>
    </span>
  );
}

/**
 * The practice table as drawn from its state: the hand, the preview or the graded view, the
 * buttons and the result. Before grading: Submit, House way (suggests its front), Clear and
 * Next hand; once graded, one switch for the setting the cards show (yours, best, house way)
 * and Next hand. On a phone the buttons stay fixed at the bottom of the screen, so Submit and
 * Next hand never need a scroll.
 */
export function DrillView({
  state,
  order,
  front,
  fourColour,
  dealing,
  grading,
  handRef,
  resultHeading,
  onToggle,
  onShow,
  onSubmit,
  onHouseWay,
  onClear,
  onNext,
  onSwitchToAny,
}: {
  state: DrillState;
  order: readonly number[];
  front: readonly number[];
  fourColour: boolean;
  dealing: boolean;
  grading: boolean;
  handRef: RefObject<HTMLUListElement | null>;
  resultHeading: RefObject<HTMLHeadingElement | null>;
  onToggle: (position: number) => void;
  onShow: (shown: Shown) => void;
  onSubmit: () => void;
  onHouseWay: () => void;
  onClear: () => void;
  onNext: () => void;
  onSwitchToAny: () => void;
}) {
  const t = useTranslations("Drill");
  const tGame = useTranslations("Game");
  const when = useRelativeTime();
  const { deal, grade, picked, shown, reviewEmpty, error } = state;
  const busy = dealing || grading;

  // The deal's kind; a category drill already names the category, so the graded category is
  // added only when it says something new.
  const dealTag = deal
    ? deal.drill === "category" && deal.filter
      ? tGame(`categories.${deal.filter}`)
      : deal.drill === "review"
        ? t("dealTag.review", { lapses: deal.lapses ?? 1 })
        : t(`dealTag.${deal.drill}`)
    : null;
  const gradedCategory =
    grade && !(deal?.drill === "category" && deal.filter === grade.category)
      ? tGame(`categories.${grade.category}`)
      : null;

  return (
    <>
      <section
        aria-labelledby="table-title"
        aria-busy={dealing}
        // Edge to edge on a phone, so seven cards are each wider than a fingertip (44 px).
        className="-mx-4 bg-gradient-to-b from-felt-700 to-felt-800 px-2 py-3 text-white shadow-md sm:mx-0 sm:rounded-2xl sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1 sm:px-0">
          <h2 id="table-title" className="text-lg font-semibold">
            {grade ? t("tableTitleGraded") : t("tableTitle")}
          </h2>
          {dealTag ? (
            <p className="text-sm text-felt-100" data-testid="deal-tag">
              {dealTag}
              {gradedCategory ? ` · ${gradedCategory}` : null}
            </p>
          ) : null}
        </div>

        {deal ? (
          <HandPicker
            hand={deal.hand}
            order={order}
            front={front}
            interactive={!grade}
            fourColour={fourColour}
            onToggle={onToggle}
            listRef={handRef}
          />
        ) : reviewEmpty ? null : (
          <ul aria-hidden="true" className="grid grid-cols-7 gap-1 pt-4 sm:gap-3">
            {[0, 1, 2, 3, 4, 5, 6].map((k) => (
              <li key={k} className="flex flex-col items-center gap-1.5">
                <span className="block aspect-[5/7] w-full max-w-24 animate-pulse rounded-[9%] bg-felt-600/60" />
                <span className="h-5" />
              </li>
            ))}
          </ul>
        )}

        {reviewEmpty ? (
          <div className="mt-4 rounded-lg bg-felt-950/35 p-4" data-testid="review-empty">
            <p className="font-semibold">{t("reviewEmpty.title")}</p>
            <p className="mt-1 text-sm text-felt-50">
              {reviewEmpty.pending > 0 && reviewEmpty.nextDueAt !== null
                ? t("reviewEmpty.waiting", {
                    pending: reviewEmpty.pending,
                    when: when(reviewEmpty.nextDueAt),
                  })
                : t("reviewEmpty.none")}
            </p>
            <button
              type="button"
              onClick={onSwitchToAny}
              className={`${buttonBase} mt-3 bg-chip-400 text-felt-950 hover:bg-chip-500`}
            >
              {t("reviewEmpty.switch")}
            </button>
          </div>
        ) : null}

        {deal && !grade ? (
          <div className="mt-4">
            <SetPreview hand={deal.hand} front={picked} />
          </div>
        ) : null}

        {grade ? (
          <fieldset className="mt-4 flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t("showOnCards")}</legend>
            <span aria-hidden="true" className="text-sm text-felt-100">
              {t("showOnCards")}
            </span>
            {(["yours", "best", "house"] as const).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={shown === key}
                aria-keyshortcuts={key === "house" ? "H" : undefined}
                onClick={() => onShow(key)}
                className={`min-h-9 rounded-full px-3 py-1 text-sm font-semibold ${
                  shown === key
                    ? "bg-chip-400 text-felt-950"
                    : "bg-felt-950/35 text-white hover:bg-felt-950/50"
                }`}
              >
                {t(`shown.${key}`)}
              </button>
            ))}
          </fieldset>
        ) : null}

        {error ? (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t(`errors.${error}`)}</p>
            {error !== "invalid-input" ? (
              <button type="button" onClick={onNext} className="mt-2 font-semibold underline">
                {t("newHand")}
              </button>
            ) : null}
          </div>
        ) : null}

        {reviewEmpty ? null : (
          <div
            data-testid="drill-buttons"
            className="max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-20 max-sm:border-t max-sm:border-felt-950/40 max-sm:bg-felt-800/95 max-sm:px-3 max-sm:pt-2 max-sm:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-4px_12px_rgb(0_0_0/0.2)] sm:mt-4"
          >
            <div
              className={`grid gap-2 sm:flex sm:flex-wrap ${grade ? "grid-cols-1" : "grid-cols-4"}`}
            >
              {grade ? null : (
                <>
                  <button
                    type="button"
                    onClick={onSubmit}
                    disabled={!deal || picked.length !== 2 || busy}
                    aria-keyshortcuts="Enter"
                    className={`${buttonBase} bg-chip-400 text-felt-950 hover:bg-chip-500`}
                  >
                    {grading ? t("grading") : t("submit")}
                    <Kbd>↵</Kbd>
                  </button>
                  <button
                    type="button"
                    onClick={onHouseWay}
                    disabled={!deal || busy}
                    aria-keyshortcuts="H"
                    className={`${buttonBase} bg-white text-felt-900 hover:bg-felt-50`}
                  >
                    {t("houseWay")}
                    <Kbd>H</Kbd>
                  </button>
                  <button
                    type="button"
                    onClick={onClear}
                    disabled={!deal || busy || picked.length === 0}
                    aria-keyshortcuts="C Escape"
                    className={`${buttonBase} bg-felt-950/40 text-white hover:bg-felt-950/60`}
                  >
                    {t("clear")}
                    <Kbd>C</Kbd>
                  </button>
                </>
              )}
              <button
                type="button"
                onClick={onNext}
                disabled={dealing}
                aria-keyshortcuts="N"
                className={`${buttonBase} ${
                  grade
                    ? "bg-chip-400 text-felt-950 hover:bg-chip-500"
                    : "bg-felt-950/40 text-white hover:bg-felt-950/60"
                }`}
              >
                {dealing ? t("dealing") : t("next")}
                <Kbd>N</Kbd>
              </button>
            </div>
          </div>
        )}
        <p className="mt-3 hidden text-xs text-felt-100 sm:block">{t("keysHelp")}</p>
      </section>

      {grade ? (
        <GradeResult grade={grade} fourColour={fourColour} headingRef={resultHeading} />
      ) : null}
      {/* Room under the page for the phone's fixed button bar. */}
      <div aria-hidden="true" className="h-16 sm:hidden" />
    </>
  );
}
