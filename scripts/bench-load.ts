/**
 * `npm run bench:load [-- --learners 20 --seconds 20 --no-build]`: N simulated learners deal
 * and answer in a loop for T seconds against a production server of this checkout (its own
 * build dir, NEXT_DIST_DIR or .next-bench; its own temporary database; 127.0.0.1 only), then
 * prints graded hands/s, p50/p95/p99 per step, the errors, and checks that every acknowledged
 * attempt is stored. The server runs with PRACTICE_RATE_SCALE=100, since all learners share
 * one address and answer far faster than people (the limits themselves are unit-tested).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import {
  actionIds,
  arg,
  build,
  cpuSeconds,
  fmt,
  freePort,
  guessPassword,
  Learner,
  percentile,
  startServer,
  stopServer,
} from "./bench-server";

const learners = arg("learners", 20);
// --guessers K: K parallel password guessers hammer sign-in meanwhile (issue 10, item 2).
const guessersAt = process.argv.indexOf("--guessers");
const guessers = guessersAt >= 0 ? Number(process.argv[guessersAt + 1]) : 0;
let guesses = 0;
const guessTimes: number[] = [];
const seconds = arg("seconds", 20);

build();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-load-"));
const dbFile = path.join(dir, "load.db");
// --profile DIR: the server writes a V8 CPU profile (.cpuprofile, for Chrome's DevTools) into
// DIR when it stops (SIGINT, so Node writes it).
const profileAt = process.argv.indexOf("--profile");
const profileDir = profileAt >= 0 ? path.resolve(process.argv[profileAt + 1] ?? "profiles") : null;
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
const server = await startServer(
  dbFile,
  await freePort(),
  { PRACTICE_RATE_SCALE: "100" },
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
);

const times = { deal: [] as number[], submit: [] as number[], hand: [] as number[] };
const acknowledged: string[] = [];
const errors = new Map<string, number>();
let elapsed = 0;
let serverCpu = Number.NaN;
let serverSystem = Number.NaN;
const load = os.loadavg()[0] ?? 0;
try {
  const ids = actionIds();
  const crowd = Array.from({ length: learners }, () => new Learner(server.base));
  // Warm-up (not measured): each learner gets its cookie; the engine's tables are built.
  await Promise.all(crowd.map((l) => l.deal()));
  const cpuBefore = cpuSeconds(server.child.pid);
  const systemBefore = cpuSeconds(server.child.pid, "system");
  const start = performance.now();
  const end = start + seconds * 1000;
  const guessing = Array.from({ length: guessers }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const ok = await guessPassword(server.base, ids.signIn).then(
        () => true,
        () => false,
      );
      if (ok) guessTimes.push(performance.now() - t0);
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
  serverCpu = cpuSeconds(server.child.pid) - cpuBefore;
  serverSystem = cpuSeconds(server.child.pid, "system") - systemBefore;
} finally {
  await stopServer(server, profileDir ? "SIGINT" : "SIGTERM");
}

const sqlite = new Database(dbFile, { readonly: true });
const stored = new Set(sqlite.prepare("SELECT deal_id FROM attempts").pluck().all() as string[]);
const lost = acknowledged.filter((id) => !stored.has(id)).length;
const integrity = sqlite.pragma("integrity_check", { simple: true });
sqlite.close();
fs.rmSync(dir, { recursive: true, force: true });

const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.log(
  `learners ${learners}, ${elapsed.toFixed(1)} s, load average before ${load.toFixed(2)} (${os.cpus().length} cores)`,
);
if (guessers > 0) {
  const sorted = [...guessTimes].sort((a, b) => a - b);
  console.log(
    `password guessers ${guessers}: ${guesses} sign-in attempts (${sorted.length} answered), p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}`,
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
console.log(`errors           ${errorCount}`);
for (const [message, n] of errors) console.log(`  ${n} x ${message}`);
console.log(`acknowledged but not stored: ${lost}; integrity_check: ${integrity}`);
process.exitCode = errorCount === 0 && lost === 0 && integrity === "ok" ? 0 : 1;
