"use client";

import { type Dispatch, useEffect, useRef } from "react";
import type { DrillEvent } from "./drill-state";

/** Keys that belong to typing, not to the drill. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

export interface DrillKeys {
  /** Dealt positions as laid out (sorted or dealt order): what keys 1-7 count. */
  order: readonly number[];
  submit: () => void;
  showHouseWay: () => void;
  dealNext: () => void;
  dispatch: Dispatch<DrillEvent>;
}

/**
 * The drill's keys (1-7 pick, Enter submit, H house way, C or Escape clear, N next hand) on
 * one window-level listener, for the online drill (DrillTable) and the offline one
 * (components/offline/OfflineDrill).
 */
export function useDrillKeys(handlers: DrillKeys): void {
  // Latest handlers for the one window-level key listener.
  const keys = useRef(handlers);
  keys.current = handlers;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      const k = keys.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.key >= "1" && event.key <= "7") {
        event.preventDefault();
        // Keys count the cards as laid out (sorted or dealt order).
        const position = k.order[Number(event.key) - 1];
        if (position !== undefined) k.dispatch({ type: "toggle", position });
      } else if (event.key === "Enter") {
        // Enter on an ordinary button presses that button; on a card (or nowhere) it submits.
        if (target?.closest("button, a, summary") && !target.closest("[data-card]")) return;
        event.preventDefault();
        k.submit();
      } else if (event.key === "h" || event.key === "H") {
        event.preventDefault();
        k.showHouseWay();
      } else if (event.key === "c" || event.key === "C" || event.key === "Escape") {
        event.preventDefault();
        k.dispatch({ type: "clear" });
      } else if (event.key === "n" || event.key === "N") {
        event.preventDefault();
        k.dealNext();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
