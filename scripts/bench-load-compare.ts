/**
 * `npm run bench:load -- --compare [--rounds 3]`: issue 15's comparison, fair on a noisy
 * machine. Runs bench-load.ts alternately as one instance on SQLite and as two instances on
 * PostgreSQL (`--pg`, its own durable cluster), `rounds` times each on one build, and prints
 * every run and then the medians side by side. Throughput swings by a fifth between runs
 * minutes apart here, so single runs in sequence would compare the machine, not the stores.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { arg, build, ROOT } from "./bench-server";

interface Run {
  handsPerSecond: number;
  p95: number;
  cpuPerHand: number;
  errors: number;
  lost: number;
}

const CONFIGS = [
  { label: "1 instance, SQLite", args: ["--instances", "1"] },
  { label: "2 instances, PostgreSQL", args: ["--instances", "2", "--pg"] },
] as const;

function number(output: string, pattern: RegExp): number {
  const found = pattern.exec(output)?.[1];
  return found === undefined ? Number.NaN : Number(found);
}

function runOnce(args: readonly string[], passed: readonly string[]): Run {
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/bench-load.ts"), "--no-build", ...args, ...passed],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  const output = `${child.stdout}${child.stderr}`;
  const run = {
    handsPerSecond: number(output, /graded hands\/s\s+([\d.]+)/),
    p95: number(output, /deal\+submit\s+p50 [\d.]+ ms\s+p95 ([\d.]+) ms/),
    cpuPerHand: number(output, /= ([\d.]+) ms per graded hand/),
    errors: number(output, /^errors\s+(\d+)/m),
    lost: number(output, /acknowledged but not stored: (\d+)/),
  };
  if (child.status !== 0 || Number.isNaN(run.handsPerSecond)) {
    console.log(output);
    throw new Error(`bench-load ${args.join(" ")} failed (exit ${child.status})`);
  }
  return run;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export function compare(): void {
  const rounds = arg("rounds", 3);
  // Passed on to every run.
  const passed = ["learners", "seconds", "warmup"].flatMap((name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? [`--${name}`, process.argv[at + 1] as string] : [];
  });
  build();
  const runs: Run[][] = CONFIGS.map(() => []);
  for (let round = 1; round <= rounds; round++) {
    CONFIGS.forEach((config, i) => {
      const run = runOnce(config.args, passed);
      runs[i]?.push(run);
      console.log(
        `round ${round}  ${config.label.padEnd(24)} ${run.handsPerSecond.toFixed(1).padStart(6)} hands/s  p95 ${run.p95.toFixed(0)} ms  ${run.cpuPerHand.toFixed(2)} ms server CPU/hand  errors ${run.errors}  lost ${run.lost}`,
      );
    });
  }
  console.log(`\nmedians over ${rounds} alternating rounds`);
  console.log(`${"".padEnd(26)}hands/s   deal+submit p95   server CPU/hand`);
  const medians = CONFIGS.map((config, i) => {
    const list = runs[i] ?? [];
    const m = {
      hands: median(list.map((r) => r.handsPerSecond)),
      p95: median(list.map((r) => r.p95)),
      cpu: median(list.map((r) => r.cpuPerHand)),
    };
    console.log(
      `${config.label.padEnd(26)}${m.hands.toFixed(1).padStart(7)}   ${`${m.p95.toFixed(0)} ms`.padStart(15)}   ${`${m.cpu.toFixed(2)} ms`.padStart(15)}`,
    );
    return m;
  });
  const [sqlite, pg] = medians as [(typeof medians)[0], (typeof medians)[0]];
  console.log(
    `two PostgreSQL instances reach ${((100 * pg.hands) / sqlite.hands).toFixed(0)}% of one SQLite instance's graded hands/s: target ${pg.hands >= sqlite.hands ? "met" : "not met"}`,
  );
  const clean = runs.flat().every((r) => r.errors === 0 && r.lost === 0);
  if (!clean) console.log("some runs had errors or lost acknowledged attempts (see above)");
  process.exitCode = clean ? 0 : 1;
}
