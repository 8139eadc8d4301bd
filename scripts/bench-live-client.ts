/**
 * The live bench's client side (bench-live.ts): one viewer's event stream of a live table
 * (GET /api/live/{id}/events, read off a node:http response: the framing is three kinds of
 * line, `id:`, `data:` and `:` comments) and the JSON verbs (POST /api/live/...), each call
 * with a viewer's cookie, over keep-alive connections as a browser holds them. Times are
 * performance.now() of this process, so a POST's answer and another viewer's event compare.
 */
import http from "node:http";
import type { LiveView, VerbResult } from "../lib/live/api";

/** Keep-alive for the verbs; every stream holds its own socket (as a browser's EventSource). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export interface Arrival {
  seq: number;
  at: number;
  view: LiveView;
}

export class LiveStream {
  readonly arrivals: Arrival[] = [];
  heartbeats = 0;
  lastSeq = -1;
  last: LiveView | null = null;
  ended = false;
  private request: http.ClientRequest | null = null;
  private listeners = new Set<(a: Arrival) => void>();

  private constructor(
    readonly base: string,
    readonly tableId: string,
    /** Keep every arrival (latency, checks); idle watchers keep only counts. */
    private readonly keep: boolean,
  ) {}

  /**
   * Opens the stream; resolves once the server answered 200 (or rejects with its code).
   * `from`: the viewer's address as a proxy in front would name it (X-Forwarded-For; the
   * servers trust one proxy hop), for viewers who are not all at the bench's one address.
   */
  static open(
    base: string,
    tableId: string,
    cookie: string,
    keep = true,
    from?: string,
  ): Promise<LiveStream> {
    const stream = new LiveStream(base, tableId, keep);
    const headers: http.OutgoingHttpHeaders = { cookie, accept: "text/event-stream" };
    if (from) headers["x-forwarded-for"] = from;
    return new Promise((resolve, reject) => {
      const req = http.get(
        new URL(`/api/live/${tableId}/events`, base),
        // A connection of its own, as an EventSource holds one.
        { agent: false, headers },
        (res) => {
          if (res.statusCode !== 200) {
            let text = "";
            res.on("data", (c: Buffer) => {
              text += c.toString();
            });
            res.on("end", () => reject(new Error(`events HTTP ${res.statusCode}: ${text}`)));
            return;
          }
          res.setEncoding("utf8");
          let buffer = "";
          res.on("data", (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf("\n\n");
            while (end >= 0) {
              stream.block(buffer.slice(0, end), performance.now());
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf("\n\n");
            }
          });
          const finish = () => {
            stream.ended = true;
          };
          res.on("end", finish);
          res.on("error", finish);
          res.on("close", finish);
          resolve(stream);
        },
      );
      req.on("error", (error) => {
        stream.ended = true;
        reject(error);
      });
      stream.request = req;
    });
  }

  private block(text: string, at: number): void {
    let seq: number | null = null;
    let data = "";
    for (const line of text.split("\n")) {
      if (line.startsWith(":")) this.heartbeats++;
      else if (line.startsWith("id:")) seq = Number(line.slice(3).trim());
      else if (line.startsWith("data:")) data += line.slice(5).trim();
    }
    if (seq === null || data === "") return;
    const view = JSON.parse(data) as LiveView;
    const arrival = { seq, at, view };
    this.lastSeq = seq;
    this.last = view;
    if (this.keep) this.arrivals.push(arrival);
    for (const listener of [...this.listeners]) listener(arrival);
  }

  onEvent(listener: (a: Arrival) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The first arrival with seq >= `seq` (already here or to come), or null after `timeoutMs`. */
  waitSeq(seq: number, timeoutMs: number): Promise<Arrival | null> {
    const had = this.arrivals.find((a) => a.seq >= seq);
    if (had) return Promise.resolve(had);
    return this.waitFor((a) => a.seq >= seq, timeoutMs);
  }

  /** The next arrival (or the current view) matching `test`, or null after `timeoutMs`. */
  waitFor(
    test: (a: Arrival) => boolean,
    timeoutMs: number,
    current = false,
  ): Promise<Arrival | null> {
    if (current && this.last) {
      const now = { seq: this.lastSeq, at: performance.now(), view: this.last };
      if (test(now)) return Promise.resolve(now);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(null);
      }, timeoutMs);
      const off = this.onEvent((a) => {
        if (!test(a)) return;
        clearTimeout(timer);
        off();
        resolve(a);
      });
    });
  }

  close(): void {
    this.request?.destroy();
    this.ended = true;
  }
}

export interface Answer {
  result: VerbResult | { status: string; id?: string; code?: string };
  sentAt: number;
  answeredAt: number;
}

/**
 * POSTs JSON to `path` on `base` with `cookie`; HTTP errors and non-JSON answers reject. A
 * keep-alive connection the server closed just as the request went out (ECONNRESET on a
 * reused socket, before any answer) is tried once more on a fresh one, as browsers do.
 */
export async function post(
  base: string,
  path: string,
  cookie: string,
  body: unknown,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postOnce(base, path, cookie, body);
    } catch (error) {
      // Another idle socket of the pool may be just as stale: at most three tries.
      if (!(error as { reusedSocket?: boolean }).reusedSocket || attempt >= 3) throw error;
    }
  }
}

function postOnce(base: string, path: string, cookie: string, body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  const sentAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        method: "POST",
        agent,
        timeout: 30_000,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const answeredAt = performance.now();
          const raw = Buffer.concat(chunks).toString();
          try {
            const result = JSON.parse(raw);
            // Refusals are typed `status: "error"` answers (HTTP 4xx by their code, lib/http/
            // status.ts); anything else is a transport failure.
            if (res.statusCode !== 200 && result?.status !== "error")
              return reject(new Error(`HTTP ${res.statusCode}: ${raw.slice(0, 120)}`));
            resolve({ result, sentAt, answeredAt });
          } catch {
            reject(new Error(`HTTP ${res.statusCode}, not JSON: ${raw.slice(0, 120)}`));
          }
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout after 30 s")));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" && req.reusedSocket)
        Object.assign(error, { reusedSocket: true });
      reject(error);
    });
    req.end(text);
  });
}

/** POST /api/live/{table}/{verb}. */
export const verb = (base: string, cookie: string, tableId: string, name: string, body = {}) =>
  post(base, `/api/live/${tableId}/${name}`, cookie, body);

export async function getView(base: string, cookie: string, tableId: string): Promise<LiveView> {
  const res = await fetch(new URL(`/api/live/${tableId}`, base), { headers: { cookie } });
  if (!res.ok) throw new Error(`view HTTP ${res.status}`);
  return (await res.json()) as LiveView;
}

/** GET of any path (no cookie): its body's length; HTTP errors reject. */
export async function getPath(base: string, path: string): Promise<number> {
  const res = await fetch(new URL(path, base));
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return text.length;
}

/** The viewer's own seat in a view. */
export const mine = (view: LiveView) => view.seats.find((s) => s.seat === view.you.seat);
