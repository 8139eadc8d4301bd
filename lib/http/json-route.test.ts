import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { jsonRoute, MAX_BODY_BYTES, readCapped } = await import("./json-route");

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
