/**
 * Server time of the analyzer, end to end: starts the production build (`next start`, the
 * build in NEXT_DIST_DIR or .next) on a free port with its own temporary database, warms it,
 * then requests /en/analyze?hand=... for hands that are new to the EV cache (cache misses:
 * exact EV computed, the page rendered) and prints p50 / p95 / max of the full response.
 * The same hands again measure cache hits. Must reach p95 <= 50 ms on a cache miss. For
 * comparison, the service alone (analyzeHand: cache lookup, exact EV, cache write) is timed
 * in this process on other cache-miss hands, so the page's own share can be read off.
 *
 *   npm run build && npm run bench:analyze -- [hands=200] [seed=5]
 *
 * The server is stopped by its process group id at the end, also when a request fails.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { analyzeHand } from "@/lib/analyze/analysis";
import { formatHand } from "@/lib/engine/cards";
import { cacheKey } from "@/lib/engine/ev-cache";
import { createRng, deal } from "@/lib/engine/rng";
import { DEFAULT_RULE_SET } from "@/lib/engine/rule-set";
import { warmEngine } from "@/lib/grading/ev";

const hands = Number(process.argv[2] ?? 200);
const seed = Number(process.argv[3] ?? 5);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  return `n ${sorted.length}, p50 ${f(at(0.5))}, p95 ${f(at(0.95))}, max ${f(sorted.at(-1) ?? 0)}`;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-bench-analyze-"));
const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn(
  process.execPath,
  [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port)],
  {
    env: {
      ...process.env,
      DATABASE_PATH: path.join(dir, "bench.db"),
      NEXT_TELEMETRY_DISABLED: "1",
      // Every request comes from 127.0.0.1, far faster than a person (lib/analyze/limits.ts).
      PRACTICE_RATE_SCALE: "100",
    },
    stdio: "ignore",
    detached: true,
  },
);

// Distinct hands, none sharing a cache key: every first request is a cache miss.
const rng = createRng(seed);
const keys = new Set<string>();
const texts: string[] = [];
while (texts.length < hands) {
  const hand = deal(rng, 7);
  const key = cacheKey(hand);
  if (keys.has(key)) continue;
  keys.add(key);
  texts.push(formatHand(hand));
}

async function get(text: string | null): Promise<number> {
  const url =
    text === null
      ? `${base}/en/analyze`
      : `${base}/en/analyze?${new URLSearchParams({ hand: text })}`;
  const start = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200 || (text !== null && !body.includes('data-testid="analysis"')))
    throw new Error(`${url}: HTTP ${response.status}, no analysis in the page`);
  return ms;
}

try {
  const up = performance.now();
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 400) throw new Error("next start did not come up (build first: npm run build)");
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`server up in ${((performance.now() - up) / 1000).toFixed(1)} s on port ${port}`);

  // Warm-up on other hands: the route's first renders (module loading, JIT).
  const warm = createRng(seed + 1_000_003);
  for (let i = 0; i < 20; i++) await get(formatHand(deal(warm, 7)));

  const miss: number[] = [];
  for (const text of texts) miss.push(await get(text));
  const hit: number[] = [];
  for (const text of texts) hit.push(await get(text));
  // The page without a hand (header, form, deck): what every analyzer page costs anyway.
  const empty: number[] = [];
  for (let i = 0; i < Math.min(hands, 100); i++) empty.push(await get(null));

  // The service alone, in this process, on hands the server never saw.
  warmEngine();
  const service: number[] = [];
  const own = createRng(seed + 2_000_003);
  for (let i = 0; i < hands; i++) {
    const hand = deal(own, 7);
    const start = performance.now();
    await analyzeHand(hand, 0.05, DEFAULT_RULE_SET);
    service.push(performance.now() - start);
  }
  console.log(`analyzeHand in process, cache miss:            ${stats(service)}`);
  console.log(`GET /en/analyze, cache miss (exact EV + render): ${stats(miss)}`);
  console.log(`GET /en/analyze, cache hit:                     ${stats(hit)}`);
  console.log(`GET /en/analyze, no hand (form only):           ${stats(empty)}`);
  const p95 = [...miss].sort((a, b) => a - b)[Math.ceil(0.95 * miss.length) - 1] ?? 0;
  console.log(`target p95 <= 50 ms on a cache miss: ${p95 <= 50 ? "met" : "NOT met"}`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (${os.cpus().length} cores)`,
  );
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
