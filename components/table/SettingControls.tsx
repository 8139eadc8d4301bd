"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { HandPicker } from "@/components/drill/HandPicker";
import { SetPreview } from "@/components/drill/SetPreview";
import type { Card } from "@/lib/engine";
import type { BetAndSetEvent } from "./bet-and-set-state";
import { buttonBase, Kbd, light, primary, secondary } from "./buttons";
import { Countdown } from "./Countdown";

/** A round's clock in the server's time: the own table's setting, a live table's bets and setting. */
export interface SettingClock {
  deadlineAt: number;
  serverNow: number;
  offsetMs: number;
  totalSeconds: number;
  onExpire: () => void;
}

/** A round's clock as the Countdown shows it, first drawn from the server's own answer. */
export function ClockCountdown({ clock }: { clock: SettingClock }) {
  return (
    <Countdown
      deadlineAt={clock.deadlineAt}
      offsetMs={clock.offsetMs}
      totalSeconds={clock.totalSeconds}
      initialSeconds={Math.ceil((clock.deadlineAt - clock.serverNow) / 1000)}
      onExpire={clock.onExpire}
    />
  );
}

/**
 * Setting the dealt hand (RULES.md 8, 11.4) at the own and the live table: the seven cards as
 * laid out (by rank or as dealt), two picked for the front, the clock, and what the pick makes.
 */
export function SettingHand({
  dealt,
  hand,
  order,
  picked,
  busy,
  clock,
  fourColour,
  onToggle,
}: {
  /** The learner's own cards in dealt order (RULES.md 1 text). */
  dealt: string;
  hand: readonly Card[];
  order: readonly number[];
  picked: readonly number[];
  busy: boolean;
  clock: SettingClock | null;
  fourColour: boolean;
  onToggle: (position: number) => void;
}) {
  const t = useTranslations("Table");
  return (
    // The learner's own cards in dealt order (never the dealer's): tests read the deal here.
    <div data-dealt-hand={dealt}>
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="text-xs text-felt-100 sm:text-sm">{t("pickTwo")}</p>
        {clock ? <ClockCountdown clock={clock} /> : null}
      </div>
      <div className="-mt-2">
        <HandPicker
          hand={hand}
          order={order}
          front={picked}
          interactive={!busy}
          fourColour={fourColour}
          onToggle={onToggle}
        />
      </div>
      <div className="mt-2">
        <SetPreview hand={hand} front={picked} />
      </div>
    </div>
  );
}

/**
 * The setting buttons: House Way until two cards are picked, then Done in its place
 * (RULES.md 8: Done appears only when two are chosen; walk #12), and Clear.
 */
export function SettingButtons({
  picked,
  busy,
  settling,
  onDone,
  onHouseWay,
  onClear,
}: {
  picked: number;
  busy: boolean;
  settling: boolean;
  onDone: () => void;
  onHouseWay: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("Table");
  return (
    <>
      {picked === 2 ? (
        <button
          type="button"
          onClick={onDone}
          disabled={busy}
          aria-keyshortcuts="Enter"
          className={primary}
        >
          {settling ? t("settling") : t("done")}
          <Kbd>↵</Kbd>
        </button>
      ) : (
        <button
          type="button"
          onClick={onHouseWay}
          disabled={busy}
          aria-keyshortcuts="H"
          className={light}
        >
          {settling ? t("settling") : t("houseWay")}
          <Kbd>H</Kbd>
        </button>
      )}
      <button type="button" onClick={onClear} disabled={picked === 0 || busy} className={secondary}>
        {t("clearPick")}
        <Kbd>C</Kbd>
      </button>
    </>
  );
}

/**
 * The foul question while the shared reducer asks it (`confirmFoul`): yes closes it at once (a
 * second Enter finds no dialog to confirm again) and plays the foul; no goes back to the cards.
 */
export function FoulQuestion({
  asking,
  busy,
  dispatch,
  onPlay,
}: {
  asking: boolean;
  busy: boolean;
  dispatch: (event: BetAndSetEvent) => void;
  onPlay: () => void;
}) {
  if (!asking) return null;
  return (
    <FoulConfirm
      busy={busy}
      onYes={() => {
        dispatch({ type: "cancel-foul" });
        onPlay();
      }}
      onNo={() => dispatch({ type: "cancel-foul" })}
    />
  );
}

/**
 * Asked before a fouled setting is played (seed 001): it loses whatever the dealer holds. One
 * modal dialog at the own and the live table (walk finding 5): over the felt, so its buttons
 * are on screen at 375 px; the focus on "play the foul", so Enter confirms once (the table's
 * keys rest while a dialog is open); Escape or "change" goes back to the cards.
 */
function FoulConfirm({
  onYes,
  onNo,
  busy = false,
}: {
  onYes: () => void;
  onNo: () => void;
  busy?: boolean;
}) {
  const t = useTranslations("Table.foulConfirm");
  const dialog = useRef<HTMLDialogElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    yes.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="foul-title"
      aria-modal="true"
      data-testid="foul-confirm"
      onCancel={(event) => {
        event.preventDefault();
        onNo();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-red-50 p-4 text-red-950 shadow-xl backdrop:bg-stone-950/60"
    >
      <p id="foul-title" className="font-semibold">
        {t("text")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={yes}
          type="button"
          disabled={busy}
          onClick={onYes}
          className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}
        >
          {t("yes")}
        </button>
        <button type="button" onClick={onNo} className={`${buttonBase} bg-white text-stone-900`}>
          {t("no")}
        </button>
      </div>
    </dialog>
  );
}
