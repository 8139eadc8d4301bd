"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Link } from "@/i18n/navigation";
import { BetButtons } from "./BetControls";
import { Kbd, secondary } from "./buttons";
import { useMoney } from "./money";
import { SettingButtons } from "./SettingControls";
import {
  balanceOf,
  canDeal,
  canRebuy,
  holdingBank,
  phaseOf,
  shortOfMoney,
  type TableEvent,
  type TableScreen,
} from "./table-state";

export interface ActionCommands {
  deal: () => void;
  finish: (kind: "front" | "house-way") => void;
  rebuy: () => void;
  rules: () => void;
}

/**
 * The table's buttons: while betting Deal, Clear, Re-Bet, New Game (once settled) and Rebuy;
 * while setting Done or House Way and Clear; while banking none of those (the bank panel has
 * its own); always the log and the rules. Under the chips
 * while betting, right under the result once settled, so the next action is on a phone's
 * screen without scrolling.
 */
export function ActionBar({
  tableId,
  state,
  busy,
  pending,
  commands,
  dispatch,
  barRef,
}: {
  tableId: string;
  state: TableScreen;
  busy: boolean;
  pending: { deal: boolean; finish: boolean };
  commands: ActionCommands;
  dispatch: (event: TableEvent) => void;
  barRef?: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("Table");
  const phase = phaseOf(state);
  const short = shortOfMoney(state);
  const rebuyOn = canRebuy(state);
  return (
    <div ref={barRef} className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      {phase === "setting" ? (
        <SettingButtons
          picked={state.picked.length}
          busy={busy}
          settling={pending.finish}
          onDone={() => commands.finish("front")}
          onHouseWay={() => commands.finish("house-way")}
          onClear={() => dispatch({ type: "clear-pick" })}
        />
      ) : holdingBank(state) ? null : (
        <>
          <BetButtons
            state={state}
            busy={busy}
            canDeal={canDeal(state)}
            dealing={pending.deal}
            onDeal={commands.deal}
            dispatch={dispatch}
          />
          {phase === "settled" ? (
            <button
              type="button"
              onClick={() => dispatch({ type: "new-game" })}
              aria-keyshortcuts="N"
              className={secondary}
            >
              {t("newGame")}
              <Kbd>N</Kbd>
            </button>
          ) : null}
          <button
            type="button"
            onClick={commands.rebuy}
            disabled={busy || !rebuyOn}
            className={`${secondary} ${rebuyOn && short ? "ring-2 ring-chip-400" : ""}`}
          >
            {t("rebuy")}
          </button>
        </>
      )}
      <Link href={`/table/log?table=${tableId}`} className={secondary}>
        {t("log")}
      </Link>
      <button type="button" onClick={commands.rules} aria-keyshortcuts="?" className={secondary}>
        {t("rulesButton")}
        <Kbd>?</Kbd>
      </button>
    </div>
  );
}

/** The balance does not cover the last bets: a lower bet within the limits, or Rebuy. */
export function ShortOfMoney({
  state,
  dispatch,
}: {
  state: TableScreen;
  dispatch: (event: TableEvent) => void;
}) {
  const t = useTranslations("Table");
  const money = useMoney(state.rules.currency);
  const short = shortOfMoney(state);
  if (!short) return null;
  const { lower } = short;
  return (
    <div className="mt-2 rounded-lg bg-felt-950/40 px-3 py-2 text-sm" data-testid="short">
      <p>{t("shortOfMoney", { balance: money.amount(balanceOf(state)) })}</p>
      {lower ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => dispatch({ type: "lower-bet", chips: lower })}
            className={secondary}
          >
            {t("lowerBet", { amount: money.short(lower.reduce((s, c) => s + c, 0)) })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
