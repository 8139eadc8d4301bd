"use client";

/**
 * The drill the learner picked, kept in localStorage so the next visit deals the same kind of
 * hand. Encoded as "any", "traps", "review" or "category:<filter>".
 */
import { useCallback, useSyncExternalStore } from "react";
import type { DealRequest } from "@/lib/practice/views";
import { decodeDrill, encodeDrill } from "./drill-code";

const KEY = "pgt.drill";
const EVENT = "pgt:drill-choice";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

export function readDrillChoice(): string {
  try {
    return encodeDrill(decodeDrill(window.localStorage.getItem(KEY)));
  } catch {
    return "any";
  }
}

export function useDrillChoice(): [DealRequest, (next: DealRequest) => void] {
  const text = useSyncExternalStore(subscribe, readDrillChoice, () => "any");
  const set = useCallback((next: DealRequest) => {
    try {
      window.localStorage.setItem(KEY, encodeDrill(next));
    } catch {
      // No storage (private mode): the choice is not remembered.
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [decodeDrill(text), set];
}
