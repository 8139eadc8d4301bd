/**
 * `npm run build && npm run bench:live [-- flags]`: the live tables' figures (issue 23) against
 * production servers of this checkout's build (.next, or NEXT_DIST_DIR; it builds nothing),
 * each on a free loopback port with its own scratch store, stopped by pid at the end.
 *
 *   (default)                 one instance on SQLite: --floor --latency --load --idle
 *   --pg --instances 2        two instances on a throw-away PostgreSQL cluster
 *                             (scripts/pg-cluster.sh): --latency --check --kill
 *   --floor --latency --load --idle --check --kill   pick parts (--check and --kill need two
 *                             instances; --floor: what a bare request costs here)
 *   --seconds 60 --tables 30 --streams 1000 --latency-rounds 8   sizes
 *   --floor-requests 400      the floor's block: each of its 4 clients' requests (1,600 a block)
 *   --warm-rounds 1           the load's warm-up block: rounds of every table's actions
 *   --lockstep                the load's tables all start in one instant (default: spread
 *                             over one round's cycle, as independent tables are)
 *   --people 4 --bots         the load's learners a table, and bots in its empty seats (the
 *                             teacher turns them on: people + bots = 3)
 *
 * The servers run with TABLE_TEST_TABLES=1 (the 5 s / 6 s live-test-fast table), the rate
 * limits scaled up (every simulated learner shares one address) and one SESSION_SECRET. The
 * accounts (a teacher, a class, its students with sessions, anonymous watchers) are made in
 * the store before the servers start (bench-live-seed.ts). Exit 1 when a target is missed.
 *
 * --floor and --load measure a warm server: each first runs the same work in blocks until the
 * main thread's CPU a request (an action) is steady (scripts/bench/steady.ts), printing every
 * block, and reports the server's main thread (its request thread) apart from the whole
 * process (V8's compiler and GC threads, the EV workers; scripts/bench/cpu.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  type Ctx,
  checkPart,
  floorPart,
  idlePart,
  killPart,
  latencyPart,
  loadPart,
} from "./bench-live-parts";
import { openBenchStore } from "./bench-live-store";
import { arg, flag, freePort, ROOT, type Server, startServer, stopServer } from "./bench-server";

process.env.NEXT_DIST_DIR ??= ".next";
const manifest = path.join(ROOT, process.env.NEXT_DIST_DIR, "BUILD_ID");
if (!fs.existsSync(manifest)) {
  console.error(`no build in ${process.env.NEXT_DIST_DIR}: run npm run build first`);
  process.exit(2);
}

const usePg = flag("pg");
const instances = arg("instances", usePg ? 2 : 1);
const chosen = ["floor", "latency", "load", "idle", "check", "kill"].filter((p) => flag(p));
const parts = chosen.length
  ? chosen
  : instances > 1
    ? ["latency", "check", "kill"]
    : ["floor", "latency", "load", "idle"];
if (instances < 2 && parts.some((p) => p === "check" || p === "kill")) {
  console.error("--check and --kill need --instances 2 (and --pg)");
  process.exit(2);
}
if (instances > 1 && !usePg) {
  console.error("two instances share a store only on PostgreSQL: add --pg");
  process.exit(2);
}
const sizes = {
  seconds: arg("seconds", 60),
  tables: arg("tables", 30),
  streams: arg("streams", 1000),
  latencyRounds: arg("latency-rounds", 8),
  floorRequests: arg("floor-requests", 400),
  warmRounds: arg("warm-rounds", 1),
  lockstep: flag("lockstep"),
  people: arg("people", 4),
  bots: flag("bots"),
};
const secret = `live-bench-${"x".repeat(32)}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-live-"));
const dbFile = path.join(dir, "live.db");

// --pg: a throw-away cluster, every commit synced as in production (PG_DURABLE=1), reached
// over its Unix socket (instances on the database's host); stopped however the run ends.
let cluster: string | null = null;
let url: string | null = null;
process.on("exit", () => {
  if (cluster)
    execFileSync("bash", [path.join(ROOT, "scripts/pg-cluster.sh"), "stop", cluster], {
      stdio: "ignore",
    });
  if (cluster) fs.rmSync(cluster, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});
if (usePg) {
  // Its own directory under /tmp: as root the cluster runs as `postgres`, which must reach it.
  cluster = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-live-pg-"));
  execFileSync("bash", [path.join(ROOT, "scripts/pg-cluster.sh"), "start", cluster], {
    env: { ...process.env, PG_DURABLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const port = fs.readFileSync(path.join(cluster, "port"), "utf8").trim();
  const admin = `postgres://app@localhost/postgres?host=${encodeURIComponent(cluster)}&port=${port}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query("CREATE DATABASE live_bench");
  await client.end();
  url = `postgres://app@localhost/live_bench?host=${encodeURIComponent(cluster)}&port=${port}`;
}
const storeEnv: Record<string, string> = url
  ? { DATABASE_URL: url }
  : { DATABASE_PATH: dbFile, DATABASE_URL: "" };

// Students: latency 6, load --people a table (4), check 3, kill 6; anonymous watchers: 4 streams each.
const students =
  (parts.includes("latency") ? 6 : 0) +
  (parts.includes("load") ? sizes.people * sizes.tables : 0) +
  (parts.includes("check") ? 3 : 0) +
  (parts.includes("kill") ? 6 : 0);
const anon = parts.includes("idle") ? Math.ceil(sizes.streams / 4) : 0;
const seeded = JSON.parse(
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      path.join(ROOT, "scripts/bench-live-seed.ts"),
      // A class per table the parts open (latency 1, load --tables, check 1, kill 3).
      JSON.stringify({ students, anon, secret, classes: sizes.tables + 5 }),
    ],
    { cwd: ROOT, env: { ...process.env, ...storeEnv }, maxBuffer: 64 * 1024 * 1024 },
  )
    .toString()
    .trim()
    .split("\n")
    .pop() as string,
);

const env = {
  ...storeEnv,
  TABLE_TEST_TABLES: "1",
  PRACTICE_RATE_SCALE: "1000",
  SIGN_UPS_PER_HOUR: "100000",
  SESSION_SECRET: secret,
  // The idle part's watchers each come from an address of their own (X-Forwarded-For, as a
  // proxy in front would say); without the header a request's address is its connection's.
  TRUSTED_PROXIES: "1",
};
const ports: number[] = [];
for (let k = 0; k < instances; k++) ports.push(await freePort());
const servers: Server[] = await Promise.all(ports.map((port) => startServer(dbFile, port, env)));
const store = await openBenchStore(url ? { url } : { file: dbFile });
const ctx: Ctx = {
  servers,
  store,
  classIds: seeded.classIds,
  teacher: seeded.teacher,
  students: seeded.students,
  anon: seeded.anon,
  flags: sizes,
  pgPid: cluster
    ? Number(fs.readFileSync(path.join(cluster, "data/postmaster.pid"), "utf8").split("\n")[0])
    : undefined,
};
console.log(
  `bench:live: ${instances} instance(s) on ${url ? "PostgreSQL (durable commits, Unix socket)" : "SQLite"}; parts ${parts.join(", ")}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (${os.cpus().length} cores)`,
);
const results: Record<string, boolean> = {};
try {
  const run = {
    floor: floorPart,
    latency: latencyPart,
    load: loadPart,
    idle: idlePart,
    check: checkPart,
    kill: killPart,
  };
  // kill last: it ends one of the instances.
  for (const part of ["floor", "latency", "load", "idle", "check", "kill"].filter((p) =>
    parts.includes(p),
  )) {
    try {
      results[part] = await run[part as keyof typeof run](ctx);
    } catch (error) {
      console.log(`\n${part}: FAILED: ${(error as Error).message}`);
      results[part] = false;
    }
  }
} finally {
  await store.close();
  await Promise.all(servers.map((s) => stopServer(s)));
}
const failed = Object.entries(results).filter(([, ok]) => !ok);
console.log(
  `\n${failed.length === 0 ? "all targets met" : `missed: ${failed.map(([p]) => p).join(", ")}`}; load average ${os.loadavg()[0]?.toFixed(2)}`,
);
for (const s of servers)
  if (failed.length && s.log.some((l) => /error/i.test(l)))
    console.log(`server ${s.base} log tail:\n${s.log.slice(-15).join("")}`);
process.exitCode = failed.length === 0 ? 0 : 1;
