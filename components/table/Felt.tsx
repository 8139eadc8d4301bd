"use client";

import { useTranslations } from "next-intl";
import { type Ref, useEffect, useRef } from "react";
import type { Card } from "@/lib/engine";
import type { TableConfig } from "@/lib/table/tables";
import { ActionBar, type ActionCommands, ShortOfMoney } from "./ActionBar";
import { BetControls, BetsInPlay } from "./BetControls";
import { CardBack } from "./CardBack";
import { ErrorAlert } from "./ErrorAlert";
import { NoticeLine, RoundResult } from "./RoundResult";
import { FoulQuestion, SettingHand } from "./SettingControls";
import { bankMark, SetHand } from "./SettledHands";
import { TableHeader } from "./TableHeader";
import {
  betProblem,
  holdingBank,
  learnerSeat,
  openRound,
  phaseOf,
  playedResult,
  type TableEvent,
  type TableScreen,
} from "./table-state";
import { CHIP_KEYS } from "./use-table-keys";

export interface FeltCommands extends ActionCommands {
  expired: () => void;
  finish: (kind: "front" | "house-way", confirmed?: boolean) => void;
}

/**
 * The felt: the header's facts, the dealer's cards, the learner's (to set, or set and marked),
 * the result, the circles and chips, and the buttons.
 */
