"use client";

import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { useFourColourDeck } from "@/components/cards/deck-preference";
import { HandPicker } from "@/components/drill/HandPicker";
import { SetPreview } from "@/components/drill/SetPreview";
import { Kbd } from "@/components/table/buttons";
import { ChipRack } from "@/components/table/ChipRack";
import { useMoney } from "@/components/table/money";
import { useStable } from "@/components/table/use-stable";
import { useTableKeys } from "@/components/table/use-table-keys";
import { Link } from "@/i18n/navigation";
import { makeSplit, parseHand } from "@/lib/engine";
import type { LiveVerb } from "@/lib/live/api";
import type { TableConfig } from "@/lib/table/tables";
import { type LiveAction, type LiveUiState, sumChips } from "./live-state";

const buttonBase =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-45";
const primary = `${buttonBase} bg-chip-400 text-felt-950 hover:bg-chip-500`;
const secondary = `${buttonBase} bg-felt-950/40 text-white hover:bg-felt-950/60`;
const DEALT_ORDER = [0, 1, 2, 3, 4, 5, 6] as const;

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
  run: (verb: LiveVerb, body?: object) => void;
}) {
  const t = useTranslations("Live");
  const money = useMoney(table.currency);
  const [fourColour] = useFourColourDeck();
  const { view } = state;
  const { role } = view.you;
  const mySeat = role === "player" ? view.seats.find((s) => s.seat === view.you.seat) : undefined;
  const freeSeat = view.seats.some((s) => s.name === null);
  const errorText = (code: string) => {
    const key = `errors.${code}` as "errors.unexpected";
    return t.has(key) ? t(key) : t("errors.unexpected");
  };

  const main = sumChips(state.chips);
  const bonus = sumChips(state.bonusChips);
  const cards = mySeat?.cards ?? null;
  const hand = cards ? parseHand(cards.join(" ")) : null;
  const settingOpen = view.phase === "setting" && hand !== null && mySeat?.front === null;
  const [a, b] = state.picked;
  const foul = hand && a !== undefined && b !== undefined ? makeSplit(hand, a, b).foul : false;

  const done = () => {
    if (!cards || a === undefined || b === undefined) return;
    if (foul && !state.confirmFoul) dispatch({ type: "confirm-foul" });
    else run("set", { front: [cards[a], cards[b]] });
  };
  // Chips are stacked before the deal (kept while the bank approves); Deal only in the bets.
  const betting =
    mySeat !== undefined &&
    mySeat.bet === null &&
    (view.phase === "bets" || view.phase === "approve" || view.phase === "idle");
  const deal = () => {
    if (betting && !busy && main > 0 && view.phase === "bets")
      run("bet", bonus > 0 ? { main, bonus } : { main });
  };

  // The solo table's keys (components/table/use-table-keys.ts), for what a live seat can do:
  // chips Q-Y, Backspace, C/Escape, Enter or D to deal; 1-7 pick (as dealt), Enter done, H.
  const keys = useStable({
    chip: (index: number) => {
      const value = table.chips[index];
      if (betting && !busy && value !== undefined) dispatch({ type: "chip", value });
    },
    pick: (slot: number) => {
      if (settingOpen && !busy) dispatch({ type: "toggle", position: slot });
    },
    enter: () => (settingOpen ? done() : deal()),
    deal,
    houseWay: () => {
      if (settingOpen && !busy) run("house-way");
    },
    removeChip: () => {
      if (betting) dispatch({ type: "remove-chip" });
    },
    clear: () => dispatch({ type: settingOpen ? "clear-pick" : "clear" }),
    // No Re-Bet, New Game or rules dialog at a live table: the rounds follow each other.
    reBet: () => undefined,
    newGame: () => undefined,
    rules: () => undefined,
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
        {teacher ? (
          <>
            <p className="text-sm text-felt-100">{t("controls.teacherWatching")}</p>
            <button
              type="button"
              className={secondary}
              disabled={busy}
              onClick={() => run("close")}
            >
              {t("controls.close")}
            </button>
          </>
        ) : role === "watcher" ? (
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
          <div className="space-y-2">
            <p className="text-xs text-felt-100">
              {t("controls.limits", {
                min: money.short(table.minBet),
                max: money.short(table.maxBet),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondary}
                aria-pressed={state.target === "main"}
                onClick={() => dispatch({ type: "target", target: "main" })}
              >
                {t("controls.main")}: <span data-testid="live-main">{money.short(main)}</span>
              </button>
              {table.bonus ? (
                <button
                  type="button"
                  className={secondary}
                  aria-pressed={state.target === "bonus"}
                  onClick={() => dispatch({ type: "target", target: "bonus" })}
                >
                  {t("controls.bonusBet")}: {money.short(bonus)}
                </button>
              ) : null}
            </div>
            <ChipRack
              chips={table.chips}
              currency={table.currency}
              disabled={busy}
              onChip={(value) => dispatch({ type: "chip", value })}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondary}
                disabled={busy || main + bonus === 0}
                aria-keyshortcuts="C Escape"
                onClick={() => dispatch({ type: "clear" })}
              >
                {t("controls.clear")}
                <Kbd>C</Kbd>
              </button>
              <button
                type="button"
                className={primary}
                disabled={busy || main === 0 || view.phase !== "bets"}
                aria-keyshortcuts="Enter D"
                onClick={deal}
              >
                {t("controls.deal")}
                <Kbd>D</Kbd>
              </button>
            </div>
          </div>
        )
      ) : null}

      {/* Setting the seven cards ------------------------------------------------------------ */}
      {settingOpen && hand ? (
        <div className="space-y-2">
          <p className="text-sm text-felt-100">{t("controls.pickTwo")}</p>
          <HandPicker
            hand={hand}
            order={DEALT_ORDER}
            front={state.picked}
            interactive={!busy}
            fourColour={fourColour}
            onToggle={(position) => dispatch({ type: "toggle", position })}
          />
          <SetPreview hand={hand} front={state.picked} />
          {state.confirmFoul ? (
            <p role="alert" className="text-sm font-semibold text-red-200">
              {t("controls.foulWarning")}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={primary}
              disabled={busy || state.picked.length !== 2}
              aria-keyshortcuts="Enter"
              onClick={done}
            >
              {t("controls.done")}
              <Kbd>↵</Kbd>
            </button>
            <button
              type="button"
              className={secondary}
              disabled={busy}
              aria-keyshortcuts="H"
              onClick={() => run("house-way")}
            >
              {t("controls.houseWay")}
              <Kbd>H</Kbd>
            </button>
          </div>
        </div>
      ) : mySeat && view.phase === "setting" && mySeat.front !== null ? (
        <p className="text-sm" data-testid="live-you-set">
          {t("controls.youSet")}
        </p>
      ) : null}
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
