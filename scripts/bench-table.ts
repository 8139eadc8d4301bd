/**
 * The table over HTTP, as a browser drives it: starts the built app (`next start`) on a free
 * port with its own temporary database, calls what the table screen calls (the live API at
 * the learner's own table, `/api/live/own:<config>/<verb>`, lib/live/own.ts: `bet`, then `set`
 * or `house-way`) and prints figures; stops the server by its pid at the end.
 *
 *   npm run build && npm run bench:table [-- --rounds 200 --learners 20 --seconds 60]
 *   (NEXT_DIST_DIR picks another build folder, as for `next start`)
 *
 * - one learner: the deal -> settle round trip (both requests, with `--think-ms` between them
 *   as below), `--rounds` times. Must reach p95 <= 25 ms.
 * - `--learners` learners at once for `--seconds`, each as fast as the server lets one learner
 *   play (a round every `--pace-ms`, default 1000: the per-learner limit is two actions a
 *   second) and taking `--think-ms` (default 300) between Deal and Done, as a person does;
 *   the round trip is the two requests' time (thinking excluded). Zero errors, and afterwards
 *   every wallet's balance equals its ledger. Must reach p95 <= 80 ms. `--pace-ms 0
 *   --think-ms 0` plays back to back instead (the server's saturation): at least 120
 *   rounds/s.
 * - banking: one learner takes the bank against 6 seats and approves `--bank-rounds` rounds;
 *   each Approve deals, sets and settles six seats. Must reach p95 <= 40 ms.
 * Rate limits are scaled up for the run (PRACTICE_RATE_SCALE): one address plays everyone.
 * With DATABASE_URL (postgres://) the server plays on a scratch database of that cluster,
 * dropped at the end; else on a temporary SQLite file.
 *
 * Every figure is of a warm server: before measuring, 4 clients play back to back in blocks
 * of `--warm-rounds` rounds (default 200) until the main thread's CPU a round is steady
 * (scripts/bench/steady.ts; every block printed), and a second banker plays 10 bank rounds
 * uncounted. Server CPU a round is reported for the main thread (the request thread) apart
 * from the whole process (V8's compiler and GC threads, the EV workers; scripts/bench/cpu.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { isPostgresUrl } from "@/db/schema";
import { openDb } from "@/lib/db/client";
import { closePg, openPg } from "@/lib/db/pg";
import { sqliteClient } from "@/lib/db/store";
import { ledgerMismatches, walletCount } from "@/lib/db/table";
import { createScratchDatabase } from "@/lib/db/test-store";
import { formatCard, parseHand } from "@/lib/engine/cards";
import { houseWay } from "@/lib/engine/house-way";
import { type LiveVerb, type LiveView, OWN_TABLE_PREFIX } from "@/lib/live/api";
import { cpuLine, cpuMeter, serverPid } from "./bench/cpu";
import { steadyNote, warmUntilSteady } from "./bench/steady";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "200" },
    learners: { type: "string", default: "20" },
    seconds: { type: "string", default: "60" },
    "pace-ms": { type: "string", default: "1000" },
    "think-ms": { type: "string", default: "300" },
    "bank-rounds": { type: "string", default: "60" },
    "warm-rounds": { type: "string", default: "200" },
  },
});
const ROUNDS = Number(values.rounds);
const LEARNERS = Number(values.learners);
const SECONDS = Number(values.seconds);
const PACE_MS = Number(values["pace-ms"]);
const THINK_MS = Number(values["think-ms"]);
const BANK_ROUNDS = Number(values["bank-rounds"]);
const WARM_ROUNDS = Number(values["warm-rounds"]);
/** Clients playing the warm-up blocks back to back. */
const WARM_CLIENTS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TABLE = "usd-2-300";
const distDir = process.env.NEXT_DIST_DIR || ".next";

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

type Answer = { status: string; code?: string; view?: LiveView };

/** One learner's browser: a cookie jar and their own tables on the live API (lib/live/own.ts). */
class Client {
  private cookie = "";
  /** The last round's two requests apart: Deal, and Done or House Way (ms). */
  last = { deal: 0, settle: 0 };
  constructor(private readonly base: string) {}

