"use client";

/**
 * The four-colour deck preference (spades black, hearts red, diamonds blue, clubs green),
 * kept in localStorage and shared by every card on the page. Read through
 * useSyncExternalStore so the server render (two colours) and hydration agree.
 */
import { useCallback, useSyncExternalStore } from "react";

const KEY = "pgt.fourColourDeck";
const EVENT = "pgt:deck-preference";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(EVENT, onChange);
  };
}

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function useFourColourDeck(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(KEY, next ? "1" : "0");
    } catch {
      // No storage (private mode): the choice is not remembered.
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [on, set];
}
