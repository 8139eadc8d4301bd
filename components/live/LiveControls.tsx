"use client";

import { useTranslations } from "next-intl";
import { type Dispatch, useMemo, useRef } from "react";
import { displayOrder } from "@/components/drill/drill-state";
import { Kbd, primary, secondary } from "@/components/table/buttons";
import { useMoney } from "@/components/table/money";
import { RulesDialog, type RulesDialogHandle } from "@/components/table/RulesDialog";
import { ownSeatOf } from "@/components/table/table-view";
import { useStable } from "@/components/table/use-stable";
import { CHIP_KEYS, useTableKeys } from "@/components/table/use-table-keys";
import { Link } from "@/i18n/navigation";
import { makeSplit, parseHand } from "@/lib/engine";
import type { LiveVerb } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { LiveBetting, liveDeal } from "./LiveBetting";
import { LiveSetting } from "./LiveSetting";
import { type LiveAction, type LiveUiState, liveBetting, liveSetting } from "./live-state";

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
  state: LiveUiState;
  dispatch: Dispatch<LiveAction>;
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
  const errors = useTranslations("Table.errors");
  const money = useMoney(table.currency);
  const rules = useRef<RulesDialogHandle>(null);
  const { view } = state;
  const { role } = view.you;
  const mySeat = ownSeatOf(view);
  const freeSeat = view.seats.some((s) => s.name === null);
  /** One message list for every table (`Table.errors`); an unknown code reads as `unexpected`. */
  const errorText = (code: string) =>
    errors.has(code as "unexpected") ? errors(code as "unexpected") : errors("unexpected");

  const cards = mySeat?.cards ?? null;
  const hand = useMemo(() => (cards ? parseHand(cards.join(" ")) : null), [cards]);
  const order = useMemo(() => (hand ? displayOrder(hand, byRank) : []), [hand, byRank]);
  const settingOpen = liveSetting(view);
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
  const betting = liveBetting(view);
  const { main, bonus, ready } = liveDeal(table, state);
  const deal = () => {
    if (betting && !busy && ready && view.phase === "bets") {
      dispatch({ type: "placed" });
      run("bet", bonus > 0 ? { main, bonus } : { main });
    }
  };

  // The solo table's keys (components/table/use-table-keys.ts), for what a live seat can do:
  // chips Q-Y, Backspace, C/Escape, B Re-Bet, Enter or D to deal; 1-7 pick as laid out,
  // Enter done, H house way; ? the rules. No New Game: the rounds follow each other.
  const keys = useStable({
    // The reducer takes chips and picks only in their phase (live-state.ts).
    chip: (index: number) => {
      const value = table.chips[index];
      if (!busy && value !== undefined) dispatch({ type: "chip", value });
    },
    pick: (slot: number) => {
      const position = order[slot];
      if (!busy && position !== undefined) dispatch({ type: "toggle", position });
    },
    enter: () => (settingOpen ? done() : deal()),
    deal,
    houseWay: () => {
      if (settingOpen && !busy) run("house-way");
    },
    removeChip: () => dispatch({ type: "remove-chip" }),
    clear: () => dispatch({ type: settingOpen ? "clear-pick" : "clear-bets" }),
    reBet: () => {
      if (!busy) dispatch({ type: "re-bet" });
    },
    newGame: () => undefined,
    rules: () => rules.current?.open(),
  });
  useTableKeys(keys, table.chips.length);

  return (
    <section
      aria-label={t("controls.title")}
      className="mt-4 space-y-3"
      data-testid="live-controls"
    >
      {error ? (
        <div
          role="alert"
          data-testid="live-error"
          data-code={error}
          className="rounded-lg bg-red-100 px-3 py-2 text-sm font-semibold text-red-900"
        >
          <p>{errorText(error)}</p>
          {error === "bank-entry-rule" && table.banking && entryBalance !== null ? (
            <p className="mt-1 font-normal">
              {t("controls.entryRule", {
                points: table.banking.minPoints,
                amount: money.amount(entryBalance),
                seats: table.live?.seats ?? table.banking.maxSeats,
              })}
            </p>
          ) : null}
          {error === "account-needed" ? <SignInLink tableId={view.tableId} /> : null}
        </div>
      ) : null}

      {/* Sitting and leaving ---------------------------------------------------------------- */}
      <div className="flex flex-wrap items-center gap-2">
        {view.closed ? (
          // A closed class table invites nobody to sit, and cannot be closed again (finding 6).
          <p className="text-sm font-semibold" data-testid="live-closed">
            {t("controls.closed")}
          </p>
        ) : null}
        {teacher ? (
          <>
            <p className="text-sm text-felt-100">{t("controls.teacherWatching")}</p>
            <Link
              href={`/live/${view.tableId}/rounds`}
              className="text-sm font-semibold text-chip-300 underline"
            >
              {t("controls.rounds")}
            </Link>
            {view.closed ? null : (
              <button
                type="button"
                className={secondary}
                disabled={busy}
                onClick={() => run("close")}
              >
                {t("controls.close")}
              </button>
            )}
          </>
        ) : role === "watcher" && view.closed ? null : role === "watcher" ? (
          signedIn ? (
            <>
              <p className="text-sm text-felt-100">{t("controls.watching")}</p>
              <button
                type="button"
                className={primary}
                disabled={busy || !freeSeat}
                onClick={() => run("sit")}
              >
                {t("controls.sit")}
              </button>
            </>
          ) : (
            <p className="text-sm text-felt-100">
              {t("controls.signInToSit")} <SignInLink tableId={view.tableId} />
            </p>
          )
        ) : (
          <button type="button" className={secondary} disabled={busy} onClick={() => run("leave")}>
            {t("controls.leave")}
          </button>
        )}
        {/* The bank changes hands between rounds only: not while hands are being set. */}
        {role === "player" &&
        table.banking &&
        view.bank.kind === "house" &&
        view.phase !== "setting" ? (
          <>
            <button type="button" className={secondary} disabled={busy} onClick={() => run("bank")}>
              {t("controls.takeBank")}
            </button>
            {entryBalance !== null ? (
              // The entry rule before the click, with what the player has (issue 29).
              <p className="w-full text-sm text-felt-100" data-testid="live-bank-entry">
                {t("controls.entryRule", {
                  points: table.banking.minPoints,
                  amount: money.amount(entryBalance),
                  seats: table.live?.seats ?? table.banking.maxSeats,
                })}{" "}
                {t("controls.entryHave", {
                  points: view.you.points ?? 0,
                  balance: money.amount(view.you.balance ?? 0),
                })}
              </p>
            ) : null}
          </>
        ) : null}
        {role === "bank" ? (
          <>
            <button
              type="button"
              className={secondary}
              disabled={busy}
              onClick={() => run("unbank")}
            >
              {t("controls.leaveBank")}
            </button>
            <button
              type="button"
              className={secondary}
              aria-pressed={autoApprove}
              disabled={busy}
              onClick={() => run("auto-approve", { on: !autoApprove })}
            >
              {t("controls.autoApprove")}
            </button>
          </>
        ) : null}
      </div>

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

function SignInLink({ tableId }: { tableId: string }) {
  const t = useTranslations("Live.controls");
  return (
    <Link
      href={{ pathname: "/signin", query: { next: `/live/${tableId}` } }}
      className="font-semibold text-chip-300 underline"
    >
      {t("signIn")}
    </Link>
  );
}
