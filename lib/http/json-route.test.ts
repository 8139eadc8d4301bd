import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { jsonRead, jsonRoute, MAX_BODY_BYTES, readCapped } = await import("./json-route");
const { StoreBusyError } = await import("@/lib/db/client");
const { resetStoreFaultLog } = await import("@/lib/db/faults");

/** A chunked body of `chunks` chunks of `size` bytes, produced on demand, counting the pulls. */
function endless(chunks = Number.POSITIVE_INFINITY, size = 16 * 1024) {
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= chunks) return controller.close();
      counter.pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  const request = new Request("http://127.0.0.1:3000/api/practice/submit", {
    method: "POST",
    headers: { host: "127.0.0.1:3000", "content-type": "application/json" },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

describe("a JSON route's body (issue 21, item 1)", () => {
  it("answers 413 at the chunk that passes the cap, then drops the rest and cuts the stream", async () => {
    const handler = vi.fn(async () => ({ status: "ok" }));
    const { request, counter } = endless(); // a body that never ends
    const response = await jsonRoute(handler, { drainMs: 50 })(request);
    // Answered with the stream's own read-ahead aside nothing past the chunk that crossed it.
    expect(counter.pulled).toBeLessThanOrEqual(3);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: "error", code: "invalid-input" });
    expect(handler).not.toHaveBeenCalled();
    // The rest is read and dropped for a moment (so the answer is not lost to a reset), then cut.
    await vi.waitFor(() => expect(counter.cancelled).toBe(true));
  });

  it("reads a body within the cap whole, chunk after chunk", async () => {
    const { request } = endless(3, 1000);
    expect(await readCapped(request, MAX_BODY_BYTES)).toBe(" ".repeat(3000));
    const { request: over } = endless(5, 1000);
    expect(await readCapped(over, MAX_BODY_BYTES)).toBeNull();
  });

  it("takes a per-route cap", async () => {
    const handler = vi.fn(async (input: unknown) => ({ status: "ok", input }));
    const route = jsonRoute(handler as never, { maxBytes: 16 });
    const post = (body: string) =>
      route(
        new Request("http://h/api/x", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
      );
    expect((await post('{"a":1}')).status).toBe(200);
    expect((await post(JSON.stringify({ a: "x".repeat(20) }))).status).toBe(413);
  });
});

/** A same-origin JSON post to a route, with `headers` over the usual ones. */
const postTo = (route: (r: Request) => Promise<Response>, headers: Record<string, string> = {}) =>
  route(
    new Request("http://h/api/practice/submit", {
      method: "POST",
      headers: { host: "h", "content-type": "application/json", ...headers },
      body: "{}",
    }),
  );

describe("one convention for every JSON route (issue 56, item 13)", () => {
  it("takes application/json, with parameters, and nothing else", async () => {
    const route = jsonRoute(async () => ({ status: "ok" }));
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON"])
      expect((await postTo(route, { "content-type": type })).status).toBe(200);
    for (const type of ["application/jsonx", "application/json-patch+json", "text/plain", ""])
      expect((await postTo(route, { "content-type": type })).status).toBe(415);
  });

  it("compares the scheme of the origin too", async () => {
    const route = jsonRoute(async () => ({ status: "ok" }));
    const over = (origin: string, proto: string) =>
      postTo(route, { origin, "x-forwarded-proto": proto });
    expect((await over("https://h", "https")).status).toBe(200);
    expect((await over("http://h", "https")).status).toBe(403);
    expect((await over("https://h", "http")).status).toBe(403);
    expect((await over("https://other", "https")).status).toBe(403);
  });

  it("answers a refusal with its code's status, the drill's routes included", async () => {
    const refusing = (code: string) => jsonRoute(async () => ({ status: "error", code }));
    expect((await postTo(refusing("invalid-input"))).status).toBe(400);
    expect((await postTo(refusing("unknown-deal"))).status).toBe(400);
    expect((await postTo(refusing("rate-limited"))).status).toBe(429);
    expect((await postTo(refusing("unavailable"))).status).toBe(503);
    const ok = await postTo(jsonRoute(async () => ({ status: "dealt" })));
    expect(ok.status).toBe(200);
  });

  it("caps a read's query", async () => {
    const read = jsonRead(async () => ({ status: "ok" }));
    const get = (query: string) => read(new Request(`http://h/api/table/coach?${query}`));
    expect((await get(`a=${"x".repeat(500)}`)).status).toBe(200);
    expect((await get(`a=${"x".repeat(600)}`)).status).toBe(414);
  });
});

describe("a store fault answers 503, logged once a minute (issue 56, item 12)", () => {
  it("answers 503 with Retry-After and a clear code, one log line for many requests", async () => {
    resetStoreFaultLog();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    const failing = jsonRoute(async () => {
      throw new Error("write failed", { cause: full });
    });
    const locked = jsonRoute(async () => {
      throw new StoreBusyError(Object.assign(new Error("busy"), { code: "SQLITE_BUSY" }));
    });
    for (let i = 0; i < 20; i++) {
      const response = await postTo(failing);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ status: "error", code: "unavailable" });
    }
    expect((await postTo(locked)).status).toBe(503);
    // One line per kind: the full disk's and the lock's, no stack.
    expect(log).toHaveBeenCalledTimes(2);
    for (const [line] of log.mock.calls) expect(String(line)).not.toMatch(/\n\s+at /);
    log.mockRestore();
    // Anything else is no store fault: it stays Next's 500.
    const bug = jsonRoute(async () => {
      throw new TypeError("x is undefined");
    });
    await expect(postTo(bug)).rejects.toThrow(TypeError);
  });
});
