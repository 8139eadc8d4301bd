/**
 * The order CI's stages run in (scripts/ci/run-stages.mjs): a stage starts once every stage it
 * needs has passed and fewer than `slots` stages are running, the earliest-listed ready stage
 * first. Pure, so the order is tested without running anything (schedule.test.ts).
 *
 * A stage: { name, needs: string[] }. `next(stages, state, slots)` answers the stages to start
 * now, given state: Map name -> "waiting" | "running" | "passed" | "failed" | "stopped" (killed
 * after another stage failed) | "skipped" (never started because one failed).
 */

/** Throws on an unknown or repeated name, or a cycle: a typo must not silently skip a stage. */
export function checkStages(stages) {
  const names = new Set();
  for (const s of stages) {
    if (names.has(s.name)) throw new Error(`stage ${s.name} is listed twice`);
    names.add(s.name);
  }
  for (const s of stages) {
    for (const n of s.needs) {
      if (!names.has(n)) throw new Error(`stage ${s.name} needs ${n}, which is not a stage`);
    }
  }
  // A stage may only need stages listed before it, which rules out cycles.
  const seen = new Set();
  for (const s of stages) {
    for (const n of s.needs) {
      if (!seen.has(n)) throw new Error(`stage ${s.name} needs ${n}, listed after it`);
    }
    seen.add(s.name);
  }
}

export function next(stages, state, slots) {
  let free = slots - stages.filter((s) => state.get(s.name) === "running").length;
  const start = [];
  for (const s of stages) {
    if (free <= 0) break;
    if (state.get(s.name) !== "waiting") continue;
    if (s.needs.every((n) => state.get(n) === "passed")) {
      start.push(s.name);
      free--;
    }
  }
  return start;
}

/** True when no stage is waiting or running. */
export function finished(stages, state) {
  return stages.every((s) => !["waiting", "running"].includes(state.get(s.name)));
}

/** "12.3 s" / "4 min 05 s": a stage's wall time as the summary prints it. */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return `${m} min ${String(s).padStart(2, "0")} s`;
}

/**
 * The CPU seconds (user + system) of a shell's children from what bash's `times` prints: two
 * lines, the shell's own then its children's, each "1m2.345s 0m0.100s".
 */
export function childCpuSeconds(timesOutput) {
  const line = timesOutput.trim().split("\n")[1];
  const parts = line?.trim().split(/\s+/) ?? [];
  if (parts.length !== 2) throw new Error(`not the output of bash's times: ${timesOutput}`);
  let sum = 0;
  for (const part of parts) {
    const m = /^(\d+)m([\d.]+)s$/.exec(part);
    if (!m) throw new Error(`not a time of bash's times: ${part}`);
    sum += Number(m[1]) * 60 + Number(m[2]);
  }
  return sum;
}

/**
 * Every process below root, given each process's parent (pid -> ppid, as /proc tells). A stage's
 * process group is not all of it: Playwright starts its web server in a group of its own, which
 * would outlive a stage stopped after another stage failed.
 */
export function descendantsOf(parentOf, root) {
  const children = new Map();
  for (const [pid, ppid] of parentOf) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}
