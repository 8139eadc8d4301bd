/**
 * What a bench server costs, read from /proc (Linux; elsewhere every figure is NaN): the CPU
 * of its whole process tree (every thread of it, and its children: V8's compiler and GC
 * threads, the EV workers, any child process), the CPU of its main thread alone (the request
 * thread: JavaScript runs there one request at a time, so its cost a request bounds the
 * requests a second on any number of cores), and its resident memory. All CPU in ms of user +
 * system time, from clock ticks (USER_HZ, 100 on Linux: 10 ms a tick, so a figure per request
 * wants a block of a few hundred ms of CPU or more).
 *
 * The pid must be the node process that runs the server, not a shell or npm wrapper in front
 * of it: a wrapper's own main thread is idle. `serverPid` finds it (benches spawn
 * `process.execPath next start`, which runs the server in that process; `npx next start`
 * is npm's node process, a shell, then the server's node process).
 */
import fs from "node:fs";
import path from "node:path";

const TICK_MS = 1000 / 100; // USER_HZ

/** The fields of /proc/<...>/stat after the command's ")" (state is [0], ppid [1], utime [11], stime [12]). */
function statFields(file: string): string[] | null {
  try {
    const stat = fs.readFileSync(file, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null; // gone, or not Linux
  }
}

/** User and system CPU (ms) of one process (all its threads, the exited ones too). */
export function processCpu(pid: number | undefined): { user: number; system: number } {
  const f = pid === undefined ? null : statFields(`/proc/${pid}/stat`);
  if (!f) return { user: Number.NaN, system: Number.NaN };
  return { user: Number(f[11]) * TICK_MS, system: Number(f[12]) * TICK_MS };
}

/** CPU (ms, user + system) of one process alone: every thread, no children. */
export function processCpuMs(pid: number | undefined): number {
  const { user, system } = processCpu(pid);
  return user + system;
}

/** CPU (ms, user + system) of a process's main thread alone (its task whose id is the pid). */
export function mainThreadCpuMs(pid: number | undefined): number {
  const f = pid === undefined ? null : statFields(`/proc/${pid}/task/${pid}/stat`);
  if (!f) return Number.NaN;
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
}

/** The process and every descendant of it (one pass over /proc). */
export function descendants(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return [pid];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    const ppid = Number(statFields(`/proc/${entry}/stat`)?.[1]);
    if (!Number.isFinite(ppid)) continue;
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const out = [pid];
  for (let k = 0; k < out.length; k++) out.push(...(children.get(out[k] as number) ?? []));
  return out;
}

/** CPU (ms) of a process tree: every thread of the process and of its descendants. */
export function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  return descendants(pid).reduce((sum, p) => {
    const ms = processCpuMs(p);
    return sum + (Number.isFinite(ms) || p === pid ? ms : 0); // a child gone meanwhile: 0
  }, 0);
}

/** Resident memory (MB) of a process and its descendants. */
export function treeRssMb(pid: number | undefined): number {
  let kb = 0;
  for (const p of descendants(pid)) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/** Whether a process runs node (its executable, not its title: Next renames the process). */
export function isNode(pid: number): boolean {
  try {
    const exe = fs.readlinkSync(`/proc/${pid}/exe`);
    return exe === fs.realpathSync(process.execPath) || /^node(js)?\d*$/.test(path.basename(exe));
  } catch {
    return false;
  }
}

/** A process's name (Next's server renames itself "next-server (vX.Y.Z)"; 15 characters kept). */
function comm(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/**
 * The node process that runs the server started as `pid`, among it and its descendants: the
 * first one Next has named `next-server`; else the innermost node process (one with no node
 * process under it: `npm exec` and `npx` are node processes too, a shell is not). Throws when
 * there is no node process; returns the pid unchanged where /proc cannot tell (not Linux).
 */
export function serverPid(pid: number | undefined): number {
  if (pid === undefined) throw new Error("the server has no pid (it did not start)");
  if (!fs.existsSync(`/proc/${pid}`)) return pid;
  const tree = descendants(pid);
  const named = tree.find((p) => comm(p).startsWith("next-server"));
  if (named !== undefined) return named;
  const nodes = tree.filter(isNode);
  const innermost = nodes.find((p) => !descendants(p).some((d) => d !== p && isNode(d)));
  if (innermost === undefined) throw new Error(`process ${pid} runs no node process`);
  return innermost;
}

/** A reading of a server's CPU so far (ms): its main thread, and the whole tree. */
export interface CpuReading {
  main: number;
  whole: number;
}

/** Reads a server's CPU now (the pid as `serverPid` gives it). */
function readCpu(pid: number): CpuReading {
  return { main: mainThreadCpuMs(pid), whole: treeCpuMs(pid) };
}

/**
 * Starts a meter on a server: `per(n)` gives the CPU used since, divided by n (ms a request,
 * an action, a round), main thread and whole tree; `total()` the same undivided.
 */
export function cpuMeter(pid: number): {
  total: () => CpuReading;
  per: (n: number) => CpuReading;
} {
  const start = readCpu(pid);
  const total = () => {
    const now = readCpu(pid);
    return { main: now.main - start.main, whole: now.whole - start.whole };
  };
  return {
    total,
    per: (n: number) => {
      const t = total();
      return { main: t.main / Math.max(1, n), whole: t.whole / Math.max(1, n) };
    },
  };
}

/** "main thread 1.37 ms, whole process 1.52 ms": a reading, ms a unit. */
export const cpuLine = (r: CpuReading, digits = 2) =>
  `main thread ${r.main.toFixed(digits)} ms, whole process ${r.whole.toFixed(digits)} ms`;
