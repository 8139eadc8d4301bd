/**
 * The solo table's own code without HTTP or Next (`npm run bench:table:inproc [-- --rounds 500]`):
 * Deal and House Way at a learner's own table (lib/live/own.ts, as the route calls them) on a
 * temporary SQLite file, in this process; prints the CPU and wall time a round takes, the
 * hand's exact EV left out (it is warmed between the two, as the route does after Deal's
 * answer). Set beside `bench:table`'s main thread a round, it says how much of a round is
 * ours and how much the request around it. Checks that every round settled and every wallet
 * equals its ledger.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDb } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { sqliteClient } from "@/lib/db/store";
import { ledgerMismatches } from "@/lib/db/table";
import { runOwnVerb, warmOwnHand } from "@/lib/live/own";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "500" } } });
const ROUNDS = Number(values.rounds);
const WARM_UP = 50;
const TABLE = "usd-2-300";

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-bench-inproc-"));
  const db = openDb(path.join(dir, "bench.db"));
  try {
    await insertLearner(db, "bench", Date.now());
    const sum = { betCpu: 0, setCpu: 0, betWall: 0, setWall: 0 };
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      const [c0, w0] = [cpuMs(), performance.now()];
      const view = await runOwnVerb(db, "bench", TABLE, "bet", { main: 500 });
      const [c1, w1] = [cpuMs(), performance.now()];
      await warmOwnHand(db, view);
      const [c2, w2] = [cpuMs(), performance.now()];
      await runOwnVerb(db, "bench", TABLE, "house-way", {});
      const [c3, w3] = [cpuMs(), performance.now()];
      if (i < WARM_UP) continue;
      sum.betCpu += c1 - c0;
      sum.setCpu += c3 - c2;
      sum.betWall += w1 - w0;
      sum.setWall += w3 - w2;
    }
    const per = (x: number) => (x / ROUNDS).toFixed(2);
    console.log(
      `${ROUNDS} rounds in process: CPU a round ${per(sum.betCpu + sum.setCpu)} ms (Deal ${per(sum.betCpu)}, House Way ${per(sum.setCpu)}); wall Deal ${per(sum.betWall)} ms, House Way ${per(sum.setWall)} ms (exact EV excluded)`,
    );
    const phases = sqliteClient(db)
      .prepare("select count(*) as n from rounds where phase <> 'settled'")
      .get() as { n: number };
    const mismatches = await ledgerMismatches(db);
    console.log(
      `unsettled rounds ${phases.n}, wallets unequal to their ledger ${mismatches.length}`,
    );
    if (phases.n > 0 || mismatches.length > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
