"use client";

/**
 * A yes/no display preference kept in localStorage and shared by every component on the page
 * (and other tabs). Read through useSyncExternalStore so the server render (the fallback) and
 * hydration agree.
 */
import { useCallback, useSyncExternalStore } from "react";

const EVENT = "pgt:stored-flag";

export function useStoredFlag(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) onChange();
      };
      window.addEventListener("storage", onStorage);
      window.addEventListener(EVENT, onChange);
      return () => {
        window.removeEventListener("storage", onStorage);
        window.removeEventListener(EVENT, onChange);
      };
    },
    [key],
  );
  const read = useCallback(() => {
    try {
      const value = window.localStorage.getItem(key);
      return value === null ? fallback : value === "1";
    } catch {
      return fallback;
    }
  }, [key, fallback]);
  const on = useSyncExternalStore(subscribe, read, () => fallback);
  const set = useCallback(
    (next: boolean) => {
      try {
        window.localStorage.setItem(key, next ? "1" : "0");
      } catch {
        // No storage (private mode): the choice is not remembered.
      }
      window.dispatchEvent(new Event(EVENT));
    },
    [key],
  );
  return [on, set];
}
