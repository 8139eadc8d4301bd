"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useNow, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { dealAction, submitAction } from "@/app/[locale]/practice/actions";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { progressQuery } from "@/components/progress/progress-query";
import { houseWay } from "@/lib/engine/house-way";
import type { PracticeErrorCode } from "@/lib/practice/errors";
import type { DealRequest, DealView, GradeView, ReviewQueue } from "@/lib/practice/views";
import { DrillPicker } from "./DrillPicker";
import { decodeDrill, readDrillChoice, useDrillChoice } from "./drill-choice";
import { GradeResult } from "./GradeResult";
import { HandPicker } from "./HandPicker";
import { SetPreview } from "./SetPreview";

type ErrorCode = PracticeErrorCode | "network";
type Shown = "yours" | "best" | "house";

/** Keys that belong to typing, not to the drill. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50 sm:px-4";

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
 * The practice table: deals a hand for the chosen drill, lets the learner set it by pointer or
 * keys (1-7 pick, Enter submit, H house way, C or Escape clear, N next hand), grades it on
 * the server and shows the result.
 */
export function DrillTable({ initialDeal }: { initialDeal: DealView | null }) {
  const t = useTranslations("Drill");
  const tGame = useTranslations("Game");
  const locale = useLocale();
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const queryClient = useQueryClient();
  const [fourColour, setFourColour] = useFourColourDeck();
  const [choice, setChoice] = useDrillChoice();

  const [deal, setDeal] = useState<DealView | null>(initialDeal);
  const [picked, setPicked] = useState<number[]>([]);
  const [grade, setGrade] = useState<GradeView | null>(null);
  const [shown, setShown] = useState<Shown>("yours");
  const [reviewEmpty, setReviewEmpty] = useState<ReviewQueue | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const shownAt = useRef(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const firstDeal = useRef(false);

  const progress = useQuery(progressQuery(locale));
  const reviewDue = progress.data?.review.due ?? null;

  const { mutate: mutateDeal, isPending: dealing } = useMutation({ mutationFn: dealAction });

  /**
   * Deals for `request`. A newer request (e.g. the drill changed while a deal was on its way)
   * wins: TanStack runs per-call callbacks for the latest call only.
   */
  const requestDeal = useCallback(
    (request: DealRequest) => {
      setError(null);
      mutateDeal(request, {
        onSuccess: (result) => {
          if (result.status === "error") {
            setError(result.code);
            return;
          }
          setGrade(null);
          setPicked([]);
          setShown("yours");
          if (result.status === "review-empty") {
            setDeal(null);
            setReviewEmpty(result.queue);
            return;
          }
          setReviewEmpty(null);
          setDeal(result.deal);
        },
        onError: () => setError("network"),
      });
    },
    [mutateDeal],
  );

  const submitMutation = useMutation({
    mutationFn: submitAction,
    onMutate: () => setError(null),
    onSuccess: (result) => {
      if (result.status === "error") {
        setError(result.code);
        return;
      }
      setGrade(result.grade);
      setShown("yours");
      void queryClient.invalidateQueries({ queryKey: ["progress"] });
    },
    onError: () => setError("network"),
  });

  const busy = dealing || submitMutation.isPending;

  const dealNext = useCallback(
    (request: DealRequest = choice) => requestDeal(request),
    [choice, requestDeal],
  );

  // The first hand: the one named in the URL ("try again"), else a fresh deal.
  useEffect(() => {
    if (firstDeal.current) return;
    firstDeal.current = true;
    if (initialDeal) {
      // Drop ?deal= so a reload deals afresh instead of naming an answered deal.
      window.history.replaceState(null, "", window.location.pathname);
      return;
    }
    // Straight from storage: during hydration `choice` still holds the server's default.
    requestDeal(decodeDrill(readDrillChoice()));
  }, [initialDeal, requestDeal]);

  // The decision clock starts when a hand is on the table.
  useEffect(() => {
    if (deal) shownAt.current = performance.now();
  }, [deal]);

  // Bring the verdict into view and focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (grade) {
      resultHeading.current?.focus({ preventScroll: true });
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      resultHeading.current?.scrollIntoView({
        behavior: still ? "auto" : "smooth",
        block: "start",
      });
    }
  }, [grade]);

  const toggle = useCallback(
    (position: number) => {
      if (grade || !deal) return;
      setPicked((current) => {
        if (current.includes(position)) return current.filter((p) => p !== position);
        // A third pick replaces the oldest one, so two taps always make a front.
        return [...current, position].slice(-2);
      });
    },
    [grade, deal],
  );

  const submit = useCallback(() => {
    if (!deal || grade || picked.length !== 2 || submitMutation.isPending || dealing) return;
    const [a, b] = picked as [number, number];
    submitMutation.mutate({
      dealId: deal.dealId,
      front: [deal.hand[a] as number, deal.hand[b] as number],
      decideMs: Math.round(performance.now() - shownAt.current),
    });
  }, [deal, grade, picked, submitMutation, dealing]);

  const showHouseWay = useCallback(() => {
    if (!deal) return;
    if (grade) {
      setShown("house");
      return;
    }
    setPicked([...houseWay(deal.hand).frontIndex]);
  }, [deal, grade]);

  const clear = useCallback(() => {
    if (grade) setShown("yours");
    else setPicked([]);
  }, [grade]);

  // Latest handlers for the one window-level key listener.
  const keys = useRef({ toggle, submit, showHouseWay, clear, dealNext });
  keys.current = { toggle, submit, showHouseWay, clear, dealNext };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      const k = keys.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.key >= "1" && event.key <= "7") {
        event.preventDefault();
        k.toggle(Number(event.key) - 1);
      } else if (event.key === "Enter") {
        // Enter on an ordinary button presses that button; on a card (or nowhere) it submits.
        if (target?.closest("button, a, summary") && !target.closest("[data-card]")) return;
        event.preventDefault();
        k.submit();
      } else if (event.key === "h" || event.key === "H") {
        event.preventDefault();
        k.showHouseWay();
      } else if (event.key === "c" || event.key === "C" || event.key === "Escape") {
        event.preventDefault();
        k.clear();
      } else if (event.key === "n" || event.key === "N") {
        event.preventDefault();
        k.dealNext();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  function changeDrill(next: DealRequest) {
    setChoice(next);
    dealNext(next);
  }

  const shownFront: number[] = grade
    ? [
        ...(grade.splits[
          shown === "best" ? grade.best : shown === "house" ? grade.houseWay : grade.chosen
        ]?.frontIndex ?? []),
      ]
    : picked;

  const dealTag = deal
    ? deal.drill === "category" && deal.filter
      ? tGame(`categories.${deal.filter}`)
      : deal.drill === "review"
        ? t("dealTag.review", { lapses: deal.lapses ?? 1 })
        : t(`dealTag.${deal.drill}`)
    : null;

  return (
    <div className="space-y-6">
      <DrillPicker
        value={choice}
        reviewDue={reviewDue}
        fourColour={fourColour}
        onChange={changeDrill}
        onFourColourChange={setFourColour}
      />

      <section
        aria-labelledby="table-title"
        aria-busy={dealing}
        className="rounded-2xl bg-gradient-to-b from-felt-700 to-felt-800 p-3 text-white shadow-md sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="table-title" className="text-lg font-semibold">
            {grade ? t("tableTitleGraded") : t("tableTitle")}
          </h2>
          {dealTag ? (
            <p className="text-sm text-felt-100" data-testid="deal-tag">
              {dealTag}
              {grade ? ` · ${tGame(`categories.${grade.category}`)}` : null}
            </p>
          ) : null}
        </div>

        {deal ? (
          <HandPicker
            hand={deal.hand}
            front={shownFront}
            interactive={!grade}
            fourColour={fourColour}
            onToggle={toggle}
          />
        ) : reviewEmpty ? null : (
          <ul aria-hidden="true" className="grid grid-cols-7 gap-1.5 pt-4 sm:gap-3">
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
                    when: format.relativeTime(reviewEmpty.nextDueAt, now),
                  })
                : t("reviewEmpty.none")}
            </p>
            <button
              type="button"
              onClick={() => changeDrill({ drill: "any" })}
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
                onClick={() => setShown(key)}
                className={`rounded-full px-3 py-1 text-sm font-semibold ${
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
              <button
                type="button"
                onClick={() => dealNext()}
                className="mt-2 font-semibold underline"
              >
                {t("newHand")}
              </button>
            ) : null}
          </div>
        ) : null}

        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <button
            type="button"
            onClick={submit}
            disabled={!deal || !!grade || picked.length !== 2 || busy}
            aria-keyshortcuts="Enter"
            className={`${buttonBase} bg-chip-400 text-felt-950 hover:bg-chip-500`}
          >
            {submitMutation.isPending ? t("grading") : t("submit")}
            <Kbd>↵</Kbd>
          </button>
          <button
            type="button"
            onClick={showHouseWay}
            disabled={!deal || busy}
            aria-keyshortcuts="H"
            className={`${buttonBase} bg-white text-felt-900 hover:bg-felt-50`}
          >
            {t("houseWay")}
            <Kbd>H</Kbd>
          </button>
          <button
            type="button"
            onClick={clear}
            disabled={!deal || busy || (grade ? shown === "yours" : picked.length === 0)}
            aria-keyshortcuts="C Escape"
            className={`${buttonBase} bg-felt-950/40 text-white hover:bg-felt-950/60`}
          >
            {t("clear")}
            <Kbd>C</Kbd>
          </button>
          <button
            type="button"
            onClick={() => dealNext()}
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
        <p className="mt-3 hidden text-xs text-felt-100 sm:block">{t("keysHelp")}</p>
      </section>

      {grade ? (
        <GradeResult grade={grade} fourColour={fourColour} headingRef={resultHeading} />
      ) : null}
    </div>
  );
}
