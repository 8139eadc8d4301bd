/**
 * Issue 21's black-box probes, rerun against a production server of the build that this spec
 * starts itself (free port, its own database, stopped by its pid), so what the server logs can
 * be read: every malformed server-action body answers a 4xx with no stack and no error-level
 * log line (item 2), an oversized chunked action body answers 413 (item 1), and the refusals
 * carry the security headers (item 9).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const DIST = process.env.NEXT_DIST_DIR || ".next";
let server: ChildProcess;
let base = "";
/** The probe server's SQLite file (a test locks it to inject a store fault). */
let dbPath = "";
const log: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The id of `name` as the page at `page` knows it, from the build's manifest. */
function actionId(name: string, page: string): string {
  const file = path.join(DIST, "server/server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  };
  const hit = Object.entries(manifest.node).find(
    ([, v]) => v.exportedName === name && page in v.workers,
  );
  if (!hit) throw new Error(`no ${name} on ${page}`);
  return hit[0];
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-probes-"));
  const port = await freePort();
  dbPath = path.join(dir, "probes.db");
  server = spawn(
    process.execPath,
    [
      "--require",
      path.resolve("tests/support/log-levels.cjs"),
      "node_modules/next/dist/bin/next",
      "start",
      "-H",
      "127.0.0.1",
      "-p",
      String(port),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: DIST,
        DATABASE_PATH: dbPath,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split("\n"));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`probe server did not start:\n${log.join("\n")}`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

const SECURITY = ["content-security-policy", "x-content-type-options", "x-frame-options"];
const expectSecurityHeaders = (headers: Headers, what: string) => {
  for (const name of SECURITY) expect(headers.get(name), `${what}: ${name}`).toBeTruthy();
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
};

/**
 * Sends one probe and checks the answer is the expected 4xx, with the security headers, no
 * stack in its body, and no error-level line in the server's log meanwhile.
 */
async function probe(
  what: string,
  expected: number,
  send: () => Promise<{ status: number; headers: Headers; body: string }>,
) {
  const from = log.length;
  const res = await send();
  await new Promise((r) => setTimeout(r, 150)); // a log line written after the answer
  expect(res.status, what).toBe(expected);
  expect(res.body, what).not.toMatch(/at .*\.js|Error:|\n\s+at /);
  expectSecurityHeaders(res.headers, what);
  const errors = log.slice(from).filter((line) => line.includes("[level:error]"));
  expect(errors, `${what}: error-level log`).toEqual([]);
}

const fetched = async (url: string, init: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, body: await res.text() };
};

const signIn = () => ({
  url: `${base}/en/signin`,
  id: actionId("signInAction", "app/[locale]/(account)/signin/page"),
});

const textAction = (body: string, type = "text/plain;charset=UTF-8") => {
  const { url, id } = signIn();
  return fetched(url, {
    method: "POST",
    headers: { "next-action": id, "content-type": type, accept: "text/x-component" },
    body,
  });
};

const formAction = (parts: Record<string, string>) => {
  const { url, id } = signIn();
  const form = new FormData();
  // React sends the root part "0" last (the parts it names arrive first); a JS object lists
  // "0" first whatever the literal's order, so it is appended after the others here.
  for (const [k, v] of Object.entries(parts)) if (k !== "0") form.set(k, v);
  if (parts["0"] !== undefined) form.set("0", parts["0"]);
  return fetched(url, {
    method: "POST",
    headers: { "next-action": id, accept: "text/x-component" },
    body: form,
  });
};

test("a text body that is not a list of arguments: null, a string (item 2)", async () => {
  await probe("text null", 400, () => textAction("null"));
  await probe('text "str"', 400, () => textAction('"str"'));
});

test("a 5,000-digit bigint (item 2)", async () => {
  await probe("bigint", 400, () => textAction(`["$n${"9".repeat(5000)}"]`));
});

test("an application/octet-stream action body (item 2)", async () => {
  await probe("octet-stream", 415, () =>
    textAction("\u0000\u0001binary", "application/octet-stream"),
  );
});

test("multipart: a promise of a part that is not there (item 2)", async () => {
  await probe("$@9", 400, () => formAction({ "0": '["$@9"]' }));
});

test("multipart: a form action called without its form (item 2)", async () => {
  await probe("state only", 404, () => formAction({ "0": '[{"status":"idle"}]' }));
  await probe("state and a string", 404, () => formAction({ "0": '[{"status":"idle"},"plain"]' }));
});

test("a cross-origin action (item 2)", async () => {
  const { url, id } = signIn();
  await probe("cross-origin", 403, () =>
    fetched(url, {
      method: "POST",
      headers: {
        "next-action": id,
        "content-type": "text/plain;charset=UTF-8",
        origin: "https://evil.example",
      },
      body: "[]",
    }),
  );
});

/**
 * POSTs `bytes` of body, chunked (no Content-Length), or with `declared` its length in the
 * header. The server may answer and close before the body is all sent: the answer counts, the
 * write that then fails (EPIPE, a reset) does not, as for a browser. A reset can also reach
 * the client before it has read the answer already sent (CI saw it, three times running): the
 * refusal changes nothing on the server, so it is sent again, spaced, at most eight times.
 */
async function chunked(
  url: string,
  headers: Record<string, string>,
  bytes: number,
  options: { declared?: boolean } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chunkedOnce(url, headers, bytes, options);
    } catch (error) {
      if (attempt >= 8 || (error as Error).message !== NO_ANSWER) throw error;
      await new Promise((r) => setTimeout(r, 25 * attempt));
    }
  }
}

