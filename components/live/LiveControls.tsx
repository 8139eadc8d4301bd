"use client";

import { useTranslations } from "next-intl";
import { type Dispatch, useRef } from "react";
import { Kbd, primary, secondary } from "@/components/table/buttons";
import { ErrorAlert } from "@/components/table/ErrorAlert";
import { useMoney } from "@/components/table/money";
import { RulesDialog, type RulesDialogHandle } from "@/components/table/RulesDialog";
import { bettingOpen, type TableEvent, type TableScreen } from "@/components/table/table-state";
import { ownSeatOf } from "@/components/table/table-view";
import { CHIP_KEYS } from "@/components/table/use-table-keys";
import type { LivePhase, LiveVerb } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { LiveBetting } from "./LiveBetting";
import { ReactionBar } from "./LiveReactions";
import { EntryRule, LiveSeatActions, SignInLink } from "./LiveSeatActions";
import { LiveSetting } from "./LiveSetting";
import { useLiveSeat } from "./use-live-seat";

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

  const { cards, hand, order, settingOpen, done, playPicked, deal } = useLiveSeat({
    state,
    dispatch,
    table,
    busy,
    byRank,
    rules,
    run,
  });
  // Chips are stacked before the deal (kept while the bank approves), not once placed.
  const betting = bettingOpen(state);

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

      {role === "bank" ? <BankApproval phase={view.phase} busy={busy} run={run} /> : null}

      {/* Quick reactions: a seated player's, where the table takes them (issue 55). */}
      {role !== "watcher" && view.reactionsOn ? <ReactionBar busy={busy} run={run} /> : null}

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

/** The learner bank's part: approve the round (RULES.md 11.2), then wait for the settings. */
function BankApproval({
  phase,
  busy,
  run,
}: {
  phase: LivePhase;
  busy: boolean;
  run: (verb: LiveVerb) => void;
}) {
  const t = useTranslations("Live.controls");
  if (phase === "setting") return <p className="text-sm text-felt-100">{t("bankWaits")}</p>;
  if (phase !== "approve") return null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-felt-100">{t("approveHelp")}</p>
      <button type="button" className={primary} disabled={busy} onClick={() => run("approve")}>
        {t("approve")}
      </button>
    </div>
  );
}