  /** One verb at the learner's own table of `table` (the screen's own requests). */
  async call(table: string, verb: LiveVerb, body: object = {}): Promise<Answer> {
    const url = `${this.base}/api/live/${encodeURIComponent(OWN_TABLE_PREFIX + table)}/${verb}`;
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) {
      this.cookie = setCookie.map((c) => c.split(";")[0]).join("; ");
    }
    // A refusal answers its typed code with a 4xx status (lib/http/status.ts): the round
    // handles the ones it expects; a server fault is the bench's failure.
    if (response.status >= 500) throw new Error(`${verb}: HTTP ${response.status}`);
    return (await response.json()) as Answer;
  }

  /** Deal and settle one round; returns the two requests' time in ms (thinking excluded). */
  async round(k: number, thinkMs = 0): Promise<number> {
    let start = performance.now();
    let dealt = await this.call(TABLE, "bet", { main: 200 });
    if (dealt.status === "error" && dealt.code === "insufficient-balance") {
      await this.call(TABLE, "rebuy");
      dealt = await this.call(TABLE, "bet", { main: 200 });
    }
    const cards = dealt.view?.seats.find((s) => s.seat === dealt.view?.you.seat)?.cards;
    if (dealt.status !== "ok" || !cards) throw new Error(`deal: ${JSON.stringify(dealt)}`);
    const hand = parseHand(cards.join(" "));
    this.last.deal = performance.now() - start;
    if (thinkMs > 0) {
      const dealMs = performance.now() - start;
      await sleep(thinkMs);
      start = performance.now() - dealMs;
    }
    // Half the rounds set by the learner (the house way's front), half by the button.
    const settled =
      k % 2 === 0
        ? await this.call(TABLE, "set", { front: houseWay(hand, "seed").front.map(formatCard) })
        : await this.call(TABLE, "house-way");
    if (settled.status !== "ok" || settled.view?.phase === "setting")
      throw new Error(`settle: ${JSON.stringify(settled)}`);
    const total = performance.now() - start;
    this.last.settle = total - this.last.deal;
    return total;
  }
}

