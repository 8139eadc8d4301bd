import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import {
  cpuMeter,
  descendants,
  isNode,
  mainThreadCpuMs,
  processCpuMs,
  serverPid,
  treeCpuMs,
  treeRssMb,
} from "./cpu";

const linux = fs.existsSync("/proc/self/task");
const started: { kill: () => void }[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill();
});

/** Waits until `test` holds (a child's own child takes a moment to appear). */
async function until(test: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!linux)("a bench server's CPU from /proc", () => {
  it("reads this process: its main thread is part of the whole, both grow with work", () => {
    const before = { main: mainThreadCpuMs(process.pid), all: processCpuMs(process.pid) };
    // Work until the main thread has used CPU (on a loaded machine 120 ms of wall time may get
    // less than one 10 ms tick), at most 10 s.
    const end = performance.now() + 10_000;
    let x = 0;
    while (performance.now() < end && mainThreadCpuMs(process.pid) < before.main + 30)
      for (let k = 0; k < 100_000; k++) x += Math.sqrt(x + 1);
    const main = mainThreadCpuMs(process.pid);
    const all = processCpuMs(process.pid);
    expect(x).toBeGreaterThan(0);
    expect(main).toBeGreaterThan(before.main);
    expect(main).toBeLessThanOrEqual(all);
    expect(treeCpuMs(process.pid)).toBeGreaterThanOrEqual(all);
    expect(treeRssMb(process.pid)).toBeGreaterThan(10);
    expect(isNode(process.pid)).toBe(true);
    expect(serverPid(process.pid)).toBe(process.pid);
    const meter = cpuMeter(process.pid);
    expect(meter.per(10).main).toBeGreaterThanOrEqual(0);
  });

  it("finds the node process behind a shell wrapper, and counts it in the tree", async () => {
    // `; true` keeps the shell from exec-ing node in its own place.
    const shell = spawn(
      "sh",
      ["-c", `"${process.execPath}" -e "setTimeout(() => {}, 20000)"; true`],
      { stdio: "ignore" },
    );
    started.push(shell);
    const pid = shell.pid as number;
    // The shell's child is a shell until it has exec'd node.
    await until(() => descendants(pid).some((p) => p !== pid && isNode(p)));
    expect(isNode(pid)).toBe(false);
    const node = serverPid(pid);
    expect(node).not.toBe(pid);
    expect(isNode(node)).toBe(true);
    expect(descendants(pid)).toContain(node);
    // The node process alone first: it is still starting, so a later read only grows.
    const alone = processCpuMs(node);
    expect(treeCpuMs(pid)).toBeGreaterThanOrEqual(alone);
    started.push({ kill: () => process.kill(node) });
  });

  it("finds the node process behind a node wrapper (npm exec, npx)", async () => {
    const inner = `require("node:child_process").spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" }); setTimeout(() => {}, 20000)`;
    const wrapper = spawn(process.execPath, ["-e", inner], { stdio: "ignore" });
    started.push(wrapper);
    const pid = wrapper.pid as number;
    await until(() => descendants(pid).some((p) => p !== pid && isNode(p)));
    expect(isNode(pid)).toBe(true);
    const node = serverPid(pid);
    expect(node).not.toBe(pid);
    expect(descendants(pid)).toContain(node);
    started.push({ kill: () => process.kill(node) });
  });

  it("refuses a wrapper with no node process under it", async () => {
    const shell = spawn("sh", ["-c", "sleep 20; true"], { stdio: "ignore" });
    started.push(shell);
    await until(() => descendants(shell.pid).length > 1);
    expect(() => serverPid(shell.pid)).toThrow(/no node process/);
  });
});