export function Felt({
  table,
  state,
  hand,
  order,
  busy,
  pending,
  houseEdge,
  startBalance,
  fourColour,
  commands,
  dispatch,
  resultRef,
}: {
  table: TableConfig;
  state: TableScreen;
  hand: readonly Card[];
  order: readonly number[];
  busy: boolean;
  pending: { deal: boolean; finish: boolean };
  houseEdge: number;
  startBalance: number;
  fourColour: boolean;
  commands: FeltCommands;
  dispatch: (event: TableEvent) => void;
  resultRef: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("Table");
  const phase = phaseOf(state);
  const result = playedResult(state);

  // Once a round settles, the buttons (New Game first) are brought on screen: on a phone the
  // four settled hands push them below the fold.
  const barRef = useRef<HTMLDivElement>(null);
  const settledId = result?.view.round?.id;
  useEffect(() => {
    if (settledId) barRef.current?.scrollIntoView({ block: "nearest" });
  }, [settledId]);

  const bar = (
    <ActionBar
      tableId={table.id}
      state={state}
      busy={busy}
      pending={pending}
      commands={commands}
      dispatch={dispatch}
      barRef={barRef}
    />
  );
  return (
    <section
      aria-labelledby="felt-title"
      aria-busy={busy}
      className="rounded-2xl bg-gradient-to-b from-felt-700 to-felt-800 p-2.5 text-white shadow-md sm:p-5"
    >
      <TableHeader table={table} state={state} startBalance={startBalance} />

      <DealerHands state={state} fourColour={fourColour} />
      <YourHands
        table={table}
        state={state}
        hand={hand}
        order={order}
        busy={busy}
        fourColour={fourColour}
        onExpire={commands.expired}
        dispatch={dispatch}
      />

      {result ? <RoundResult {...result} currency={table.currency} resultRef={resultRef} /> : null}
      {state.notice ? <NoticeLine notice={state.notice} /> : null}
      <FoulQuestion
        asking={state.confirmFoul}
        busy={busy}
        dispatch={dispatch}
        onPlay={() => commands.finish("front", true)}
      />

      {result ? bar : null}

      {phase === "setting" ? (
        <BetsInPlay state={state} />
      ) : holdingBank(state) ? null : (
        <BetControls
          table={table}
          state={state}
          problem={betProblem(state)}
          busy={busy}
          houseEdge={houseEdge}
          dispatch={dispatch}
        />
      )}

      {state.error ? <ErrorAlert code={state.error} testId="table-error" /> : null}
      <ShortOfMoney state={state} dispatch={dispatch} />

      {result ? null : bar}
      <p className="mt-2 hidden text-xs text-felt-100 sm:block" data-testid="keys-hint">
        {t("keysHint", {
          chipKeys: CHIP_KEYS.slice(0, table.chips.length).join(" ").toUpperCase(),
        })}
      </p>
    </section>
  );
}

/**
 * The dealer's seven cards face down until the round settles, then set and marked; at a Face Up
 * table (RULES.md 13.1) set by the house way and shown from the deal.
 */
function DealerHands({ state, fourColour }: { state: TableScreen; fourColour: boolean }) {
  const t = useTranslations("Table");
  const phase = phaseOf(state);
  const result = playedResult(state);
  const tFaceUp = useTranslations("FaceUp");
  const shown = result ? null : openRound(state)?.bank;
  return (
    <div className={`mt-2 ${holdingBank(state) ? "hidden" : ""}`}>
      {shown?.cards && shown.front ? (
        <>
          <SetHand
            label={t("dealerSet")}
            hand={shown.cards.join(" ")}
            front={shown.front.join(" ")}
            backValue={shown.backValue ?? 0}
            frontValue={shown.frontValue ?? 0}
            backMark={null}
            frontMark={null}
            fourColour={fourColour}
            testId="dealer-hands"
            level={2}
          />
          {shown.pushesAll ? (
            <p className="mt-1 text-sm font-semibold text-white" data-testid="dealer-pushes">
              {tFaceUp("dealerPushes")}
            </p>
          ) : null}
        </>
      ) : result ? (
        <SetHand
          label={t("dealer")}
          hand={result.bank.cards?.join(" ") ?? ""}
          front={result.bank.front?.join(" ") ?? ""}
          backValue={result.bank.backValue ?? 0}
          frontValue={result.bank.frontValue ?? 0}
          backMark={result.seat.backMark ? bankMark(result.seat.backMark) : null}
          frontMark={result.seat.frontMark ? bankMark(result.seat.frontMark) : null}
          fourColour={fourColour}
          testId="dealer-hands"
          level={2}
        />
      ) : (
        <div aria-label={t("dealerFaceDown")} role="img" className="flex items-center gap-2">
          <span className="text-xs text-felt-100">{t("dealer")}</span>
          <ul className="flex gap-1" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5, 6].map((k) => (
              <li key={k} className={`w-6 sm:w-9 ${phase === "setting" ? "" : "opacity-30"}`}>
                <CardBack />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The learner's hand: seven cards to set while the round is open, then set and marked. */
function YourHands({
  table,
  state,
  hand,
  order,
  busy,
  fourColour,
  onExpire,
  dispatch,
}: {
  table: TableConfig;
  state: TableScreen;
  hand: readonly Card[];
  order: readonly number[];
  busy: boolean;
  fourColour: boolean;
  onExpire: () => void;
  dispatch: (event: TableEvent) => void;
}) {
  const t = useTranslations("Table");
  const result = playedResult(state);
  const open = openRound(state);
  return phaseOf(state) === "setting" && open ? (
    <SettingHand
      dealt={learnerSeat(open)?.cards?.join(" ") ?? ""}
      hand={hand}
      order={order}
      picked={state.picked}
      busy={busy}
      clock={
        open.deadline !== null && table.decisionSeconds
          ? {
              deadlineAt: open.deadline,
              serverNow: open.now,
              offsetMs: state.offsetMs,
              totalSeconds: table.decisionSeconds,
              onExpire,
            }
          : null
      }
      fourColour={fourColour}
      onToggle={(position) => dispatch({ type: "toggle", position })}
    />
  ) : result ? (
    <div className="mt-2">
      <SetHand
        label={t("you")}
        hand={result.seat.cards?.join(" ") ?? ""}
        front={result.seat.front?.join(" ") ?? ""}
        backValue={result.seat.backValue ?? 0}
        frontValue={result.seat.frontValue ?? 0}
        backMark={result.seat.backMark}
        frontMark={result.seat.frontMark}
        fourColour={fourColour}
        testId="player-hands"
        foul={result.seat.foul ?? false}
        level={2}
      />
    </div>
  ) : null;
}
