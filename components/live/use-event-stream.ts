"use client";

import { useEffect, useState } from "react";

/** How long to wait before opening a new stream after the browser gave one up (a 4xx/5xx). */
const REOPEN_MS = 3_000;
/** ... and after the server said this viewer has too many streams open (another tab may close). */
const TOO_MANY_REOPEN_MS = 15_000;

/** A stream's state as the page tells it: up, down (reconnecting), or refused: too many tabs. */
export type StreamStatus = "up" | "down" | "too-many";

/**
 * Why the browser gave a stream up: EventSource does not say, so the URL is asked once more
 * and the answer's typed code read (a 429 `too-many-streams`: this viewer's other tabs hold
 * every stream). A stream that opens meanwhile is closed at once; anything else is "down".
 */
export async function whyClosed(url: string, fetcher: typeof fetch = fetch): Promise<StreamStatus> {
  const abort = new AbortController();
  try {
    const response = await fetcher(url, {
      headers: { accept: "text/event-stream" },
      signal: abort.signal,
    });
    if (response.status !== 429) return "down";
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    return body?.code === "too-many-streams" ? "too-many" : "down";
  } catch {
    return "down";
  } finally {
    abort.abort();
  }
}

/**
 * One Server-Sent Events stream (a live table's view, or the lobby): an EventSource, which
 * reconnects by itself (resuming with Last-Event-ID). Returns its status: "down" while it
 * reconnects (the page says "reconnecting"), "too-many" when the server refused it because
 * this viewer's other tabs hold every stream (the page says so, not "reconnecting" forever:
 * issue 29). A stream the browser gave up is opened again after a pause. `onData` must be
 * stable (useCallback).
 */
export function useEventStream(url: string, onData: (data: string) => void): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>("up");
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: number | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(url);
      source.onopen = () => setStatus("up");
      source.onmessage = (event) => {
        setStatus("up");
        onData(event.data);
      };
      source.onerror = () => {
        if (!source || stopped) return;
        if (source.readyState === EventSource.CONNECTING) setStatus("down");
        else if (source.readyState === EventSource.CLOSED) {
          source.close();
          void whyClosed(url).then((why) => {
            if (stopped) return;
            setStatus(why);
            timer = window.setTimeout(open, why === "too-many" ? TOO_MANY_REOPEN_MS : REOPEN_MS);
          });
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
  return status;
}
