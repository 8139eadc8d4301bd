"use client";

import { useEffect, useState } from "react";

/** How long to wait before opening a new stream after the browser gave one up (a 4xx/5xx). */
const REOPEN_MS = 3_000;

/**
 * One Server-Sent Events stream (a live table's view, or the lobby): an EventSource, which
 * reconnects by itself (resuming with Last-Event-ID). Returns whether it is down right now
 * (the page says "reconnecting"). A stream the browser gave up (an error status, e.g. a
 * restart mid-deploy, or too many streams) is opened again after a pause. `onData` must be
 * stable (useCallback).
 */
export function useEventStream(url: string, onData: (data: string) => void): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: number | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(url);
      source.onopen = () => setDown(false);
      source.onmessage = (event) => {
        setDown(false);
        onData(event.data);
      };
      source.onerror = () => {
        if (!source || stopped) return;
        if (source.readyState === EventSource.CONNECTING) setDown(true);
        else if (source.readyState === EventSource.CLOSED) {
          setDown(true);
          source.close();
          timer = window.setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [url, onData]);
  return down;
}
