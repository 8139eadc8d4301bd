/**
 * Server-Sent Events from an app-router route handler (STACK.md: no custom server needed).
 * One stream shows one thing that changes (a live table as one viewer sees it): each event is
 * the whole current view, its `id:` the view's sequence number, so a client that missed events
 * loses nothing, and `Last-Event-ID` on reconnect skips a view it already has.
 *
 * The stream re-reads the view when the bus wakes it (coalesced: one read at a time, one more
 * if woken meanwhile), sends it only when its sequence number moved on, sends a comment line
 * every `heartbeatMs` so proxies keep an idle stream open, and ends on `request.signal` (the
 * client left), when the view is gone, or when a client stops reading (its queue would grow).
 * The framing is a few lines of text, so no library is used for it.
 */

export interface StreamSource<T> {
  /**
   * The current view with its sequence number; null ends the stream (nothing to show any
   * more). `atLeast`: the newest sequence number a wake announced (null: none, read what is
   * there), so a source may serve a read it shares with other streams.
   */
  read(atLeast: number | null): Promise<{ seq: number; data: T } | null>;
  /** Calls `wake` on every change (with its sequence number, or -1: re-read) until unsubscribed. */
  subscribe(wake: (seq: number) => void): () => void;
}

export interface StreamOptions {
  /** The last sequence number the client has (Last-Event-ID); null sends the current view. */
  lastEventId?: number | null;
  heartbeatMs?: number;
  /** Called once when the stream ends, however it ends. */
  onClose?: () => void;
  /**
   * Called at every keep-alive while the stream is open (a stream lease's renewal): false ends
   * the stream (its lease is gone); a failure is logged and tried again at the next one.
   */
  renew?: () => Promise<boolean>;
}

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: Next's compression would otherwise hold events back.
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
} as const;

/** Chunks a client may leave unread before its stream is ended. */
const MAX_QUEUED = 64;
const encoder = new TextEncoder();

/** The client's last event id: the `Last-Event-ID` header (EventSource's reconnect). */
export function lastEventIdOf(request: Request): number | null {
  const raw = request.headers.get("last-event-id");
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export function eventStream<T>(
  request: Request,
  source: StreamSource<T>,
  options: StreamOptions = {},
): Response {
  let sent = options.lastEventId ?? -1;
  let closed = false;
  let reading = false;
  let again = false;
  /** The newest sequence number a wake announced and no read has shown yet. */
  let announced: number | null = null;
  let unsubscribe: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let controller: ReadableStreamDefaultController<Uint8Array>;

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe?.();
    if (heartbeat) clearInterval(heartbeat);
    request.signal.removeEventListener("abort", close);
    try {
      controller.close();
    } catch {
      // already closed or cancelled by the reader
    }
    options.onClose?.();
  };

  const write = (text: string) => {
    if (closed) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return close();
    controller.enqueue(encoder.encode(text));
  };

  const refresh = async (): Promise<void> => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const atLeast = announced;
        announced = null;
        const view = await source.read(atLeast);
        if (view === null) return close();
        if (view.seq > sent) {
          sent = view.seq;
          write(`id: ${view.seq}\ndata: ${JSON.stringify(view.data)}\n\n`);
        }
      } while (again && !closed);
    } catch (error) {
      // The client's EventSource reconnects and re-reads; no error text goes to it.
      console.warn("event stream: read failed:", (error as Error).message);
      close();
    } finally {
      reading = false;
    }
  };

  const renew = async (renewal: () => Promise<boolean>): Promise<void> => {
    try {
      if (!(await renewal())) close();
    } catch (error) {
      console.warn("event stream: renewal failed:", (error as Error).message);
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (request.signal.aborted) return close();
      request.signal.addEventListener("abort", close);
      write("retry: 2000\n\n");
      unsubscribe = source.subscribe((seq) => {
        // -1 (a relay reconnect: anything may have changed) asks for a plain read.
        if (seq > (announced ?? -1) && seq > sent) announced = seq;
        void refresh();
      });
      heartbeat = setInterval(() => {
        write(": keep-alive\n\n");
        if (!closed && options.renew) void renew(options.renew);
      }, options.heartbeatMs ?? 20_000);
      heartbeat.unref?.();
      void refresh();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}

/** Open streams per key (a learner), so one client cannot hold an unbounded number. */
export class StreamCounter {
  private readonly open = new Map<string, number>();
  constructor(private readonly max: number) {}

  /** A release function when `key` may open one more stream, else null. */
  tryOpen(key: string): (() => void) | null {
    const count = this.open.get(key) ?? 0;
    if (count >= this.max) return null;
    this.open.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.open.get(key) ?? 1) - 1;
      if (now <= 0) this.open.delete(key);
      else this.open.set(key, now);
    };
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
