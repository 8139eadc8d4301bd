"use client";

import { useTranslations } from "next-intl";
import { type Dispatch, useMemo, useRef } from "react";
import { displayOrder } from "@/components/drill/drill-state";
import { Kbd, primary, secondary } from "@/components/table/buttons";
import { ErrorAlert } from "@/components/table/ErrorAlert";
import { useMoney } from "@/components/table/money";
import { RulesDialog, type RulesDialogHandle } from "@/components/table/RulesDialog";
import {
  betTotal,
  bettingOpen,
  bonusTotal,
  canDeal,
  settingOpen as cardsOpen,
  type TableEvent,
  type TableScreen,
} from "@/components/table/table-state";
import { ownSeatOf } from "@/components/table/table-view";
import { CHIP_KEYS, useSeatKeys } from "@/components/table/use-table-keys";
import { makeSplit, parseHand } from "@/lib/engine";
import type { LiveVerb } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { LiveBetting } from "./LiveBetting";
import { EntryRule, LiveSeatActions, SignInLink } from "./LiveSeatActions";
import { LiveSetting } from "./LiveSetting";

/** The controls of this viewer in this phase (RULES.md 11); the server refuses any other. */
export function LiveControls({
  state,
  dispatch,
  table,
  signedIn,
  teacher,
  busy,
  error,
  autoApprove,
  entryBalance,
  houseEdge,
  byRank,
  fourColour,
  run,
}: {
  state: TableScreen;
  dispatch: Dispatch<TableEvent>;
  table: TableConfig;
  signedIn: boolean;
  /** The class table's teacher: watches (each setting graded) and may close the table. */
  teacher: boolean;
  busy: boolean;
  error: string | null;
  autoApprove: boolean;
  entryBalance: number | null;
  houseEdge: number;
  /** The cards laid out by rank (else as dealt), as at the solo table. */
  byRank: boolean;
  fourColour: boolean;
  run: (verb: LiveVerb, body?: object) => void;
}) {
  const t = useTranslations("Live");
  const money = useMoney(table.currency);
  const rules = useRef<RulesDialogHandle>(null);
  const { view } = state;
  const { role } = view.you;
  const mySeat = ownSeatOf(view);

  const cards = mySeat?.cards ?? null;
  const hand = useMemo(() => (cards ? parseHand(cards.join(" ")) : null), [cards]);
  const order = useMemo(() => (hand ? displayOrder(hand, byRank) : []), [hand, byRank]);
  const settingOpen = cardsOpen(state);
  const [a, b] = state.picked;
  const foul = hand && a !== undefined && b !== undefined ? makeSplit(hand, a, b).foul : false;

  const playPicked = () => {
    // Only after the foul dialog when it fouls: the server refuses an unconfirmed foul.
    if (cards && a !== undefined && b !== undefined)
      run("set", { front: [cards[a], cards[b]], confirmFoul: foul });
  };
  const done = () => {
    if (busy || !cards || a === undefined || b === undefined) return;
    if (foul) dispatch({ type: "ask-foul" });
    else playPicked();
  };
  // Chips are stacked before the deal (kept while the bank approves); Deal only in the bets.
  const betting = bettingOpen(state);
  const deal = () => {
    const main = betTotal(state);
    const bonus = bonusTotal(state);
    if (!busy && canDeal(state) && view.phase === "bets") {
      dispatch({ type: "placed" });
      run("bet", bonus > 0 ? { main, bonus } : { main });
    }
  };

  // The table's keys (components/table/use-table-keys.ts), for what a live seat can do:
  // chips Q-Y, Backspace, C/Escape, B Re-Bet, Enter or D to deal; 1-7 pick as laid out,
  // Enter done, H house way; ? the rules. No New Game: the rounds follow each other.
  useSeatKeys({
    chips: table.chips,
    order,
    busy,
    setting: settingOpen,
    dispatch,
    enter: () => (settingOpen ? done() : deal()),
    deal,
    houseWay: () => {
      if (settingOpen && !busy) run("house-way");
    },
    newGame: () => undefined,
    rules: () => rules.current?.open(),
  });

  return (
    <section
      aria-label={t("controls.title")}
      className="mt-4 space-y-3"
      data-testid="live-controls"
    >
      {error ? (
        <ErrorAlert code={error} testId="live-error">
          {error === "bank-entry-rule" && entryBalance !== null ? (
            <p className="mt-1 font-normal">
              <EntryRule table={table} entryBalance={entryBalance} />
            </p>
          ) : null}
          {error === "account-needed" ? <SignInLink tableId={view.tableId} /> : null}
        </ErrorAlert>
      ) : null}

      <LiveSeatActions
        view={view}
        table={table}
        signedIn={signedIn}
        teacher={teacher}
        busy={busy}
        autoApprove={autoApprove}
        entryBalance={entryBalance}
        run={run}
      />

      {/* The bank approves the round -------------------------------------------------------- */}
      {role === "bank" && view.phase === "approve" ? (
        <div className="space-y-2">
          <p className="text-sm text-felt-100">{t("controls.approveHelp")}</p>
          <button type="button" className={primary} disabled={busy} onClick={() => run("approve")}>
            {t("controls.approve")}
          </button>
        </div>
      ) : null}
      {role === "bank" && view.phase === "setting" ? (
        <p className="text-sm text-felt-100">{t("controls.bankWaits")}</p>
      ) : null}

      {/* Bets and Deal ---------------------------------------------------------------------- */}
      {mySeat && (view.phase === "bets" || view.phase === "approve" || view.phase === "idle") ? (
        !betting ? (
          <p className="text-sm" data-testid="live-bet-placed">
            {t("controls.betPlaced")}
          </p>
        ) : (
          <LiveBetting
            table={table}
            state={state}
            dispatch={dispatch}
            busy={busy}
            houseEdge={houseEdge}
            onDeal={deal}
          />
        )
      ) : null}

      {/* Setting the seven cards ------------------------------------------------------------ */}
      {settingOpen && hand && cards ? (
        <LiveSetting
          cards={cards}
          hand={hand}
          order={order}
          state={state}
          dispatch={dispatch}
          busy={busy}
          fourColour={fourColour}
          totalSeconds={table.decisionSeconds}
          onDone={done}
          onPlayFoul={playPicked}
          onHouseWay={() => run("house-way")}
        />
      ) : mySeat && view.phase === "setting" && mySeat.front !== null ? (
        <p className="text-sm" data-testid="live-you-set">
          {t("controls.youSet")}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondary}
          aria-keyshortcuts="?"
          onClick={() => rules.current?.open()}
        >
          {t("controls.rules")}
          <Kbd>?</Kbd>
        </button>
        {role === "player" ? (
          <p className="hidden text-xs text-felt-100 sm:block" data-testid="keys-hint">
            {t("controls.keysHint", {
              chipKeys: CHIP_KEYS.slice(0, table.chips.length).join(" ").toUpperCase(),
            })}
          </p>
        ) : null}
      </div>
      <RulesDialog
        handle={rules}
        decisionSeconds={table.decisionSeconds}
        commissionPercent={money.percent(table.commissionBp)}
        ruleSet={view.ruleSet}
      />
    </section>
  );
}
