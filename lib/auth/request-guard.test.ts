import type http from "node:http";
import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, refusal } from "./address-stamp";
import { malformedBody } from "./request-guard";

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
    ["a reference to a part that cannot exist", '"$Q99"'],
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
