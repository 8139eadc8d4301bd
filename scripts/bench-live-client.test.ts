/**
 * The live bench's event-stream reader (bench-live-client.ts) against a loopback server that
 * frames its events as the app's SSE route does: `id:` and `data:` lines, `:` heartbeats, a
 * blank line after each event, and events split across TCP chunks at any point.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { LiveStream } from "./bench-live-client";

let server: http.Server | null = null;

/** Stops the server, ending the streams it still holds open. */
async function stop(): Promise<void> {
  const open = server;
  server = null;
  if (!open) return;
  open.closeAllConnections();
  await new Promise<void>((resolve) => open.close(() => resolve()));
}

afterEach(stop);

/** A server answering the events path with `status` and these chunks, then holding on. */
async function serve(status: number, chunks: string[]): Promise<{ base: string; path: string[] }> {
  const seen: string[] = [];
  server = http.createServer((req, res) => {
    seen.push(`${req.url} ${req.headers.cookie}`);
    res.writeHead(status, { "content-type": "text/event-stream" });
    for (const chunk of chunks) res.write(chunk);
    if (status !== 200) res.end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, path: seen };
}

const view = (n: number) => ({ tableId: "t1", phase: "bets", n });

describe("the live bench's event stream", () => {
  it("reads events split across chunks, counts heartbeats and keeps the last view", async () => {
    const event = (seq: number) => `id: ${seq}\ndata: ${JSON.stringify(view(seq))}\n\n`;
    const whole = `${event(1)}: heartbeat\n\n${event(2)}${event(3)}`;
    // Cut mid-line, between the two newlines of a boundary, and inside the JSON.
    const cuts = [5, whole.indexOf("\n\n") + 1, whole.indexOf('"phase"', 60), whole.length];
    const chunks = cuts.map((end, k) => whole.slice(k === 0 ? 0 : cuts[k - 1], end));
    expect(chunks.join("")).toBe(whole);
    expect(chunks.every((c) => c.length > 0)).toBe(true);
    const { base, path } = await serve(200, chunks);

    const stream = await LiveStream.open(base, "t1", "learner=abc");
    const third = await stream.waitSeq(3, 5_000);
    expect(third?.view).toEqual(view(3));
    expect(stream.arrivals.map((a) => a.seq)).toEqual([1, 2, 3]);
    expect(stream.arrivals.map((a) => a.view)).toEqual([view(1), view(2), view(3)]);
    expect(stream.heartbeats).toBe(1);
    expect(stream.lastSeq).toBe(3);
    expect(stream.last).toEqual(view(3));
    expect(path).toEqual(["/api/live/t1/events learner=abc"]);
    // An arrival already seen is answered at once; one that never comes, null after the wait.
    expect((await stream.waitSeq(2, 10))?.seq).toBe(2);
    expect(await stream.waitSeq(4, 20)).toBeNull();
    stream.close();
    expect(stream.ended).toBe(true);
  });

  it("keeps only counts for an idle watcher, and rejects a refused stream with its code", async () => {
    const { base } = await serve(200, [`id: 7\ndata: ${JSON.stringify(view(7))}\n\n`]);
    const idle = await LiveStream.open(base, "t1", "", false);
    expect(await idle.waitFor((a) => a.seq === 7, 5_000, true)).not.toBeNull();
    expect(idle.arrivals).toEqual([]);
    expect(idle.lastSeq).toBe(7);
    idle.close();
    await stop();

    const refused = await serve(429, ['{"status":"error","code":"rate-limited"}']);
    await expect(LiveStream.open(refused.base, "t1", "")).rejects.toThrow(
      'events HTTP 429: {"status":"error","code":"rate-limited"}',
    );
  });
});
