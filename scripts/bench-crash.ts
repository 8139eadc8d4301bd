/**
 * `npm run bench:crash [-- --rounds 3 --learners 20 --no-build]`: repeatedly kills a production
 * server with SIGKILL in the middle of a load (N learners dealing and answering), restarts it
 * on the same database, and finally checks SQLite's integrity_check and that no attempt the
 * server acknowledged is missing. Loopback only, its own temporary database, bounded (each
 * round at most a few seconds of load).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { arg, build, freePort, Learner, startServer, stopServer } from "./bench-server";

const rounds = arg("rounds", 3);
const learners = arg("learners", 20);

build();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-crash-"));
const dbFile = path.join(dir, "crash.db");
const acknowledged: string[] = [];
let failedWhileUp = 0;

for (let round = 1; round <= rounds; round++) {
  const server = await startServer(dbFile, await freePort(), { PRACTICE_RATE_SCALE: "100" });
  const crowd = Array.from({ length: learners }, () => new Learner(server.base));
  // Warm-up: cookies, the engine's tables; the kill comes at a random moment of real load.
  await Promise.all(
    crowd.map(async (l) => {
      const deal = await l.deal();
      await l.submit(deal);
      acknowledged.push(deal.dealId);
    }),
  );
  let killed = false;
  const killAfterMs = 2000 + Math.random() * 4000;
  const runners = crowd.map(async (learner) => {
    while (!killed) {
      try {
        const deal = await learner.deal();
        await learner.submit(deal);
        // Only now did the server say "graded": this one must survive the crash.
        acknowledged.push(deal.dealId);
      } catch {
        if (!killed) failedWhileUp++;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  killed = true;
  await stopServer(server, "SIGKILL");
  await Promise.all(runners);
  console.log(
    `round ${round}: killed with SIGKILL after ${(killAfterMs / 1000).toFixed(1)} s; ${acknowledged.length} acknowledged so far`,
  );
}

// A last start proves the crashed database opens and migrates; then check it offline.
const last = await startServer(dbFile, await freePort());
const health = await (await fetch(`${last.base}/api/health`)).json();
await stopServer(last);

const sqlite = new Database(dbFile, { readonly: true });
const integrity = sqlite.pragma("integrity_check", { simple: true });
const stored = new Set(sqlite.prepare("SELECT deal_id FROM attempts").pluck().all() as string[]);
sqlite.close();
fs.rmSync(dir, { recursive: true, force: true });
const lost = acknowledged.filter((id) => !stored.has(id)).length;

console.log(`rounds ${rounds}, learners ${learners}`);
console.log(`acknowledged attempts ${acknowledged.length}, stored ${stored.size}, lost ${lost}`);
console.log(`integrity_check ${integrity}; health after restart ${JSON.stringify(health)}`);
console.log(`errors while the server was up: ${failedWhileUp}`);
process.exitCode = lost === 0 && integrity === "ok" && failedWhileUp === 0 ? 0 : 1;
