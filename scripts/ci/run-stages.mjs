#!/usr/bin/env node
/**
 * `npm test`: every test CI runs, as stages run two at a time on this 2-core machine (the
 * browser tests wait on pages and clocks, so the other slot keeps the CPU busy). Each stage's
 * output is streamed with its name in front; the first failure stops every running stage (by
 * its process group) and the run exits 1. At the end, each stage's wall time.
 *
 *   node scripts/ci/run-stages.mjs [--only a,b] [--slots N]
 *
 * CI_INSTALL_SECONDS (set by scripts/test-all.sh) adds the install's time to the summary.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  checkStages,
  childCpuSeconds,
  descendantsOf,
  finished,
  formatSeconds,
  next,
} from "./schedule.mjs";

/** In priority order: the long browser path (build, e2e) starts as early as it can. */
const STAGES = [
  { name: "static", needs: [], cmd: "npm run -s lint && npm run -s typecheck" },
  // The static stage has type-checked this tree, and a clean clone has no next build to cache
  // for (next.config.mjs): 48 s instead of 66 s on a quiet machine.
  {
    name: "build",
    needs: ["static"],
    cmd: "npm run -s db:migrate && NEXT_BUILD_TYPECHECKED=1 NEXT_BUILD_CACHE=0 npm run -s build",
  },
  { name: "e2e", needs: ["build"], cmd: "npm run -s test:e2e" },
  // Niced: the browser tests wait on clocks and time out, the Vitest stages only take longer, so
  // on two cores the Vitest stages fill the e2e's gaps instead of stretching its waits.
  { name: "unit", needs: [], cmd: "npm run -s test:unit", nice: 10 },
  // Waiting on no stage: the first slot free (the e2e's, as a rule) takes the longest left, so
  // the run does not end on PostgreSQL alone after the unit stage (2 minutes sooner, issue 53).
  // PostgreSQL first instead, beside the build and the e2e, filled the run's idle end but cost
  // more CPU in all (2,677 core-seconds against 2,527; 22:42 against 22:04, 2026-12-07).
  { name: "pg", needs: [], cmd: "npm run -s test:pg", nice: 10 },
  { name: "cli", needs: [], cmd: "npm run -s test:cli", nice: 10 },
  { name: "probe", needs: ["build"], cmd: "npm run -s probe:tables" },
  { name: "multi", needs: ["build"], cmd: "npm run -s test:multi" },
];

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const slots = Number(flag("slots") ?? process.env.CI_SLOTS ?? 2);
const only = flag("only")?.split(",");
const stages = only
  ? STAGES.filter((s) => only.includes(s.name)).map((s) => ({
      ...s,
      needs: s.needs.filter((n) => only.includes(n)),
    }))
  : STAGES;
checkStages(stages);
if (!(slots >= 1)) throw new Error(`--slots must be a positive number, not ${flag("slots")}`);

const state = new Map(stages.map((s) => [s.name, "waiting"]));
const times = new Map();
const cpus = new Map();
const cpuDir = fs.mkdtempSync(path.join(os.tmpdir(), "paigow-ci-"));
const children = new Map();
const width = Math.max(...stages.map((s) => s.name.length));
const t0 = Date.now();
let failedStage = null;

// CI (forbidOnly, the list reporter, retries) for the tests that read it.
const env = { ...process.env, CI: process.env.CI ?? "1", FORCE_COLOR: "0", NO_COLOR: "1" };

