"use client";

import { type Dispatch, useEffect } from "react";
import type { BetAndSetEvent } from "./bet-and-set-state";
import { useStable } from "./use-stable";

/** Keys that place the rack's chips, left to right (shown on each chip). */
export const CHIP_KEYS = ["q", "w", "e", "r", "t", "y"] as const;

/**
 * Keys belong to typing only in a field that takes text. A checkbox, a radio or a button
 * with the focus (sort, four-colour deck, coach) leaves the table's keys working (walk #9).
 */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset", "range", "color"].includes(target.type)
  );
}

export interface TableKeys {
  chip: (index: number) => void;
  pick: (slot: number) => void;
  /** Enter: Done with two cards picked, else Deal. */
  enter: () => void;
  deal: () => void;
  houseWay: () => void;
  removeChip: () => void;
  /** C or Escape: the pick while setting, else the bets. */
  clear: () => void;
  reBet: () => void;
  newGame: () => void;
  rules: () => void;
}

/**
 * The table's keyboard (RULES.md 8's buttons): chips Q W E R T Y, 1-7 pick as laid out, Enter
 * or D deal, Enter done, H house way, Backspace last chip, C or Escape clear, B Re-Bet,
 * N new game, ? rules. `keys` must be stable (useStable).
 */
function useTableKeys(keys: TableKeys, chipCount: number) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const key = event.key.toLowerCase();
      const target = event.target instanceof HTMLElement ? event.target : null;
      const chipIndex = CHIP_KEYS.indexOf(key as (typeof CHIP_KEYS)[number]);
      let handled = true;
      if (chipIndex >= 0 && chipIndex < chipCount) keys.chip(chipIndex);
      else if (key >= "1" && key <= "7") keys.pick(Number(key) - 1);
      else if (key === "enter") {
        // Enter on a focused button or link is that button's own click.
        if (target?.closest("button, a, summary") && !target.closest("[data-card]")) return;
        keys.enter();
      } else if (key === "d") keys.deal();
      else if (key === "h") keys.houseWay();
      else if (key === "backspace") keys.removeChip();
      else if (key === "c" || key === "escape") keys.clear();
      else if (key === "b") keys.reBet();
      else if (key === "n") keys.newGame();
      else if (key === "?") keys.rules();
      else handled = false;
      if (handled) event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [keys, chipCount]);
}

/**
 * A seat's keys at any table (the own table's screen, a live seat): the chips and picks
 * go to the one table reducer (which takes them only in their phase), C or Escape clears the
 * picks while setting and else the bets; what Enter, D, H, N and ? do is the screen's own.
 */
export function useSeatKeys({
  chips,
  order,
  busy,
  setting,
  dispatch,
  ...own
}: {
  chips: readonly number[];
  /** The dealt positions in the order the cards are laid out (keys 1-7 pick by place). */
  order: readonly number[];
  busy: boolean;
  /** The learner's own cards are being set. */
  setting: boolean;
  dispatch: Dispatch<BetAndSetEvent>;
} & Pick<TableKeys, "enter" | "deal" | "houseWay" | "newGame" | "rules">) {
  const keys = useStable({
    chip: (index: number) => {
      const value = chips[index];
      if (value !== undefined && !busy) dispatch({ type: "chip", value });
    },
    pick: (slot: number) => {
      const position = order[slot];
      if (position !== undefined && !busy) dispatch({ type: "toggle", position });
    },
    removeChip: () => dispatch({ type: "remove-chip" }),
    clear: () => dispatch({ type: setting ? "clear-pick" : "clear-bets" }),
    reBet: () => {
      if (!busy) dispatch({ type: "re-bet" });
    },
    ...own,
  });
  useTableKeys(keys, chips.length);
}
