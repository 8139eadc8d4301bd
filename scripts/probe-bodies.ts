/**
 * `npm run probe:bodies [-- --bodies 8 --mb 80 --no-build]` (issue 21's must-reach): builds
 * (unless --no-build finds a build) and starts a production server of this checkout (free
 * loopback port, its own temporary database, stopped by its pid), then sends N parallel
 * chunked bodies of M MB, with no Content-Length, to every JSON route under app/api (each
 * route file exporting POST), one route after another. Prints per route: the server's RSS
 * growth over its level before the route's burst (sampled every 10 ms), the time from the
 * moment a body passed the cap to its 413, and how much each client got to send before the
 * answer, and beside it what N parallel 2-byte bodies (answered 400) take on the same server
 * at that moment, so a slow machine shows as such. Prints the load average. Exits non-zero
 * when a figure misses the target (growth < 20 MB, 413 within 100 ms).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { arg, build, flag, freePort, ROOT, startServer, stopServer } from "./bench-server";

const bodies = arg("bodies", 8);
const megabytes = arg("mb", 80);
/** lib/http/json-route.ts's MAX_BODY_BYTES: a body has passed the cap once this much is sent. */
const CAP = 4096;
const CHUNK = 64 * 1024;
const GROWTH_TARGET_MB = 20;
const ANSWER_TARGET_MS = 100;

/** Every route.ts under app/api that exports POST, as a URL path ([segment] -> "x"). */
function jsonRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        if (!/export\s+(const|async function|function)\s+POST\b/.test(source)) continue;
        const route = path
          .relative(path.join(ROOT, "app"), dir)
          .split(path.sep)
          .filter((s) => !/^\(.*\)$/.test(s)) // route groups are not in the URL
          .map((s) => (/^\[.*\]$/.test(s) ? "x" : s))
          .join("/");
        found.push(`/${route}`);
      }
    }
  };
  walk(path.join(ROOT, "app/api"));
  return found.sort();
}

/** Resident set size of a process in bytes (Linux). */
function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

interface Outcome {
  status: number;
  /** From the write that passed the cap to the response's status line (ms). */
  afterCapMs: number;
  sentBytes: number;
}

/** One chunked POST of `total` bytes of JSON-looking padding; stops writing at the answer. */
function chunkedPost(base: string, route: string, total: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const url = new URL(route, base);
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      agent: false,
    });
    const chunk = Buffer.alloc(CHUNK, 0x20); // spaces: valid JSON whitespace, never parsed
    let sent = 0;
    let capAt = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const at = performance.now();
      res.resume();
      resolve({ status: res.statusCode ?? 0, afterCapMs: at - capAt, sentBytes: sent });
      res.on("end", () => req.destroy());
    });
    // The server closes the connection after its 413, so a write still under way fails (EPIPE)
    // and the error may even come before the response is parsed: the response decides.
    req.on("error", () => {});
    req.on("close", () => {
      if (!answered) reject(new Error(`${route}: connection closed without an answer`));
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += CHUNK;
        if (capAt === 0 && sent > CAP) capAt = performance.now();
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

build();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-probe-"));
const port = await freePort();
const server = await startServer(path.join(dir, "probe.db"), port);
const pid = server.child.pid as number;
let failed = false;
try {
  const routes = jsonRoutes();
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    `${bodies} parallel chunked ${megabytes} MB bodies to each of ${routes.length} JSON routes; cap ${CAP} bytes; server pid ${pid}`,
  );
  // Warm every route (its module loaded, its first request served) so the burst measures bodies.
  for (const route of routes) {
    await fetch(`${server.base}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
  }
  console.log(
    "route".padEnd(28) +
      "statuses".padEnd(14) +
      "RSS before".padStart(11) +
      "peak".padStart(9) +
      "growth".padStart(9) +
      "413 after cap: p50".padStart(20) +
      "max".padStart(10) +
      "sent before 413 (max)".padStart(23) +
      "small bodies p50/max".padStart(22),
  );
  for (const route of routes) {
    await new Promise((r) => setTimeout(r, 500));
    const before = rss(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(pid));
    }, 10);
    // What any request costs this server right now: N parallel 2-byte bodies it refuses (400).
    const baseline = await Promise.all(
      Array.from({ length: bodies }, async () => {
        const start = performance.now();
        const res = await fetch(`${server.base}${route}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{{",
        });
        await res.text();
        return performance.now() - start;
      }),
    );
    baseline.sort((a, b) => a - b);
    const outcomes = await Promise.all(
      Array.from({ length: bodies }, () =>
        chunkedPost(server.base, route, megabytes * 1024 * 1024),
      ),
    );
    // Keep sampling a little: memory a late reader would still pile up shows here.
    await new Promise((r) => setTimeout(r, 300));
    clearInterval(sampler);
    peak = Math.max(peak, rss(pid));
    const times = outcomes.map((o) => o.afterCapMs).sort((a, b) => a - b);
    const growthMb = (peak - before) / 2 ** 20;
    const maxMs = times[times.length - 1] ?? 0;
    const statuses = [...new Set(outcomes.map((o) => o.status))].join(",");
    const sentMax = Math.max(...outcomes.map((o) => o.sentBytes)) / 2 ** 20;
    console.log(
      route.padEnd(28) +
        statuses.padEnd(14) +
        `${fmt(before / 2 ** 20)} MB`.padStart(11) +
        `${fmt(peak / 2 ** 20)}`.padStart(9) +
        `${fmt(growthMb)} MB`.padStart(9) +
        `${fmt(times[Math.floor(times.length / 2)] ?? 0)} ms`.padStart(20) +
        `${fmt(maxMs)} ms`.padStart(10) +
        `${fmt(sentMax, 2)} MB`.padStart(23) +
        `${fmt(baseline[Math.floor(baseline.length / 2)] ?? 0)}/${fmt(baseline[baseline.length - 1] ?? 0)} ms`.padStart(
          22,
        ),
    );
    if (statuses !== "413" || growthMb >= GROWTH_TARGET_MB || maxMs > ANSWER_TARGET_MS) {
      failed = true;
    }
  }
  console.log(
    failed
      ? `FAILED: a route missed 413 / growth < ${GROWTH_TARGET_MB} MB / answer within ${ANSWER_TARGET_MS} ms`
      : `ok: every route answered 413 within ${ANSWER_TARGET_MS} ms of the cap and grew the server by less than ${GROWTH_TARGET_MB} MB`,
  );
} finally {
  await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
}
if (!flag("keep-going") && failed) process.exit(1);
