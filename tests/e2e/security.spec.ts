/**
 * Issue 10 against the running production server: security headers, 4xx (never 500) for
 * malformed requests, unknown rule pages 404 without a cache entry, and a health check that
 * really looks at the store.
 */
import { expect, test } from "@playwright/test";

test("pages carry the security headers", async ({ request }) => {
  const res = await request.get("/en");
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy"]).toContain("object-src 'none'");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("malformed requests get 4xx without a stack", async ({ request }) => {
  for (const path of ["/en/%E0%A4%A", "/%", "/en/rules/%ZZ"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
  }
  const action = { "next-action": "7f0123456789abcdef0123456789abcdef01234567" };
  for (const body of ["{{{not json", '"$Q99"']) {
    const res = await request.post("/en/practice", {
      headers: { ...action, "content-type": "text/plain;charset=UTF-8" },
      data: body,
    });
    expect(res.status(), body).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.js|Error:/);
  }
  const garbageForm = await request.post("/en/signin", {
    headers: { "content-type": "multipart/form-data; boundary=zzz" },
    data: "garbage",
  });
  expect(garbageForm.status()).toBe(400);
  const huge = await request.post("/en/practice", {
    headers: { ...action, "content-type": "text/plain;charset=UTF-8" },
    data: "a".repeat(1024 * 1024 + 10),
  });
  expect(huge.status()).toBe(413);
});

test("an unknown rule page answers 404 and is not cached", async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/en/rules/no-such-page-${Date.now()}-${i}`);
    expect(res.status()).toBe(404);
    expect(res.headers()["cache-control"] ?? "").toMatch(/no-store|private/);
  }
  expect((await request.get("/en/rules/how-to-play")).status()).toBe(200);
});

test("the health check answers ok for a usable store", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", db: "ok" });
});

test("the drill's JSON endpoints refuse other sites and bad bodies, and need a learner to answer", async ({
  request,
  baseURL,
}) => {
  const json = { "content-type": "application/json" };
  const crossSite = await request.post("/api/practice/deal", {
    headers: { ...json, origin: "https://evil.example" },
    data: { drill: "any" },
  });
  expect(crossSite.status()).toBe(403);
  const notJson = await request.post("/api/practice/deal", {
    headers: json,
    data: Buffer.from("{{{"),
  });
  expect(notJson.status()).toBe(400);
  expect(await notJson.text()).not.toMatch(/at .*\.js|Error:/);
  const huge = await request.post("/api/practice/submit", {
    headers: json,
    data: JSON.stringify({ dealId: "x".repeat(10_000), front: [0, 1] }),
  });
  expect(huge.status()).toBe(413);
  // A fresh client without a learner cookie cannot answer anything: typed, nothing stored.
  const forged = await request.post("/api/practice/submit", {
    headers: json,
    data: { dealId: "00000000-0000-4000-8000-000000000000", front: [0, 1] },
  });
  // One convention for every JSON route (issue 56, item 13): a refusal is a 4xx.
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toEqual({ status: "error", code: "no-learner" });
  const wrongShape = await request.post("/api/practice/deal", {
    headers: json,
    data: { drill: 7 },
  });
  expect(wrongShape.status()).toBe(400);
  expect(await wrongShape.json()).toEqual({ status: "error", code: "invalid-input" });
  // The JSON type exactly (parameters allowed), and the scheme of the origin too.
  const jsonx = await request.post("/api/practice/deal", {
    headers: { "content-type": "application/jsonx" },
    data: JSON.stringify({ drill: "any" }),
  });
  expect(jsonx.status()).toBe(415);
  const withCharset = await request.post("/api/practice/deal", {
    headers: { "content-type": "application/json; charset=utf-8" },
    data: JSON.stringify({ drill: "any" }),
  });
  expect(withCharset.status()).toBe(200);
  const host = new URL(baseURL ?? "http://localhost").host;
  const otherScheme = await request.post("/api/practice/deal", {
    headers: { ...json, origin: `https://${host}` },
    data: { drill: "any" },
  });
  expect(otherScheme.status()).toBe(403);
  // A live read's query is capped like every read's.
  const longQuery = await request.get(`/api/live?pad=${"x".repeat(600)}`);
  expect(longQuery.status()).toBe(414);
});

test("the tests' clock hook runs out test tables only, and only the phase named", async ({
  request,
}) => {
  // A real table: not found, even on this server that runs the test tables.
  const real = await request.post("/api/live/live-usd-5-50/run-out-clock?phase=bets");
  expect(real.status()).toBe(404);
  expect(await real.json()).toEqual({ status: "error", code: "unknown-table" });
  // A test table without a phase: refused; in another phase than named: nothing runs out.
  const test = "/api/live/live-test-e2e-2/run-out-clock";
  expect((await request.post(test)).status()).toBe(400);
  const idle = await request.post(`${test}?phase=setting`);
  expect(await idle.json()).toEqual({ status: "ok", ran: false });
  // From another site: refused.
  const cross = await request.post(`${test}?phase=bets`, {
    headers: { origin: "https://elsewhere.example" },
  });
  expect(cross.status()).toBe(403);
});
