"use client";

import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { BetButtons, BetControls } from "@/components/table/BetControls";
import { useMoney } from "@/components/table/money";
import { ClockCountdown } from "@/components/table/SettingControls";
import {
  betProblem,
  canDeal,
  type TableEvent,
  type TableScreen,
} from "@/components/table/table-state";
import type { TableConfig } from "@/lib/table/tables";
import { useLiveClock } from "./use-live-clock";

/**
 * A live seat's bets before Deal (RULES.md 8, 11): the solo table's circles, rack and buttons
 * (BetControls, BetButtons), with Deal on in the bets only, and the bets' clock beside them.
 * The chips live in this browser until Deal.
 */
export function LiveBetting({
  table,
  state,
  dispatch,
  busy,
  houseEdge,
  onDeal,
}: {
  table: TableConfig;
  state: TableScreen;
  dispatch: Dispatch<TableEvent>;
  busy: boolean;
  houseEdge: number;
  onDeal: () => void;
}) {
  const t = useTranslations("Live.controls");
  const money = useMoney(table.currency);
  // Deal off, and why in place, before it is pressed (walk finding 7), as at the solo table.
  const problem = betProblem(state);
  const clock = useLiveClock(
    state.view,
    state.view.phase === "bets" ? (table.live?.betSeconds ?? null) : null,
  );
  return (
    <div data-testid="live-betting">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-felt-100">
          {t("limits", { min: money.short(table.minBet), max: money.short(table.maxBet) })}
        </p>
        {clock ? <ClockCountdown clock={clock} /> : null}
      </div>
      <BetControls
        table={table}
        state={state}
        problem={problem}
        busy={busy}
        houseEdge={houseEdge}
        dispatch={dispatch}
      />
      <div className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <BetButtons
          state={state}
          busy={busy}
          canDeal={canDeal(state) && state.view.phase === "bets"}
          onDeal={onDeal}
          dispatch={dispatch}
        />
      </div>
    </div>
  );
}
