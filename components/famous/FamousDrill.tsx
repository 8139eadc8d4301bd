"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { dealFamousAction } from "@/app/[locale]/famous/actions";
import { useFourColourDeck, useSortByRank } from "@/components/cards/deck-preference";
import { CardText } from "@/components/cards/PlayingCard";
import { DrillView } from "@/components/drill/DrillView";
import {
  displayOrder,
  drillReducer,
  initialDrillState,
  shownFront,
} from "@/components/drill/drill-state";
import { submitHand } from "@/components/drill/practice-api";
import { useDrillKeys } from "@/components/drill/use-drill-keys";
import { type Card, houseWay, parseHand } from "@/lib/engine";
import { isFamousErrorCode } from "@/lib/famous/errors";
import { FAMOUS_HANDS } from "@/lib/famous/hands";
import { cardName } from "@/lib/i18n/game-text";
import { useGameTranslate } from "@/lib/i18n/use-game-translate";
import { FamousWhy } from "./FamousWhy";

/**
 * The famous hands drill: the learner picks a hand of the set (or takes the next one), sets it
 * at the practice table and is graded by exact EV against their casino's dealer: the practice
 * drill's own table (DrillView, its reducer and keys) and its own submit, so the grade, the
 * refusals and the attempt are the drill's. Under the grade: why players argue about the hand
 * and how each published house way sets it.
 */
export function FamousDrill() {
  const t = useTranslations("Famous");
  const game = useGameTranslate();
  const queryClient = useQueryClient();
  const [fourColour] = useFourColourDeck();
  const [byRank] = useSortByRank();
  const [state, dispatch] = useReducer(drillReducer, null, initialDrillState);
  const [current, setCurrent] = useState(0);
  const [famousError, setFamousError] = useState<string | null>(null);
  const { deal, grade, picked } = state;
  const houseWayUsed = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const handRef = useRef<HTMLUListElement>(null);
  const focusHand = useRef(false);
  const firstDeal = useRef(false);

  const dealMutation = useMutation({
    mutationFn: (index: number) =>
      dealFamousAction({ hand: (FAMOUS_HANDS[index] ?? FAMOUS_HANDS[0]).id }),
  });
  const { mutate: mutateDeal, isPending: dealing } = dealMutation;

  const dealAt = useCallback(
    (index: number, focus: boolean) => {
      const next = ((index % FAMOUS_HANDS.length) + FAMOUS_HANDS.length) % FAMOUS_HANDS.length;
      setCurrent(next);
      setFamousError(null);
      focusHand.current = focus;
      dispatch({ type: "request" });
      mutateDeal(next, {
        onSuccess: (result) => {
          if (result.status === "dealt") dispatch({ type: "dealt", deal: result.deal });
          else if (isFamousErrorCode(result.code)) setFamousError(t("errors.unknown-hand"));
          else dispatch({ type: "failed", code: result.code as never });
        },
        onError: () => dispatch({ type: "failed", code: "network" }),
      });
    },
    [mutateDeal, t],
  );

  const submitMutation = useMutation({
    mutationFn: submitHand,
    onMutate: () => dispatch({ type: "request" }),
    onSuccess: (result) => {
      if (result.status === "error") dispatch({ type: "failed", code: result.code });
      else {
        dispatch({ type: "graded", grade: result.grade });
        void queryClient.invalidateQueries({ queryKey: ["progress"] });
      }
    },
    onError: () => dispatch({ type: "failed", code: "network" }),
  });
  const busy = dealing || submitMutation.isPending;

  // The first hand of the set is dealt on arrival (the issue's own hand).
  useEffect(() => {
    if (firstDeal.current) return;
    firstDeal.current = true;
    dealAt(0, false);
  }, [dealAt]);

  useEffect(() => {
    if (!deal) return;
    houseWayUsed.current = false;
    if (focusHand.current) {
      focusHand.current = false;
      handRef.current?.focus();
    }
  }, [deal]);

  useEffect(() => {
    if (grade) resultHeading.current?.focus({ preventScroll: false });
  }, [grade]);

  const order = deal ? displayOrder(deal.hand, byRank) : [];

  const submit = useCallback(() => {
    if (!deal || grade || picked.length !== 2 || busy) return;
    const [a, b] = picked as [number, number];
    submitMutation.mutate({
      dealId: deal.dealId,
      front: [deal.hand[a] as Card, deal.hand[b] as Card],
      houseWay: houseWayUsed.current,
    });
  }, [deal, grade, picked, busy, submitMutation]);

  const showHouseWay = useCallback(() => {
    if (!deal) return;
    if (grade) dispatch({ type: "show", shown: "house" });
    else {
      houseWayUsed.current = true;
      dispatch({ type: "pick", front: houseWay(deal.hand, deal.ruleSet.way).frontIndex });
    }
  }, [deal, grade]);

  const dealNext = useCallback(() => dealAt(current + 1, true), [dealAt, current]);
  useDrillKeys({ order, submit, showHouseWay, dealNext, dispatch });

  const hand = FAMOUS_HANDS[current] ?? FAMOUS_HANDS[0];

  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-700" data-testid="famous-current">
        {t("current", {
          n: current + 1,
          count: FAMOUS_HANDS.length,
          theme: t(`themes.${hand.theme}`),
        })}
      </p>
      {famousError ? (
        <p role="alert" className="text-red-700">
          {famousError}
        </p>
      ) : null}
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
        onNext={dealNext}
        onSwitchToAny={dealNext}
      />
      {grade && deal ? (
        <FamousWhy id={hand.id} hand={deal.hand} grade={grade} fourColour={fourColour} />
      ) : null}

      <section aria-labelledby="famous-list-title" className="space-y-3">
        <h2 id="famous-list-title" className="text-lg font-semibold text-felt-900">
          {t("listTitle")}
        </h2>
        <ol className="grid gap-2 sm:grid-cols-2" data-testid="famous-list">
          {FAMOUS_HANDS.map((h, index) => (
            <li key={h.id}>
              <button
                type="button"
                aria-current={index === current ? "true" : undefined}
                disabled={busy}
                onClick={() => dealAt(index, true)}
                className={`flex w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-3 py-2 text-left text-sm ${
                  index === current
                    ? "border-felt-700 bg-felt-50"
                    : "border-stone-200 bg-white hover:bg-stone-50"
                }`}
              >
                <span className="font-semibold text-stone-900">
                  {t("item", { n: index + 1, theme: t(`themes.${h.theme}`) })}
                </span>
                <span className="flex gap-1">
                  {parseHand(h.cards).map((c) => (
                    <CardText key={c} card={c} name={cardName(game, c)} fourColour={fourColour} />
                  ))}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
