"use client";

import { useTranslations } from "next-intl";
import { type Dispatch, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { useStoredFlag } from "@/components/cards/stored-flag";
import { displayOrder } from "@/components/drill/drill-state";
import { parseHand } from "@/lib/engine";
import type { LiveView } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { BankPanel } from "./BankPanel";
import { BonusPays } from "./BonusPays";
import { CoachPanel, DisplayToggles } from "./CoachPanel";
import { Felt } from "./Felt";
import { useMoney } from "./money";
import { RulesDialog, type RulesDialogHandle } from "./RulesDialog";
import { sittingSince } from "./session-since";
import {
  initialTableScreen,
  learnerSeat,
  openRound,
  shownSettled,
  type TableEvent,
  type TableScreen,
  tableReducer,
} from "./table-state";
import { useSeatKeys } from "./use-table-keys";
import { useTableServer } from "./use-table-server";

interface TableGameProps {
  table: TableConfig;
  /** The learner's own table as the server has it (a first visit: an empty one). */
  initial: LiveView;
  /** The balance a new learner starts with at this table's currency (the tables config). */
  startBalance: number;
  houseEdge: number;
  analyzeAvailable: boolean;
}

/**
 * The play-money table (RULES.md 8, 9): bet with the rack's chips, Deal, pick two cards for
 * the front, Done (or House Way), see both settings with their marks and the result, New Game;
 * at a banking table take the bank. The server deals, keeps the dealer's cards, enforces the
 * clock and moves the money. The screen is one reducer (table-state.ts) fed by the learner and
 * by the server's answers (use-table-server.ts); the components below only draw it.
 */
export function TableGame({
  table,
  initial,
  startBalance,
  houseEdge,
  analyzeAvailable,
}: TableGameProps) {
  const [fourColour, setFourColour] = useFourColourDeck();
  const [byRank, setByRank] = useStoredFlag("pgt.sortByRank", true);
  const [coachOn, setCoachOn] = useStoredFlag("pgt.tableCoach", true);
  const [state, dispatch] = useReducer(tableReducer, null, () =>
    initialTableScreen(table, startBalance, initial),
  );
  const rules = useRef<RulesDialogHandle>(null);
  const resultRef = useResultFocus(state);
  const t = useTranslations("Table");
  const money = useMoney(table.currency);
  const sessionSince = useSittingSince(table.id);
  const server = useTableServer(table, state, dispatch, sessionSince);
  const { commands, busy } = server;

  const seat = learnerSeat(openRound(state));
  const hand = useMemo(() => (seat?.cards ? parseHand(seat.cards.join(" ")) : []), [seat]);
  const order = useMemo(() => displayOrder(hand, byRank), [hand, byRank]);

  useEffect(() => {
    if (coachOn && sessionSince !== null && initial.seq > 0) commands.refreshSession();
  }, [coachOn, sessionSince, initial, commands]);

  useTableKeys(table, state, {
    order,
    busy,
    commands,
    dispatch,
    openRules: () => rules.current?.open(),
  });

  return (
    // data-live once hydrated (set by a mount effect, as the key handler is): tests wait for it
    // before pressing keys, which do nothing earlier.
    <div className="space-y-4" data-live={sessionSince !== null ? "" : undefined}>
      <p
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="play-money"
      >
        {t("playMoney")}
      </p>
      <Felt
        table={table}
        state={state}
        hand={hand}
        order={order}
        busy={busy}
        pending={server.pending}
        houseEdge={houseEdge}
        startBalance={startBalance}
        fourColour={fourColour}
        commands={{ ...commands, rules: () => rules.current?.open() }}
        dispatch={dispatch}
        resultRef={resultRef}
      />
      <DisplayToggles
        byRank={byRank}
        onByRank={setByRank}
        fourColour={fourColour}
        onFourColour={setFourColour}
      />
      {table.banking ? (
        <BankPanel
          table={table}
          banking={table.banking}
          state={state}
          busy={busy}
          approving={server.pending.approve}
          fourColour={fourColour}
          commands={commands}
          dispatch={dispatch}
        />
      ) : null}
      {table.bonus ? (
        <BonusPays
          houseEdge={houseEdge}
          hit={learnerSeat(shownSettled(state))?.bonusKey ?? null}
          table={state.view.sideBets?.fortuneTable}
        />
      ) : null}
      <CoachPanel
        state={state}
        currency={table.currency}
        on={coachOn}
        onToggle={setCoachOn}
        onShow={commands.coach}
        grading={server.pending.coach}
        analyzeAvailable={analyzeAvailable}
        fourColour={fourColour}
      />
      <RulesDialog
        handle={rules}
        decisionSeconds={table.decisionSeconds}
        commissionPercent={money.percent(table.commissionBp)}
        ruleSet={table.ruleSet}
      />
    </div>
  );
}

/** When this sitting at the table began (the session panel counts from there); null until mounted. */
function useSittingSince(tableId: string): number | null {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => setSince(sittingSince(tableId)), [tableId]);
  return since;
}

/** The result takes the focus when a round settles here (a screen reader reads it). */
function useResultFocus(state: TableScreen) {
  const resultRef = useRef<HTMLDivElement>(null);
  const settledId = shownSettled(state)?.round?.id;
  useEffect(() => {
    if (settledId) window.requestAnimationFrame(() => resultRef.current?.focus());
  }, [settledId]);
  return resultRef;
}

/** The table's keys (use-table-keys.ts): chips, cards by place, Enter, Deal, House Way, rules. */
function useTableKeys(
  table: TableConfig,
  state: TableScreen,
  at: {
    order: readonly number[];
    busy: boolean;
    commands: ReturnType<typeof useTableServer>["commands"];
    dispatch: Dispatch<TableEvent>;
    openRules: () => void;
  },
) {
  const { order, busy, commands, dispatch } = at;
  useSeatKeys({
    chips: table.chips,
    order,
    busy,
    setting: openRound(state) !== null,
    dispatch,
    enter: () => (state.picked.length === 2 ? commands.finish("front") : commands.deal()),
    deal: () => commands.deal(),
    houseWay: () => commands.finish("house-way"),
    newGame: () => dispatch({ type: "new-game" }),
    rules: at.openRules,
  });
}
