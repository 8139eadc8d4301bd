import { describe, expect, it } from "vitest";
import {
  checkStages,
  childCpuSeconds,
  descendantsOf,
  finished,
  formatSeconds,
  next,
} from "./schedule.mjs";

const STAGES = [
  { name: "static", needs: [] },
  { name: "build", needs: ["static"] },
  { name: "e2e", needs: ["build"] },
  { name: "unit", needs: [] },
  { name: "pg", needs: ["unit"] },
];
const stateOf = (entries: Record<string, string>) =>
  new Map(STAGES.map((s) => [s.name, entries[s.name] ?? "waiting"]));

describe("CI's stage order", () => {
  it("starts the earliest ready stages up to the free slots", () => {
    expect(next(STAGES, stateOf({}), 2)).toEqual(["static", "unit"]);
    expect(next(STAGES, stateOf({}), 1)).toEqual(["static"]);
  });

  it("waits for every stage a stage needs to pass", () => {
    expect(next(STAGES, stateOf({ static: "running", unit: "running" }), 2)).toEqual([]);
    expect(next(STAGES, stateOf({ static: "passed", unit: "running" }), 2)).toEqual(["build"]);
    expect(next(STAGES, stateOf({ static: "passed", build: "passed", unit: "passed" }), 2)).toEqual(
      ["e2e", "pg"],
    );
    // A failed need never lets its stage start.
    expect(next(STAGES, stateOf({ static: "failed", unit: "passed" }), 2)).toEqual(["pg"]);
  });

  it("is finished only when nothing waits or runs", () => {
    expect(finished(STAGES, stateOf({}))).toBe(false);
    const done = stateOf({ static: "passed", build: "failed", unit: "stopped", pg: "skipped" });
    expect(finished(STAGES, done)).toBe(false); // e2e still waiting
    done.set("e2e", "skipped");
    expect(finished(STAGES, done)).toBe(true);
  });

  it("refuses a stage list with a typo, a repeat or a need listed later", () => {
    expect(() => checkStages([{ name: "a", needs: ["b"] }])).toThrow(/needs b, which is not/);
    expect(() =>
      checkStages([
        { name: "a", needs: [] },
        { name: "a", needs: [] },
      ]),
    ).toThrow(/twice/);
    expect(() =>
      checkStages([
        { name: "a", needs: ["b"] },
        { name: "b", needs: [] },
      ]),
    ).toThrow(/listed after it/);
    expect(() => checkStages(STAGES)).not.toThrow();
  });

  it("prints seconds under a minute and minutes above", () => {
    expect(formatSeconds(12.34)).toBe("12.3 s");
    expect(formatSeconds(245)).toBe("4 min 05 s");
  });

  it("reads the children's CPU from bash's times", () => {
    expect(childCpuSeconds("0m0.010s 0m0.003s\n1m2.500s 0m10.250s\n")).toBeCloseTo(72.75, 6);
    expect(() => childCpuSeconds("0m0.010s 0m0.003s\n")).toThrow(/not the output/);
    expect(() => childCpuSeconds("a b\nx y\n")).toThrow(/not a time/);
  });

  it("finds every process below a stage, its grandchildren in other groups included", () => {
    // 10 is the stage's shell; 11 its Playwright; 12 the web server Playwright started; 13 the
    // server's next-server; 20 and 21 belong to another stage.
    const parentOf = new Map([
      [11, 10],
      [12, 11],
      [13, 12],
      [20, 1],
      [21, 20],
    ]);
    expect(descendantsOf(parentOf, 10).sort()).toEqual([11, 12, 13]);
    expect(descendantsOf(parentOf, 20)).toEqual([21]);
    expect(descendantsOf(parentOf, 13)).toEqual([]);
  });
});
