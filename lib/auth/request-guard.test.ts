import type http from "node:http";
import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, refusal } from "./address-stamp";
import { refuseActionBody } from "./request-guard";

/** The refusal's status, or null when the body may go on to Next. */
const statusOf = async (request: Request) => (await refuseActionBody(request))?.status ?? null;
const malformedBody = async (request: Request) => (await statusOf(request)) === 400;

const post = (body: BodyInit, type: string, action = true) =>
  new Request("http://localhost/en/practice", {
    method: "POST",
    body,
    // An empty type lets Request set multipart's own boundary.
    headers: {
      ...(type ? { "content-type": type } : {}),
      ...(action ? { "next-action": "7f00" } : {}),
    },
  });

const multipart = (parts: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.set(k, v);
  return form;
};

describe("request guard (issue 10, item 8)", () => {
  it.each([
    ["broken JSON", "{{{not json"],
    ["a reference to a part that cannot exist", '["$Q99"]'],
    ["a root that is not a list", '"$Q99"'],
    ["null", "null"],
    ["a string", '"str"'],
    ["a 5,000-digit bigint", `["$n${"9".repeat(5000)}"]`],
    ["a nested dangling reference", '[{"a":["$K1"]}]'],
  ])("refuses a server-action body with %s", async (_name, body) => {
    expect(await malformedBody(post(body, "text/plain;charset=UTF-8"))).toBe(true);
  });

  it("lets ordinary calls through, escaped and plain special values included", async () => {
    for (const body of ['[{"drill":"any"}]', '["$$dollar","$undefined","$D2020-01-01"]', "[]"]) {
      expect(await malformedBody(post(body, "text/plain;charset=UTF-8"))).toBe(false);
    }
    const form = multipart({ "0": '["$K1"]', "1_username": "ada" });
    expect(await malformedBody(post(form, ""))).toBe(false);
  });

  it("refuses a multipart action without its root part or with a broken numbered part", async () => {
    expect(await malformedBody(post(multipart({ "1": "{bad" }), ""))).toBe(true);
    expect(await malformedBody(post(multipart({ "0": "[]", "1": "{bad" }), ""))).toBe(true);
    expect(await malformedBody(post("garbage", "multipart/form-data; boundary=zzz", false))).toBe(
      true,
    );
  });

  it.each([
    ["a promise of a part that is not there", { "0": '["$@9"]' }],
    ["a root that is not a list", { "0": '{"status":"idle"}' }],
    ["a dangling reference in another part", { "0": '["$1"]', "1": '["$Q5"]' }],
  ])("refuses a multipart action with %s (issue 21, item 2)", async (_name, parts) => {
    expect(await statusOf(post(multipart(parts), ""))).toBe(400);
  });

  it("lets a form action's own shape through: state and form, and parts that exist", async () => {
    const state = multipart({ "0": '[{"status":"idle"},"$K1"]', "1_username": "ada" });
    expect(await statusOf(post(state, ""))).toBeNull();
    expect(await statusOf(post(multipart({ "0": '["$@1"]', "1": '"x"' }), ""))).toBeNull();
  });

  it("refuses other content types, other origins and oversized chunked bodies", async () => {
    expect(await statusOf(post("\x00\x01", "application/octet-stream"))).toBe(415);
    expect(await statusOf(post("[]", "application/json"))).toBe(415);
    const evil = new Request("http://localhost/en/practice", {
      method: "POST",
      body: "[]",
      headers: {
        host: "localhost",
        origin: "https://evil.example",
        "content-type": "text/plain",
        "next-action": "7f00",
      },
    });
    expect(await statusOf(evil)).toBe(403);
    const ownOrigin = new Request("http://localhost:3000/en/practice", {
      method: "POST",
      body: "[]",
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "content-type": "text/plain",
        "next-action": "7f00",
      },
    });
    expect(await statusOf(ownOrigin)).toBeNull();
    // No declared length: a stream of 2 MB (what the proxy's clone holds at most).
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 32; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/en/practice", {
      method: "POST",
      body: big,
      duplex: "half",
      headers: { "content-type": "text/plain", "next-action": "7f00" },
    } as RequestInit);
    expect(await statusOf(chunked)).toBe(413);
  });

  it("never reads a plain page POST (no action) past the cap (issue 56, item 13)", async () => {
    const req = (headers: http.IncomingHttpHeaders) =>
      ({ url: "/en/signin", headers, method: "POST" }) as http.IncomingMessage;
    // Declared: refused at the connection, before Next or the proxy reads a byte.
    const declared = { "content-type": "application/x-www-form-urlencoded" };
    expect(refusal(req({ ...declared, "content-length": String(80 * 1024 * 1024) }))?.status).toBe(
      413,
    );
    expect(refusal(req({ ...declared, "content-length": "100" }))).toBeNull();
    // Chunked (no declared length): a page needs no body, so none is read at all.
    const chunked = { "content-type": "application/octet-stream", "transfer-encoding": "chunked" };
    expect(refusal(req(chunked))?.status).toBe(411);
    // An action's chunked body is the proxy's to count; the JSON routes count their own.
    expect(refusal(req({ ...chunked, "next-action": "7f00" }))).toBeNull();
    const api = { url: "/api/practice/submit", headers: chunked, method: "POST" };
    expect(refusal(api as http.IncomingMessage)).toBeNull();
    // A small one goes on to Next, as before.
    expect(await statusOf(post("a=1", "application/x-www-form-urlencoded", false))).toBeNull();
  });

  it("refuses malformed URL escapes and oversized action bodies before Next", () => {
    const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") =>
      ({ url, headers, method }) as http.IncomingMessage;
    expect(refusal(req("/en/%E0%A4%A"))?.status).toBe(400);
    expect(refusal(req("/%"))?.status).toBe(400);
    expect(refusal(req("/en/practice?q=%ZZ"))).toBeNull(); // the query is the page's business
    const big = { "next-action": "7f00", "content-length": String(ACTION_BODY_LIMIT + 1) };
    expect(refusal(req("/en/practice", big, "POST"))?.status).toBe(413);
    expect(refusal(req("/en/practice", { ...big, "content-length": "100" }, "POST"))).toBeNull();
  });
});
