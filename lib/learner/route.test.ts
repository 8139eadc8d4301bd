import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { learnerRoute, MAX_BODY_BYTES, sameOrigin } = await import("./route");

const request = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:3000/api/practice/deal", {
    method: "POST",
    headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...headers },
    body,
  });

describe("the drill's JSON endpoints", () => {
  const handler = vi.fn(async (input: unknown) => ({ status: "dealt", echo: input }));
  const route = learnerRoute(handler as never);

  it("answers the handler's typed result for a same-origin JSON post", async () => {
    const response = await route(request('{"drill":"any"}', { "sec-fetch-site": "same-origin" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await response.json()).toEqual({ status: "dealt", echo: { drill: "any" } });
  });

  it("refuses other sites, other content types, oversized and malformed bodies before the handler", async () => {
    handler.mockClear();
    const cases: [Request, number][] = [
      [request("{}", { "sec-fetch-site": "cross-site" }), 403],
      [request("{}", { origin: "https://evil.example" }), 403],
      [request("{}", { origin: "not a url" }), 403],
      [request("drill=any", { "content-type": "application/x-www-form-urlencoded" }), 415],
      [request(JSON.stringify({ pad: "x".repeat(MAX_BODY_BYTES) })), 413],
      [request('{"drill":'), 400],
    ];
    for (const [req, status] of cases) {
      const response = await route(req);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ status: "error" });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("takes the Origin of this host, and a request with neither header (no browser)", () => {
    expect(sameOrigin(request("{}", { origin: "http://127.0.0.1:3000" }))).toBe(true);
    expect(sameOrigin(request("{}"))).toBe(true);
    expect(sameOrigin(request("{}", { "sec-fetch-site": "same-site" }))).toBe(false);
  });
});
