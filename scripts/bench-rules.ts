/**
 * Server time of the rule pages against a running production server:
 *
 *   npm run build && npx next start -p 3300 &
 *   npx tsx scripts/bench-rules.ts http://localhost:3300 200
 *
 * For each page: the first request (which renders it, unless the cache already holds it), then
 * `n` sequential requests, timed from sending to the last byte on this machine, so the figures
 * include Next's proxy, routing and cache lookup and a localhost round trip. Prints p50, p95 and
 * max per page and the cache header Next answered with.
 *
 * Wall time on a shared machine includes waiting for a CPU. With SERVER_PID=<pid of
 * next-server> (or of a wrapper such as npx: the node process under it is found) the script
 * also reads the server's CPU time from /proc before and after each page and prints the CPU
 * milliseconds it spent per request, which other load barely moves.
 */
import os from "node:os";
import { serverPid as nodeProcess, processCpuMs } from "./bench/cpu";

const base = process.argv[2] ?? "http://localhost:3000";
const n = Number(process.argv[3] ?? 200);
const paths = [
  "/en/rules",
  "/en/rules/house-way",
  "/de/rules/house-way",
  "/sv/rules/house-way",
  "/fr/rules/house-way",
  "/en/rules/hand-rankings",
  "/fr/rules/glossary",
];

async function timed(url: string): Promise<{ ms: number; status: number; cache: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-language": "en" } });
  await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: response.status,
    cache: response.headers.get("x-nextjs-cache") ?? "-",
  };
}

const serverPid = process.env.SERVER_PID ? nodeProcess(Number(process.env.SERVER_PID)) : null;
/** utime + stime of the server process (every thread), in ms. */
function serverCpuMs(): number {
  return serverPid === null ? Number.NaN : processCpuMs(serverPid);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

console.log(
  `${n} requests per page against ${base}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.cpus().length} cores\n`,
);
console.log(`${"page".padEnd(26)}  status  cache   first     p50     p95     max  cpu/req  (ms)`);
for (const path of paths) {
  const first = await timed(base + path);
  const times: number[] = [];
  let last = first;
  const cpuBefore = serverCpuMs();
  for (let i = 0; i < n; i++) {
    last = await timed(base + path);
    times.push(last.ms);
  }
  const cpuPerRequest = (serverCpuMs() - cpuBefore) / n;
  times.sort((a, b) => a - b);
  console.log(
    `${path.padEnd(26)}  ${String(last.status).padEnd(6)}  ${last.cache.padEnd(5)} ${fmt(first.ms)} ${fmt(
      quantile(times, 0.5),
    )} ${fmt(quantile(times, 0.95))} ${fmt(times.at(-1) ?? Number.NaN)} ${fmt(cpuPerRequest)}`,
  );
}
