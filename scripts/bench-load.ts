/**
 * `npm run bench:load [-- --learners 20 --seconds 20 --warmup 10 --no-build]`: N simulated
 * learners deal and answer in a loop for T seconds (after W seconds of the same, unmeasured)
 * against a production server of this checkout (its own
 * build dir, NEXT_DIST_DIR or .next-bench; its own temporary database; 127.0.0.1 only), then
 * prints graded hands/s, p50/p95/p99 per step, the errors, and checks that every acknowledged
 * attempt is stored. The server runs with PRACTICE_RATE_SCALE=100, since all learners share
 * one address and answer far faster than people (the limits themselves are unit-tested).
 * `--instances K` runs K servers on one store; with DATABASE_URL set, the store is PostgreSQL
 * (`--pg`: on a throw-away cluster started for the run). `--compare` alternates one SQLite
 * instance with two PostgreSQL ones and prints both side by side (bench-load-compare.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { mainThreadCpuMs, processCpu, serverPid } from "./bench/cpu";
import {
  actionIds,
  arg,
  build,
  flag,
  fmt,
  freePort,
  guessPassword,
  Learner,
  percentile,
  ROOT,
  startServer,
  stopServer,
} from "./bench-server";

if (flag("compare")) {
  (await import("./bench-load-compare")).compare();
  process.exit();
}

const learners = arg("learners", 20);
// --guessers K: K parallel password guessers hammer sign-in meanwhile (issue 10, item 2).
const guessersAt = process.argv.indexOf("--guessers");
const guessers = guessersAt >= 0 ? Number(process.argv[guessersAt + 1]) : 0;
let guesses = 0;
let guessesChecked = 0;
const guessTimes: number[] = [];
const seconds = arg("seconds", 20);
const warmup = arg("warmup", 10);

build();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-load-"));
const dbFile = path.join(dir, "load.db");
// --profile DIR: the server writes a V8 CPU profile (.cpuprofile, for Chrome's DevTools) into
// DIR when it stops (SIGINT, so Node writes it).
const profileAt = process.argv.indexOf("--profile");
const profileDir = profileAt >= 0 ? path.resolve(process.argv[profileAt + 1] ?? "profiles") : null;
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
// --instances K: K servers of this build share the store, and every learner's calls go to
// them in turn (a load balancer without stickiness). With DATABASE_URL set (a PostgreSQL
// cluster, e.g. from scripts/pg-cluster.sh), the store is a fresh database on it; else one
// SQLite file.
const instances = arg("instances", 1);
// --pg: a throw-away PostgreSQL cluster of its own for this run (scripts/pg-cluster.sh), with
// every commit synced as on SQLite (PG_DURABLE=1), stopped at the end.
const ownCluster =
  flag("pg") && !process.env.DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), "paigow-load-pg-"))
    : null;
if (ownCluster) {
  const started = execFileSync(
    "bash",
    [path.join(ROOT, "scripts/pg-cluster.sh"), "start", ownCluster],
    {
      env: { ...process.env, PG_DURABLE: "1" },
    },
  ).toString();
  // Over the cluster's Unix socket, as instances on the database's own host would connect
  // (--pg-tcp: over loopback TCP, which costs more CPU a query on both sides).
  const tcp = /DATABASE_URL=(\S+)/.exec(started)?.[1];
  const port = fs.readFileSync(path.join(ownCluster, "port"), "utf8").trim();
  process.env.DATABASE_URL = flag("pg-tcp")
    ? tcp
    : `postgres://app@localhost/postgres?host=${encodeURIComponent(ownCluster)}&port=${port}`;
}
// Stopped however the run ends (pg-cluster.sh stop is safe to repeat).
process.on("exit", () => {
  if (!ownCluster) return;
  execFileSync("bash", [path.join(ROOT, "scripts/pg-cluster.sh"), "stop", ownCluster], {
    stdio: "ignore",
  });
  fs.rmSync(ownCluster, { recursive: true, force: true });
});
const clusterUrl = process.env.DATABASE_URL;
const pgName = `load_${process.pid}_${Date.now()}`;
let pgUrl: string | null = null;
if (clusterUrl) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgName}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${pgName}`;
  pgUrl = url.toString();
}
const ports: number[] = [];
for (let k = 0; k < instances; k++) ports.push(await freePort());
// Started together: two instances migrating one fresh store at once is part of the test.
const servers = await Promise.all(
  ports.map((port) =>
    startServer(
      dbFile,
      port,
      { PRACTICE_RATE_SCALE: "100", ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) },
      profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    ),
  ),
);
const bases = servers.map((server) => server.base);
const pids = servers.map((server) => serverPid(server.child.pid));
/** CPU seconds so far of the servers (every thread of each), or their system time alone. */
const totalCpu = (which: "all" | "system" = "all") =>
  pids.reduce<number>((sum, pid) => {
    const { user, system } = processCpu(pid);
    return sum + (which === "system" ? system : user + system) / 1000;
  }, 0);
/** CPU seconds so far of the servers' main threads (their request threads) alone. */
const mainCpu = () => pids.reduce<number>((sum, pid) => sum + mainThreadCpuMs(pid) / 1000, 0);

