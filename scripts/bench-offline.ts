/**
 * bench:offline (issue 33): the browser's exact EV, measured in this machine's Chromium.
 * Builds the offline bundles (scripts/build-offline.ts), serves the engine worker from a
 * throw-away local server on a free port, and in a headless Chromium page:
 * - starts a fresh worker and times its first use: the tables built (the `warm` message);
 * - grades `--hands` seeded hands (default 300) one after another and prints the time per
 *   hand inside the worker and as the page sees it (round trip), p50 / p95 / max;
 * and prints the engine bundle's size, raw, gzip and brotli. Targets: p95 <= 20 ms per hand,
 * tables <= 2 s, bundle <= 150 kB compressed.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { createRng, deal } from "../lib/engine";
import { buildOffline } from "./build-offline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const hands = arg("hands", 300);
const seed = arg("seed", 1);

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (values: number[]): string => {
  const s = [...values].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(1)} ms`;
};

const built = await buildOffline();
const worker = fs.readFileSync(path.join(root, "public/offline/engine-worker.js"));
const server = http.createServer((request, response) => {
  if (request.url?.startsWith("/offline/engine-worker.js")) {
    response.writeHead(200, { "content-type": "text/javascript" });
    response.end(worker);
  } else {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>bench</title>");
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;

const rng = createRng(seed);
const requests = Array.from({ length: hands }, (_, i) => {
  const hand = deal(rng, 7);
  return {
    type: "grade",
    dealId: `bench-${i}`,
    hand,
    front: [hand[0], hand[1]],
    drill: "any",
    ruleSet: { way: "seed", variant: "standard" },
  };
});

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  const result = (await page.evaluate(`(async (list) => {
    const w = new Worker("/offline/engine-worker.js");
    let id = 0;
    const ask = (message) =>
      new Promise((resolve) => {
        const mine = ++id;
        const on = (event) => {
          if (event.data.id !== mine) return;
          w.removeEventListener("message", on);
          resolve(event.data);
        };
        w.addEventListener("message", on);
        w.postMessage({ ...message, id: mine });
      });
    const t0 = performance.now();
    const warm = await ask({ type: "warm", ruleSet: { way: "seed", variant: "standard" } });
    const firstUse = performance.now() - t0;
    const inWorker = [];
    const roundTrip = [];
    for (const m of list) {
      const start = performance.now();
      const a = await ask(m);
      roundTrip.push(performance.now() - start);
      if (a.type !== "graded") throw new Error(a.message ?? a.type);
      inWorker.push(a.ms);
    }
    w.terminate();
    return { tables: warm.ms, firstUse, inWorker, roundTrip };
  })(${JSON.stringify(requests)})`)) as {
    tables: number;
    firstUse: number;
    inWorker: number[];
    roundTrip: number[];
  };
  console.log(`Chromium ${browser.version()}, ${hands} seeded hands (seed ${seed}), one worker`);
  console.log(
    `worker tables built on first use: ${result.tables.toFixed(0)} ms in the worker, ${result.firstUse.toFixed(0)} ms from new Worker() (target <= 2000 ms)`,
  );
  console.log(`grade per hand in the worker: ${summary(result.inWorker)} (target p95 <= 20 ms)`);
  console.log(`grade per hand, page round trip: ${summary(result.roundTrip)}`);
  console.log(
    `engine bundle public/offline/engine-worker.js: ${(built.workerBytes / 1024).toFixed(1)} kB raw, ${(built.workerGzip / 1024).toFixed(1)} kB gzip, ${(built.workerBrotli / 1024).toFixed(1)} kB brotli (target <= 150 kB compressed); sw.js ${(built.swBytes / 1024).toFixed(1)} kB`,
  );
} finally {
  await browser.close();
  server.close();
}
