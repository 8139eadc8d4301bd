"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useLocale } from "next-intl";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useFourColourDeck, useSortByRank } from "@/components/cards/deck-preference";
import { progressQuery } from "@/components/progress/progress-query";
import { houseWay } from "@/lib/engine";
import type { DealRequest, DealView } from "@/lib/practice/views";
import { type BeatRuleOption, DrillPicker } from "./DrillPicker";
import { DrillView } from "./DrillView";
import { readDrillChoice, useDrillChoice } from "./drill-choice";
import { decodeDrill, drillFromParam, encodeDrill, fitBeatRule } from "./drill-code";
import { displayOrder, drillReducer, initialDrillState, shownFront } from "./drill-state";
import { dealHand, submitHand } from "./practice-api";
import { useDrillKeys } from "./use-drill-keys";

/**
 * The practice table: deals a hand for the chosen drill, lets the learner set it by pointer or
 * keys (1-7 pick, Enter submit, H house way, C or Escape clear, N next hand), grades it on
 * the server and shows the result. The state lives in one reducer (drill-state.ts); this
 * component talks to the server and the keyboard, DrillView draws.
 *
 * A `?drill=` in the URL (an assignment's "Practise now") replaces the stored choice and deals
 * it, also when the link is followed from this page.
 */
export function DrillTable({
  initialDeal,
  beatRules,
}: {
  initialDeal: DealView | null;
  /** The trainer's rules of the learner's casino ("Beat the house way, by rule"). */
  beatRules: readonly BeatRuleOption[];
}) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [fourColour, setFourColour] = useFourColourDeck();
  const [byRank, setByRank] = useSortByRank();
  const [stored, setChoice] = useDrillChoice();
  const beatKeys = useMemo(() => beatRules.map((r) => r.key), [beatRules]);
  // A rule stored under another casino is dealt and shown as the drill by any rule.
  const choice = useMemo(() => fitBeatRule(stored, beatKeys), [stored, beatKeys]);
  const [state, dispatch] = useReducer(drillReducer, initialDeal, initialDrillState);
  const { deal, grade, picked } = state;
  const shownAt = useRef(0);
  // The House Way button was used on this hand: the answer is recorded as `house-way`, not
  // as the learner's own decision (issue 10).
  const houseWayUsed = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const handRef = useRef<HTMLUListElement>(null);
  const firstDeal = useRef(false);
  /** Set when the learner asked for the hand, so it gets the focus when it arrives. */
  const focusHand = useRef(false);
  const handShown = useRef(false);

  const urlDrill = drillFromParam(useSearchParams().get("drill"));
  const urlDrillCode = urlDrill ? encodeDrill(urlDrill) : null;

  const progress = useQuery(progressQuery(locale));
  const reviewDue = progress.data?.review.due ?? null;

  const { mutate: mutateDeal, isPending: dealing } = useMutation({
    mutationFn: (input: DealRequest) => dealHand(input),
  });

  /**
   * Deals for `request`. A newer request (e.g. the drill changed while a deal was on its way)
   * wins: TanStack runs per-call callbacks for the latest call only.
   */
  const requestDeal = useCallback(
    (request: DealRequest) => {
      dispatch({ type: "request" });
      mutateDeal(fitBeatRule(request, beatKeys), {
        onSuccess: (result) => {
          if (result.status === "error") dispatch({ type: "failed", code: result.code });
          else if (result.status === "review-empty")
            dispatch({ type: "review-empty", queue: result.queue });
          else dispatch({ type: "dealt", deal: result.deal });
        },
        onError: () => dispatch({ type: "failed", code: "network" }),
      });
    },
    [mutateDeal, beatKeys],
  );

  const submitMutation = useMutation({
    mutationFn: submitHand,
    onMutate: () => dispatch({ type: "request" }),
    onSuccess: (result) => {
      if (result.status === "error") {
        dispatch({ type: "failed", code: result.code });
        return;
      }
      dispatch({ type: "graded", grade: result.grade });
      void queryClient.invalidateQueries({ queryKey: ["progress"] });
    },
    onError: () => dispatch({ type: "failed", code: "network" }),
  });

  const busy = dealing || submitMutation.isPending;

  const dealNext = useCallback(
    (request: DealRequest = choice) => {
      focusHand.current = true;
      requestDeal(request);
    },
    [choice, requestDeal],
  );

  // The first hand: the one named in the URL ("try again"), else a fresh deal of the stored
  // choice (unless the URL names a drill: the effect below deals that).
  useEffect(() => {
    if (firstDeal.current) return;
    firstDeal.current = true;
    if (initialDeal) {
      // Drop ?deal= so a reload deals afresh instead of naming an answered deal.
      window.history.replaceState(null, "", window.location.pathname);
      return;
    }
    if (drillFromParam(new URLSearchParams(window.location.search).get("drill"))) return;
    // Straight from storage: during hydration `choice` still holds the server's default.
    requestDeal(decodeDrill(readDrillChoice()));
  }, [initialDeal, requestDeal]);

  // A drill named in the URL becomes the choice and is dealt; the parameter is then dropped,
  // so following the same link again deals again.
  useEffect(() => {
    if (urlDrillCode === null) return;
    const request = decodeDrill(urlDrillCode);
    window.history.replaceState(null, "", window.location.pathname);
    setChoice(request);
    requestDeal(request);
  }, [urlDrillCode, requestDeal, setChoice]);

  // The decision clock starts when a hand is on the table; a hand the learner asked for takes
  // the focus (the Next button is disabled while dealing, which would drop it to the page).
  useEffect(() => {
    if (!deal) return;
    shownAt.current = performance.now();
    // On a phone the first hand may sit under the fixed button bar: bring it into view once.
    if (!handShown.current) {
      handShown.current = true;
      if (window.matchMedia("(max-width: 639px)").matches)
        handRef.current?.scrollIntoView({ block: "nearest" });
    }
    houseWayUsed.current = false;
    if (focusHand.current) {
      focusHand.current = false;
      handRef.current?.focus();
    }
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

  const order = deal ? displayOrder(deal.hand, byRank) : [];

  const submit = useCallback(() => {
    if (!deal || grade || picked.length !== 2 || busy) return;
    const [a, b] = picked as [number, number];
    submitMutation.mutate({
      dealId: deal.dealId,
      front: [deal.hand[a] as number, deal.hand[b] as number],
      decideMs: Math.round(performance.now() - shownAt.current),
      houseWay: houseWayUsed.current,
    });
  }, [deal, grade, picked, submitMutation, busy]);

  /** Before grading: suggest the house way's front; after: show it on the cards. */
  const showHouseWay = useCallback(() => {
    if (!deal) return;
    if (grade) dispatch({ type: "show", shown: "house" });
    else {
      houseWayUsed.current = true;
      dispatch({ type: "pick", front: houseWay(deal.hand, deal.ruleSet.way).frontIndex });
    }
  }, [deal, grade]);

  useDrillKeys({ order, submit, showHouseWay, dealNext, dispatch });

  function changeDrill(next: DealRequest) {
    setChoice(next);
    dealNext(next);
  }

  return (
    <div className="space-y-6">
      <DrillPicker
        value={choice}
        beatRules={beatRules}
        reviewDue={reviewDue}
        fourColour={fourColour}
        byRank={byRank}
        onChange={changeDrill}
        onNextKey={() => dealNext()}
        onFourColourChange={setFourColour}
        onByRankChange={setByRank}
      />
      <DrillView
        state={state}
        order={order}
        front={shownFront(state)}
        fourColour={fourColour}
        dealing={dealing}
        grading={submitMutation.isPending}
        handRef={handRef}
        resultHeading={resultHeading}
        onToggle={(position) => dispatch({ type: "toggle", position })}
        onShow={(shown) => dispatch({ type: "show", shown })}
        onSubmit={submit}
        onHouseWay={showHouseWay}
        onClear={() => dispatch({ type: "clear" })}
        onNext={() => dealNext()}
        onSwitchToAny={() => changeDrill({ drill: "any" })}
      />
    </div>
  );
}
