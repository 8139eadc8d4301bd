import { describe, expect, it } from "vitest";
import { Bus } from "@/lib/push/bus";
import { eventStream, lastEventIdOf, StreamCounter, type StreamSource } from "./sse";

/** A table that changes when told, behind the bus like a live table. */
function fakeTable(bus: Bus, topic = "t1") {
  const state = { seq: 1, data: { n: 1 } as { n: number } | null, reads: 0 };
  const source: StreamSource<{ n: number }> = {
    read: async () => {
      state.reads += 1;
      return state.data === null ? null : { seq: state.seq, data: state.data };
    },
    subscribe: (wake) => bus.subscribe(topic, wake),
  };
  const change = async (n: number) => {
    state.seq += 1;
    state.data = { n };
    await bus.publish(topic, state.seq);
  };
  return { state, source, change };
}

/** Reads the stream's text until `until` holds (or the stream ends). */
async function readUntil(response: Response, until: (text: string) => boolean): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  reader.releaseLock();
  return text;
}

const events = (text: string) =>
  text
    .split("\n\n")
    .filter((block) => block.startsWith("id: "))
    .map((block) => ({
      id: Number(/^id: (\d+)/.exec(block)?.[1]),
      data: JSON.parse(/\ndata: (.*)$/.exec(block)?.[1] ?? "null"),
    }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("eventStream", () => {
  it("sends the current view first, then every change with its sequence number as id", async () => {
    const bus = new Bus();
    const table = fakeTable(bus);
    const abort = new AbortController();
    const response = eventStream(new Request("http://x/", { signal: abort.signal }), table.source);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const first = await readUntil(response, (t) => events(t).length >= 1);
    expect(first.startsWith("retry: 2000\n\n")).toBe(true);
    expect(events(first)).toEqual([{ id: 1, data: { n: 1 } }]);
    await table.change(7);
    const second = await readUntil(response, (t) => events(t).length >= 1);
    expect(events(second)).toEqual([{ id: 2, data: { n: 7 } }]);
    abort.abort();
    expect(bus.listenerCount()).toBe(0);
  });

  it("skips what the client has (Last-Event-ID) and never repeats a sequence number", async () => {
    const bus = new Bus();
    const table = fakeTable(bus);
    table.state.seq = 5;
    const abort = new AbortController();
    const request = new Request("http://x/", {
      signal: abort.signal,
      headers: { "last-event-id": "5" },
    });
    const response = eventStream(request, table.source, { lastEventId: lastEventIdOf(request) });
    await flush();
    // A wake without a change (another instance's echo) sends nothing new.
    await bus.publish("t1", 5);
    await table.change(9);
    const text = await readUntil(response, (t) => events(t).length >= 1);
    expect(events(text)).toEqual([{ id: 6, data: { n: 9 } }]);
    abort.abort();
  });

  it("coalesces a burst of wakes into few reads and ends the stream when the view is gone", async () => {
    const bus = new Bus();
    const table = fakeTable(bus);
    const abort = new AbortController();
    let closedCalls = 0;
    const response = eventStream(new Request("http://x/", { signal: abort.signal }), table.source, {
      onClose: () => {
        closedCalls += 1;
      },
    });
    await readUntil(response, (t) => events(t).length >= 1);
    const before = table.state.reads;
    for (let i = 0; i < 50; i++) bus.deliver("t1", 2);
    await flush();
    expect(table.state.reads - before).toBeLessThanOrEqual(2);
    table.state.data = null;
    bus.deliver("t1", 3);
    const rest = await readUntil(response, () => false); // reads to the end
    expect(events(rest)).toEqual([]);
    expect(closedCalls).toBe(1);
    expect(bus.listenerCount()).toBe(0);
  });

  it("sends heartbeats on an idle stream", async () => {
    const bus = new Bus();
    const table = fakeTable(bus);
    const abort = new AbortController();
    const response = eventStream(new Request("http://x/", { signal: abort.signal }), table.source, {
      heartbeatMs: 10,
    });
    const text = await readUntil(response, (t) => (t.match(/: keep-alive\n\n/g) ?? []).length >= 2);
    expect(text).toContain(": keep-alive\n\n");
    abort.abort();
  });

  it("renews at every keep-alive, and ends (closing once) when the renewal says the lease is gone", async () => {
    const bus = new Bus();
    const table = fakeTable(bus);
    const abort = new AbortController();
    let renewals = 0;
    let closes = 0;
    const response = eventStream(new Request("http://x/", { signal: abort.signal }), table.source, {
      heartbeatMs: 10,
      onClose: () => closes++,
      // Kept twice (one failure in between is only logged), then gone: the stream ends.
      renew: async () => {
        renewals += 1;
        if (renewals === 2) throw new Error("store down");
        return renewals < 4;
      },
    });
    const text = await readUntil(response, () => false);
    expect((text.match(/: keep-alive\n\n/g) ?? []).length).toBe(4);
    expect([renewals, closes]).toEqual([4, 1]);
    expect(bus.listenerCount()).toBe(0);
    abort.abort();
    expect(closes).toBe(1);
  });

  it("ends at once for an aborted request", async () => {
    const bus = new Bus();
    const table = fakeTable(bus);
    const abort = new AbortController();
    abort.abort();
    const response = eventStream(new Request("http://x/", { signal: abort.signal }), table.source);
    expect(await readUntil(response, () => false)).toBe("");
    expect(bus.listenerCount()).toBe(0);
  });
});

describe("lastEventIdOf", () => {
  it("reads a decimal id and refuses anything else", () => {
    const of = (value?: string) =>
      lastEventIdOf(
        new Request(
          "http://x/",
          value === undefined ? {} : { headers: { "last-event-id": value } },
        ),
      );
    expect(of("42")).toBe(42);
    expect(of()).toBeNull();
    expect(of("-1")).toBeNull();
    expect(of("1e9")).toBeNull();
    expect(of("9".repeat(40))).toBeNull();
  });
});

describe("StreamCounter", () => {
  it("allows at most max open streams per key and counts releases once", () => {
    const counter = new StreamCounter(2);
    const a = counter.tryOpen("u1");
    const b = counter.tryOpen("u1");
    expect(a && b).toBeTruthy();
    expect(counter.tryOpen("u1")).toBeNull();
    expect(counter.tryOpen("u2")).not.toBeNull();
    a?.();
    a?.();
    expect(counter.count("u1")).toBe(1);
    expect(counter.tryOpen("u1")).not.toBeNull();
  });
});