function prefixLines(name, stream, out) {
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name.padEnd(width)}] ${line}\n`);
  });
  stream.on("end", () => {
    if (rest) out.write(`[${name.padEnd(width)}] ${rest}\n`);
  });
}

function start(stage) {
  state.set(stage.name, "running");
  const began = Date.now();
  console.log(`== ${stage.name}: ${stage.cmd}`);
  // Its own process group, so a failure elsewhere stops the stage with all its servers. Bash's
  // `times` reports the CPU of every process the stage waited for (browsers and servers too).
  const cpuFile = path.join(cpuDir, stage.name);
  const script = `${stage.cmd}\nrc=$?\ntimes > '${cpuFile}'\nexit $rc`;
  const [file, ...argv] = [
    ...(stage.nice ? ["nice", "-n", String(stage.nice)] : []),
    "bash",
    "-c",
    script,
  ];
  const child = spawn(file, argv, {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.set(stage.name, child);
  prefixLines(stage.name, child.stdout, process.stdout);
  prefixLines(stage.name, child.stderr, process.stderr);
  child.on("close", (code, signal) => {
    children.delete(stage.name);
    times.set(stage.name, (Date.now() - began) / 1000);
    try {
      cpus.set(stage.name, childCpuSeconds(fs.readFileSync(cpuFile, "utf8")));
    } catch {
      // stopped before `times` ran
    }
    const ok = code === 0;
    const st = ok ? "passed" : failedStage === null ? "failed" : "stopped";
    state.set(stage.name, st);
    const how = st === "failed" ? `FAILED (${signal ?? `exit ${code}`})` : st;
    console.log(`== ${stage.name}: ${how} in ${formatSeconds(times.get(stage.name))}`);
    if (!ok && failedStage === null) {
      failedStage = stage.name;
      stopAll("SIGTERM");
    }
    step();
  });
}

/** pid -> parent pid of every process, from /proc (Linux); empty where /proc is missing. */
function parentsNow() {
  const parentOf = new Map();
  let entries = [];
  try {
    entries = fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {}
  for (const e of entries) {
    try {
      // The command name is in parentheses and may hold spaces: the parent pid follows ") S ".
      const stat = fs.readFileSync(`/proc/${e}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(e), ppid);
    } catch {}
  }
  return parentOf;
}

function stopAll(signal) {
  const parentOf = parentsNow();
  for (const child of children.values()) {
    // The stage's group, then whatever below it runs in a group of its own (a web server).
    const below = descendantsOf(parentOf, child.pid);
    try {
      process.kill(-child.pid, signal);
    } catch {}
    for (const pid of below) {
      try {
        process.kill(pid, signal);
      } catch {}
    }
  }
  // Stages that never started will not start: mark them so the run can end.
  for (const s of stages) if (state.get(s.name) === "waiting") state.set(s.name, "skipped");
}

function step() {
  if (failedStage === null) {
    for (const name of next(stages, state, slots)) start(stages.find((s) => s.name === name));
  }
  if (finished(stages, state) && children.size === 0) summary();
}

function summary() {
  const rows = [];
  const install = Number(process.env.CI_INSTALL_SECONDS || 0);
  if (install > 0) rows.push(["install", formatSeconds(install), "", "passed"]);
  let cpuTotal = 0;
  for (const s of stages) {
    const t = times.get(s.name);
    const cpu = cpus.get(s.name);
    cpuTotal += cpu ?? 0;
    const cpuText = cpu === undefined ? "" : formatSeconds(cpu);
    rows.push([s.name, t === undefined ? "-" : formatSeconds(t), cpuText, state.get(s.name)]);
  }
  const total = (Date.now() - t0) / 1000 + install;
  const verdict = failedStage === null ? "passed" : "FAILED";
  rows.push(["total", formatSeconds(total), formatSeconds(cpuTotal), verdict]);
  console.log(`\n== stage times (${slots} stages at a time; CPU: every process of the stage)`);
  console.log(`   ${"stage".padEnd(8)} ${"wall".padStart(12)} ${"CPU".padStart(12)}`);
  for (const [name, t, cpu, st] of rows)
    console.log(`   ${name.padEnd(8)} ${t.padStart(12)} ${cpu.padStart(12)}  ${st}`);
  fs.rmSync(cpuDir, { recursive: true, force: true });
  process.exit(failedStage === null ? 0 : 1);
}

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    failedStage ??= `(${sig})`;
    stopAll("SIGTERM");
    setTimeout(() => process.exit(130), 5_000).unref();
  });
}

step();
