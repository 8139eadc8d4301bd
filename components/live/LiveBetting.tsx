"use client";

import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { BetProblemNote } from "@/components/table/BetControls";
import { Kbd, primary, secondary } from "@/components/table/buttons";
import { ChipRack } from "@/components/table/ChipRack";
import { useMoney } from "@/components/table/money";
import { betProblemOf } from "@/lib/table/bets";
import type { TableConfig } from "@/lib/table/tables";
import { type LiveAction, type LiveUiState, sumChips } from "./live-state";

/**
 * Whether the chips on the circles may be dealt now, and if not why (the server's own check,
 * lib/table/bets.ts): Deal is off, and the reason stands in place, before it is pressed (walk
 * finding 7), as at the solo table. Null problem with nothing to deal: an empty main bet.
 */
export function liveDeal(table: TableConfig, state: LiveUiState) {
  const main = sumChips(state.chips);
  const bonus = sumChips(state.bonusChips);
  const problem =
    main === 0 && bonus === 0 ? null : betProblemOf(table, main, bonus, state.view.you.balance);
  return { main, bonus, problem, ready: main > 0 && problem === null };
}

/**
 * A live seat's bets before Deal (RULES.md 8, 11): the two circles, the rack, why the chips
 * cannot be dealt, and Clear, Re-Bet, Deal. The chips live in this browser until Deal.
 */
export function LiveBetting({
  table,
  state,
  dispatch,
  busy,
  onDeal,
}: {
  table: TableConfig;
  state: LiveUiState;
  dispatch: Dispatch<LiveAction>;
  busy: boolean;
  onDeal: () => void;
}) {
  const t = useTranslations("Live.controls");
  const money = useMoney(table.currency);
  const { main, bonus, problem, ready } = liveDeal(table, state);
  return (
    <div className="space-y-2" data-testid="live-betting">
      <p className="text-xs text-felt-100">
        {t("limits", { min: money.short(table.minBet), max: money.short(table.maxBet) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondary}
          aria-pressed={state.target === "main"}
          onClick={() => dispatch({ type: "select", target: "main" })}
        >
          {t("main")}: <span data-testid="live-main">{money.short(main)}</span>
        </button>
        {table.bonus ? (
          <button
            type="button"
            className={secondary}
            aria-pressed={state.target === "bonus"}
            onClick={() => dispatch({ type: "select", target: "bonus" })}
          >
            {t("bonusBet")}: {money.short(bonus)}
          </button>
        ) : null}
      </div>
      <ChipRack
        chips={table.chips}
        currency={table.currency}
        disabled={busy}
        onChip={(value) => dispatch({ type: "chip", value })}
      />
      {problem ? <BetProblemNote problem={problem} currency={table.currency} className="" /> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondary}
          disabled={busy || main + bonus === 0}
          aria-keyshortcuts="C Escape"
          onClick={() => dispatch({ type: "clear-bets" })}
        >
          {t("clear")}
          <Kbd>C</Kbd>
        </button>
        <button
          type="button"
          className={secondary}
          disabled={busy || state.lastBets === null}
          aria-keyshortcuts="B"
          onClick={() => dispatch({ type: "re-bet" })}
        >
          {t("reBet")}
          <Kbd>B</Kbd>
        </button>
        <button
          type="button"
          className={primary}
          disabled={busy || !ready || state.view.phase !== "bets"}
          aria-keyshortcuts="Enter D"
          onClick={onDeal}
        >
          {t("deal")}
          <Kbd>D</Kbd>
        </button>
      </div>
    </div>
  );
}
