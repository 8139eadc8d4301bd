"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { useStoredFlag } from "@/components/cards/stored-flag";
import { DrillView } from "@/components/drill/DrillView";
import { useDrillChoice } from "@/components/drill/drill-choice";
import {
  displayOrder,
  drillReducer,
  initialDrillState,
  shownFront,
} from "@/components/drill/drill-state";
import { useDrillKeys } from "@/components/drill/use-drill-keys";
import { type Card, houseWay, matchesFilter, ruleSetKey, type WayDocument } from "@/lib/engine";
import { dealOffline, gradeOffline, warmEngine } from "@/lib/offline/engine-client";
import { enqueue, takeDeal } from "@/lib/offline/queue";
import { installOfflineWay, type SyncedRuleSet } from "@/lib/offline/rule-set";

/**
 * The drill with no connection (issue 33): the hands the server dealt ahead while online
 * (issue 56, item 11: only they count), then, when they run out, hands dealt on the device
 * (the uniform drill, or the chosen category), practice only. Graded at once by exact EV in
 * the browser's engine worker with the server's grade view, and queued in IndexedDB under the
 * deal's id, for the server to grade again and store when the connection returns. The same
 * state and drawing as the online drill (drill-state.ts, DrillView).
 */
export function OfflineDrill({
  learnerId,
  ruleSet,
  document,
  onQueued,
}: {
  learnerId: string | null;
  ruleSet: SyncedRuleSet;
  /** The rules of the learner's own way when `ruleSet` is one (else null): graded under them. */
  document: WayDocument | null;
  onQueued: () => void;
}) {
  const t = useTranslations("offline.drill");
  const [fourColour] = useFourColourDeck();
  const [byRank] = useStoredFlag("pgt.sortByRank", true);
  const [choice] = useDrillChoice();
  const filter = choice.drill === "category" ? choice.filter : null;
  const [state, dispatch] = useReducer(drillReducer, null, initialDrillState);
  const [dealing, setDealing] = useState(false);
  const [grading, setGrading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const houseWayUsed = useRef(false);
  /** Whether the hand on show is one the server dealt ahead (counted) or the device's own. */
  const [source, setSource] = useState<"server" | "device">("server");
  const handRef = useRef<HTMLUListElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const { deal, grade, picked } = state;

  const dealNext = useCallback(async () => {
    setDealing(true);
    setFailure(null);
    try {
      // The server's hands first (a category drill takes the first of that category).
      const served = await takeDeal(
        ruleSetKey(ruleSet),
        filter ? (h) => matchesFilter(h, filter) : undefined,
      ).catch(() => null);
      const hand = served?.hand ?? (await dealOffline(filter));
      setSource(served ? "server" : "device");
      houseWayUsed.current = false;
      dispatch({
        type: "dealt",
        deal: {
          dealId: served?.id ?? crypto.randomUUID(),
          hand,
          drill: filter ? "category" : "any",
          filter,
          dealtAt: Date.now(),
          lapses: null,
          // The rule set the device grades under, and the sync grades again under.
          ruleSet,
        },
      });
    } catch (error) {
      setFailure(String((error as Error).message ?? error));
    } finally {
      setDealing(false);
    }
  }, [filter, ruleSet]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dealNext();
    // The exact-EV tables of the learner's casino (about 1.5 s on first use) are built while
    // the learner sets the hand.
    void warmEngine(ruleSet, document).catch(() => {});
  }, [dealNext, ruleSet, document]);

  useEffect(() => {
    if (grade) resultHeading.current?.focus({ preventScroll: true });
  }, [grade]);

  // A hand the learner asked for takes the focus, as in the online drill (Enter then submits).
  const focusHand = useRef(false);
  useEffect(() => {
    if (deal && focusHand.current) {
      focusHand.current = false;
      handRef.current?.focus();
    }
  }, [deal]);
  const askForHand = () => {
    focusHand.current = true;
    void dealNext();
  };

  const submit = useCallback(async () => {
    if (!deal || grade || picked.length !== 2 || grading) return;
    const front = picked.map((p) => deal.hand[p]) as [Card, Card];
    const drill = deal.drill === "category" ? "category" : "any";
    setGrading(true);
    setFailure(null);
    try {
      const graded = await gradeOffline({
        dealId: deal.dealId,
        hand: deal.hand,
        front,
        drill,
        ruleSet,
        document,
      });
      dispatch({ type: "graded", grade: graded.grade });
      // Queued even before the device knows its learner: the syncing learner takes it.
      await enqueue({
        id: deal.dealId,
        source,
        learnerId,
        hand: deal.hand,
        front,
        drill,
        filter: deal.filter,
        dealtAt: deal.dealtAt,
        answeredAt: Date.now(),
        houseWay: houseWayUsed.current,
        ruleSet,
        claimed: {
          verdict: graded.grade.verdict,
          ev: graded.grade.splits[graded.grade.chosen]?.ev ?? Number.NaN,
        },
      });
      onQueued();
    } catch (error) {
      setFailure(String((error as Error).message ?? error));
    } finally {
      setGrading(false);
    }
  }, [deal, grade, picked, grading, learnerId, ruleSet, document, onQueued, source]);

  const order = deal ? displayOrder(deal.hand, byRank) : [];
  const showHouseWay = () => {
    if (!deal) return;
    if (grade) dispatch({ type: "show", shown: "house" });
    else {
      houseWayUsed.current = true;
      // The house way of the casino the hand is graded under, as the online drill shows it (a
      // learner's own way installed in the page's engine from its rules first).
      try {
        installOfflineWay(deal.ruleSet, document);
        dispatch({ type: "pick", front: houseWay(deal.hand, deal.ruleSet.way).frontIndex });
      } catch (error) {
        setFailure(String((error as Error).message ?? error));
      }
    }
  };
  useDrillKeys({
    order,
    submit: () => void submit(),
    showHouseWay,
    dealNext: askForHand,
    dispatch,
  });

  return (
    <section aria-labelledby="offline-drill-heading" className="space-y-4">
      <div>
        <h2 id="offline-drill-heading" className="text-lg font-semibold text-felt-900">
          {t("heading")}
        </h2>
        <p className="text-sm text-stone-700">{filter ? t("category") : t("any")}</p>
        {deal && source === "device" ? (
          <p data-testid="offline-practice-only" className="text-sm text-stone-700">
            {t("practiceOnly")}
          </p>
        ) : null}
        {grading && !grade ? (
          <p role="status" className="text-sm text-stone-700">
            {t("preparing")}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t("failed", { message: failure })}
          </p>
        ) : null}
      </div>
      <DrillView
        state={state}
        order={order}
        front={shownFront(state)}
        fourColour={fourColour}
        dealing={dealing}
        grading={grading}
        handRef={handRef}
        resultHeading={resultHeading}
        onToggle={(position) => dispatch({ type: "toggle", position })}
        onShow={(shown) => dispatch({ type: "show", shown })}
        onSubmit={() => void submit()}
        onHouseWay={showHouseWay}
        onClear={() => dispatch({ type: "clear" })}
        onNext={askForHand}
        onSwitchToAny={askForHand}
      />
    </section>
  );
}