async function main() {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID")))
    throw new Error(`no build in ${distDir}: run "npm run build" first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-bench-table-"));
  const dbFile = path.join(dir, "bench.db");
  const clusterUrl = process.env.DATABASE_URL;
  const pgDatabase = isPostgresUrl(clusterUrl)
    ? await createScratchDatabase(clusterUrl as string, "paigow_bench")
    : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server (NODE_OPTIONS refuses it).
      ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      path.join("node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
    ],
    {
      env: {
        ...process.env,
        DATABASE_PATH: dbFile,
        ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
        PRACTICE_RATE_SCALE: "1000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) server.kill("SIGTERM");
  };
  process.on("exit", stop);
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 300) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    // The node process that runs the server (its main thread's task has the same id).
    const pid = serverPid(server.pid);
    console.log(
      `server pid ${pid} on port ${port}, database ${pgDatabase ? `postgres ${pgDatabase.name}` : dbFile}`,
    );

    // Warm up (not counted): the first deal builds the engine's tables, the first grade fills
    // caches, and V8 goes on compiling the hot paths for a while after. Blocks of WARM_ROUNDS
    // rounds, WARM_CLIENTS clients back to back, until the main thread's CPU a round is steady.
    const warmClients = Array.from({ length: WARM_CLIENTS }, () => new Client(base));
    let warmed = 0;
    console.log(
      `warm-up: blocks of ${WARM_ROUNDS} rounds (${WARM_CLIENTS} learners back to back) until the main thread's CPU a round is steady`,
    );
    const warm = await warmUntilSteady(
      async () => {
        const meter = cpuMeter(pid);
        let next = 0;
        await Promise.all(
          warmClients.map(async (client) => {
            while (next < WARM_ROUNDS) {
              next++;
              await client.round(warmed++);
            }
          }),
        );
        return meter.per(WARM_ROUNDS);
      },
      (b, block) => console.log(`  block ${block}: ${cpuLine(b, 1)} a round`),
    );
    console.log(`  ${steadyNote(warm)}`);

    const one = new Client(base);
    const single: number[] = [];
    const meter1 = cpuMeter(pid);
    const deals: number[] = [];
    const settles: number[] = [];
    for (let k = 0; k < ROUNDS; k++) {
      single.push(await one.round(k, THINK_MS));
      deals.push(one.last.deal);
      settles.push(one.last.settle);
    }
    const s1 = stats(single);
    const [sd, ss] = [stats(deals), stats(settles)];
    const cpuSingle = meter1.per(ROUNDS);
    console.log(
      `one learner, deal -> settle round trip (${THINK_MS} ms to decide, not counted): n=${s1.n} p50 ${s1.p50.toFixed(1)} ms, p95 ${s1.p95.toFixed(1)} ms, max ${s1.max.toFixed(1)} ms (must reach p95 <= 25 ms)`,
    );
    console.log(
      `  of it: Deal p50 ${sd.p50.toFixed(1)} ms, p95 ${sd.p95.toFixed(1)} ms; Done or House Way p50 ${ss.p50.toFixed(1)} ms, p95 ${ss.p95.toFixed(1)} ms`,
    );

    // Banking: 50 points from one $50 round as a player, then the bank against six seats.
    const BANK_TABLE = "usd-5-50-bank";
    const takeBank = async () => {
      const banker = new Client(base);
      const played = await banker.call(BANK_TABLE, "bet", { main: 5_000 });
      if (played.status !== "ok") throw new Error(`bank deal: ${JSON.stringify(played)}`);
      await banker.call(BANK_TABLE, "house-way");
      const taken = await banker.call(BANK_TABLE, "bank", { seats: 6 });
      if (taken.status !== "ok") throw new Error(`take the bank: ${JSON.stringify(taken)}`);
      return banker;
    };
    // Another banker's rounds first, not counted: the bank's own paths warm too.
    const warmBanker = await takeBank();
    for (let k = 0; k < 10; k++) {
      const answer = await warmBanker.call(BANK_TABLE, "approve");
      if (answer.status !== "ok" || answer.view?.you.role !== "bank") break;
    }
    const banker = await takeBank();
    const bankTimes: number[] = [];
    const meterB = cpuMeter(pid);
    let bankStop = "";
    for (let k = 0; k < BANK_ROUNDS; k++) {
      const start = performance.now();
      const answer = await banker.call(BANK_TABLE, "approve");
      // Dealt and settled at once; a bank that no longer covers six seats has left (bankLeft).
      if (answer.status !== "ok" || answer.view?.you.role !== "bank") {
        // Refused, or the bank left (its cover or the entry rule no longer held): say which.
        bankStop = ` (stopped: ${answer.code ?? answer.view?.bankLeft?.reason ?? answer.status})`;
        break;
      }
      bankTimes.push(performance.now() - start);
    }
    const sb = stats(bankTimes);
    const cpuBank = meterB.per(bankTimes.length);
    console.log(
      `banking, 6 seats, Approve -> settled round: n=${sb.n} p50 ${sb.p50.toFixed(1)} ms, p95 ${sb.p95.toFixed(1)} ms, max ${sb.max.toFixed(1)} ms${bankStop} (must reach p95 <= 40 ms)`,
    );

    const samples: number[] = [];
    const meterM = cpuMeter(pid);
    let errors = 0;
    const firstErrors: string[] = [];
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: LEARNERS }, async () => {
        const client = new Client(base);
        // Learners sit down at different moments, as they would.
        await sleep(Math.random() * PACE_MS);
        for (let k = 0; performance.now() < until; k++) {
          const began = performance.now();
          try {
            samples.push(await client.round(k, THINK_MS));
          } catch (error) {
            errors++;
            if (firstErrors.length < 5) firstErrors.push(String(error));
          }
          await sleep(Math.max(0, PACE_MS - (performance.now() - began)));
        }
      }),
    );
    const s2 = stats(samples);
    const cpuMany = meterM.per(samples.length);
    const both = (r: { main: number; whole: number }) =>
      `${r.whole.toFixed(1)} ms (main thread ${r.main.toFixed(1)})`;
    console.log(
      `server CPU a round, whole process (main thread): one learner ${both(cpuSingle)}, banking ${both(cpuBank)}, ${LEARNERS} learners ${both(cpuMany)}; warm-up's steady block ${both(warm.chosen)} (main thread ${cpuMany.main.toFixed(1)} ms a round at ${LEARNERS} learners: at most ${(1000 / Math.max(0.1, cpuMany.main)).toFixed(0)} rounds/s on any number of cores)`,
    );
    console.log(
      `${LEARNERS} learners for ${SECONDS} s (a round every ${PACE_MS} ms each, ${THINK_MS} ms to decide): ${s2.n} rounds (${(s2.n / SECONDS).toFixed(1)}/s), errors ${errors}, p50 ${s2.p50.toFixed(1)} ms, p95 ${s2.p95.toFixed(1)} ms, max ${s2.max.toFixed(1)} ms (must reach zero errors, ${PACE_MS === 0 ? ">= 120 rounds/s" : "p95 <= 80 ms"})`,
    );
    for (const e of firstErrors) console.log(`  error: ${e}`);
    stop();
    await new Promise((r) => server.once("exit", r));

    const db = pgDatabase ? openPg(pgDatabase.url, { max: 1 }) : openDb(dbFile);
    const bad = await ledgerMismatches(db);
    console.log(
      `ledgers: ${await walletCount(db)} wallets, ${bad.length} inconsistent${bad.length ? ` (${bad.map((b) => b.learnerId).join(", ")})` : ""}`,
    );
    if (pgDatabase) await closePg(db);
    else sqliteClient(db).close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (errors > 0 || bad.length > 0) process.exitCode = 1;
  } finally {
    stop();
    if (pgDatabase) {
      if (server.exitCode === null && server.signalCode === null)
        await new Promise((r) => server.once("exit", r));
      await pgDatabase.drop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