const times = { deal: [] as number[], submit: [] as number[], hand: [] as number[] };
const acknowledged: string[] = [];
const warmed: string[] = [];
const errors = new Map<string, number>();
let elapsed = 0;
let serverCpu = Number.NaN;
let serverSystem = Number.NaN;
let serverMain = Number.NaN;
const load = os.loadavg()[0] ?? 0;
try {
  const ids = actionIds();
  const crowd = Array.from({ length: learners }, () => new Learner(bases));
  // Warm-up (not measured): every learner plays hands for --warmup seconds, so that each
  // instance has compiled its deal and submit paths (V8's optimising compiler runs on its own
  // threads, billed to the server) and filled its pools: the figures are steady state, and
  // every configuration gets the same. With two instances a 20 s run without it billed about
  // a fifth more CPU a hand than a 60 s one.
  const warmEnd = performance.now() + warmup * 1000;
  await Promise.all(
    crowd.map(async (learner) => {
      do {
        const deal = await learner.deal();
        await learner.submit(deal);
        warmed.push(deal.dealId);
      } while (performance.now() < warmEnd);
    }),
  );
  const cpuBefore = totalCpu();
  const systemBefore = totalCpu("system");
  const mainBefore = mainCpu();
  const start = performance.now();
  const end = start + seconds * 1000;
  const guessing = Array.from({ length: guessers }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const answer = await guessPassword(bases[guesses % bases.length] as string, ids.signIn).then(
        (state) => state ?? "",
        () => null,
      );
      if (answer !== null) guessTimes.push(performance.now() - t0);
      // The password was checked (and refused), or the try was limited before any hashing.
      if (answer?.includes("wrong-credentials")) guessesChecked++;
      guesses++;
    }
  });
  await Promise.all(
    crowd.map(async (learner) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const deal = await learner.deal();
          const t1 = performance.now();
          await learner.submit(deal);
          const t2 = performance.now();
          acknowledged.push(deal.dealId);
          times.deal.push(t1 - t0);
          times.submit.push(t2 - t1);
          times.hand.push(t2 - t0);
        } catch (error) {
          const key = (error as Error).message.slice(0, 80);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  elapsed = (performance.now() - start) / 1000;
  await Promise.all(guessing);
  serverCpu = totalCpu() - cpuBefore;
  serverSystem = totalCpu("system") - systemBefore;
  serverMain = mainCpu() - mainBefore;
} finally {
  await Promise.all(servers.map((server) => stopServer(server, profileDir ? "SIGINT" : "SIGTERM")));
}

let stored: Set<string>;
let integrity: unknown;
if (pgUrl && clusterUrl) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const rows = await client.query<{ deal_id: string }>("SELECT deal_id FROM attempts");
  stored = new Set(rows.rows.map((row) => row.deal_id));
  await client.end();
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE ${pgName}`);
  await admin.end();
  integrity = "ok"; // PostgreSQL checks its own pages; nothing like SQLite's integrity_check
} else {
  const sqlite = new Database(dbFile, { readonly: true });
  stored = new Set(sqlite.prepare("SELECT deal_id FROM attempts").pluck().all() as string[]);
  integrity = sqlite.pragma("integrity_check", { simple: true });
  sqlite.close();
}
const lost = [...warmed, ...acknowledged].filter((id) => !stored.has(id)).length;
fs.rmSync(dir, { recursive: true, force: true });

const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.log(
  `learners ${learners}, ${elapsed.toFixed(1)} s after ${warmup} s of warm-up, load average before ${load.toFixed(2)} (${os.cpus().length} cores); ${instances} instance(s) on ${pgUrl ? `PostgreSQL (${new URL(pgUrl).searchParams.has("host") ? "Unix socket" : "TCP"})` : "SQLite"}`,
);
if (guessers > 0) {
  const sorted = [...guessTimes].sort((a, b) => a - b);
  console.log(
    `password guessers ${guessers}: ${guesses} sign-in attempts (${sorted.length} answered, ${guessesChecked} passwords checked and refused), p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}`,
  );
}
console.log(
  `graded hands/s   ${(acknowledged.length / elapsed).toFixed(1)}  (${acknowledged.length} hands)`,
);
for (const [step, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  const label = step === "hand" ? "deal+submit" : step;
  console.log(
    `${label.padEnd(12)} p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(percentile(sorted, 99))}`,
  );
}
const cpuPerHand = (serverCpu * 1000) / Math.max(1, acknowledged.length);
console.log(
  `server CPU       ${serverCpu.toFixed(1)} s (${serverSystem.toFixed(1)} s system) = ${cpuPerHand.toFixed(2)} ms per graded hand (${(1000 / cpuPerHand).toFixed(0)} hands/s if one core were all the server's)`,
);
console.log(
  `  main thread    ${serverMain.toFixed(1)} s = ${((serverMain * 1000) / Math.max(1, acknowledged.length)).toFixed(2)} ms per graded hand (the request thread${instances > 1 ? "s" : ""} alone; the rest is V8's compiler and GC threads and the EV workers)`,
);
console.log(`errors           ${errorCount}`);
for (const [message, n] of errors) console.log(`  ${n} x ${message}`);
console.log(`acknowledged but not stored: ${lost}; integrity_check: ${integrity}`);
process.exitCode = errorCount === 0 && lost === 0 && integrity === "ok" ? 0 : 1;
