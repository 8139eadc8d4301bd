"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

/** How often an unreachable server is asked again. */
const RETRY_MS = 5000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the server can be reached: the browser's own idea (navigator.onLine, which says
 * nothing of a dead hotel Wi-Fi) and an answer from /api/health, asked on every change and
 * again every few seconds while it fails. Any answer counts, a degraded one too; the service
 * worker never answers for the API. The server renders online.
 */
export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    // Asked again whenever the browser thinks it is back; no use asking while it says not.
    if (!browserOnline) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const probe = async () => {
      let answered = false;
      try {
        await fetch("/api/health", { cache: "no-store", signal: AbortSignal.timeout(5000) });
        answered = true;
      } catch {
        answered = false;
      }
      if (cancelled) return;
      setReachable(answered);
      if (!answered) timer = setTimeout(probe, RETRY_MS);
    };
    void probe();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [browserOnline]);

  return browserOnline && reachable;
}
