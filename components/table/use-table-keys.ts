"use client";

import { useEffect } from "react";

/** Keys that place the rack's chips, left to right (shown on each chip). */
export const CHIP_KEYS = ["q", "w", "e", "r", "t", "y"] as const;

/**
 * Keys belong to typing only in a field that takes text. A checkbox, a radio or a button
 * with the focus (sort, four-colour deck, coach) leaves the table's keys working (walk #9).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
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
export function useTableKeys(keys: TableKeys, chipCount: number) {
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
