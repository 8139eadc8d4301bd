/**
 * The trainer's-way commands as `paigow help` lists them (issue 52 part 5): the rule set's
 * flags of `strategy`, `exact-edge --scores` and `derive-strategy --exact --way --variant`; and
 * `strategy --list` at a casino with its own list prints that list and its exact share.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ruleSetStrategy } from "../../lib/engine/strategy/rule-sets";

const root = path.resolve(import.meta.dirname, "../..");
const paigow = (args: string[], input?: string) => {
  const run = spawnSync(process.execPath, ["bin/run.mjs", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

describe("paigow's trainer's-way commands", () => {
  it("help names the rule set's flags of strategy, exact-edge and derive-strategy", () => {
    const help = paigow(["help"]);
    expect(help.code).toBe(0);
    const line = (name: string) =>
      help.out.split("\n").find((l) => l.startsWith(`  ${name} `)) ?? "";
    expect(line("strategy")).toMatch(/--way W --variant V \[--list\]/);
    expect(line("exact-edge")).toContain("--scores");
    expect(line("exact-edge")).toContain("--variant V");
    for (const flag of ["--exact", "--way W", "--variant V"])
      expect(line("derive-strategy")).toContain(flag);
  });

  it("strategy --list at Foxwoods prints its own list and share, not the seed's", () => {
    const own = ruleSetStrategy({ way: "foxwoods", variant: "standard" });
    const run = paigow(["strategy", "--way", "foxwoods", "--variant", "standard", "--list"]);
    expect(run.code).toBe(0);
    const lines = run.out.trim().split("\n");
    expect(lines).toEqual([
      ...(own?.rules ?? []).map((r) => `${r.key}\t${r.rule}`),
      `share\t${own?.sharePercent}`,
    ]);
    expect(own?.sharePercent).toBe("77.40");
  });
});