const NO_ANSWER = "closed without an answer";

function chunkedOnce(
  url: string,
  headers: Record<string, string>,
  bytes: number,
  { declared = false } = {},
) {
  return new Promise<{ status: number; headers: Headers; body: string; sent: number }>(
    (resolve, reject) => {
      const req = http.request(url, {
        method: "POST",
        headers: declared ? { ...headers, "content-length": String(bytes) } : headers,
        agent: false,
      });
      let done = false;
      let sent = 0;
      req.on("response", (res) => {
        done = true;
        let body = "";
        res.on("data", (c: Buffer) => {
          body += c.toString();
        });
        res.on("end", () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
          resolve({ status: res.statusCode ?? 0, headers: h, body, sent });
          req.destroy();
        });
      });
      req.on("error", () => {});
      req.on("close", () => {
        if (!done) reject(new Error(NO_ANSWER));
      });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!done && sent < bytes) {
          const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once("drain", pump);
        }
        if (!done) req.end();
      };
      pump();
    },
  );
}

test("a chunked 5 MB action body answers 413, not 500 (item 1)", async () => {
  const { url, id } = signIn();
  await probe("chunked 5 MB action", 413, () =>
    chunked(url, { "next-action": id, "content-type": "text/plain;charset=UTF-8" }, 5 * 2 ** 20),
  );
});

test("a plain page POST without an action is read at most to the cap (issue 56, item 13)", async () => {
  const url = `${base}/en/signin`;
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const MB80 = 80 * 2 ** 20;
  let res: Awaited<ReturnType<typeof chunked>> | undefined;
  await probe("declared 80 MB page POST", 413, async () => {
    res = await chunked(url, form, MB80, { declared: true });
    return res;
  });
  // Answered long before the body was all sent (on main it was read whole).
  expect(res?.sent ?? MB80).toBeLessThan(16 * 2 ** 20);
  // Chunked: refused before a byte is read (a page needs no body; Next read it all).
  await probe("chunked 80 MB page POST", 411, async () => {
    res = await chunked(url, { "content-type": "application/octet-stream" }, MB80);
    return res;
  });
  expect(res?.sent ?? MB80).toBeLessThan(16 * 2 ** 20);
});

test("a store locked past the busy deadline answers 503 with Retry-After, logged once (issue 56, item 12)", async () => {
  // The injected fault: another connection holds the write lock for the whole test.
  const { default: Database } = await import("better-sqlite3");
  const locker = new Database(dbPath);
  locker.exec("BEGIN EXCLUSIVE");
  const from = log.length;
  try {
    const deal = () =>
      fetch(`${base}/api/practice/deal`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ drill: "any" }),
      });
    const answers = await Promise.all([deal(), deal(), deal()]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(await answer.json()).toMatchObject({ status: "error", code: "unavailable" });
    }
  } finally {
    locker.exec("ROLLBACK");
    locker.close();
  }
  await new Promise((r) => setTimeout(r, 150));
  const lines = log.slice(from).filter((line) => line.includes("store fault"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/store fault \(locked\)/);
  expect(log.slice(from).filter((line) => /^\s+at /.test(line))).toEqual([]);
  // The store back, the drill answers again.
  const after = await fetch(`${base}/api/practice/deal`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ drill: "any" }),
  });
  expect(after.status).toBe(200);
});

test("refusals before Next carry the security headers (item 9)", async () => {
  await probe("malformed URL escape", 400, () => fetched(`${base}/en/%E0%A4%A`, {}));
  const { url, id } = signIn();
  // The 413 may come (and the connection close) before the body is all sent: a fetch then
  // fails on the write (EPIPE) though the answer was there, so the body goes by hand.
  await probe("declared oversized action", 413, () =>
    chunked(
      url,
      { "next-action": id, "content-type": "text/plain;charset=UTF-8" },
      1024 * 1024 + 10,
      { declared: true },
    ),
  );
  await probe("JSON route, chunked over its cap", 413, () =>
    chunked(`${base}/api/practice/submit`, { "content-type": "application/json" }, 2 ** 20),
  );
});
