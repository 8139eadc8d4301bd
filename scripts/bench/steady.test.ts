import { describe, expect, it } from "vitest";
import { STEADY, steadyAll, steadyVerdict, warmUntilSteady } from "./steady";

/** Feeds a series block by block; the verdict at the block where it stops, or the last. */
function firstStop(series: number[], rule = STEADY) {
  for (let n = 1; n <= series.length; n++) {
    const v = steadyVerdict(series.slice(0, n), rule);
    if (v.done) return { ...v, after: n };
  }
  return { done: false as const, after: series.length };
}

describe("the warm-up rule", () => {
  it("calls a flat series steady at the earliest block it may (the third)", () => {
    expect(steadyVerdict([1.4])).toEqual({ done: false });
    expect(steadyVerdict([1.4, 1.4])).toEqual({ done: false });
    expect(steadyVerdict([1.4, 1.4, 1.4])).toEqual({ done: true, steady: true, at: 2 });
  });

  it("never calls the first block steady, however close the second is to it", () => {
    expect(steadyVerdict([2.22, 2.2], { ...STEADY, minBlocks: 1 })).toEqual({
      done: true,
      steady: true,
      at: 1,
    });
    expect(steadyVerdict([2.22], { ...STEADY, minBlocks: 1 })).toEqual({ done: false });
  });

  it("does not call a falling series steady, and the cap ends it on the last block", () => {
    const falling = [2.22, 1.9, 1.7, 1.5, 1.35, 1.2, 1.08, 0.97, 0.9];
    for (let n = 1; n < STEADY.maxBlocks; n++)
      expect(steadyVerdict(falling.slice(0, n))).toEqual({ done: false });
    expect(firstStop(falling)).toEqual({ done: true, steady: false, at: 7, after: 8 });
  });

  it("stops the measured fresh server's series at its fourth block (1.43 after 1.37)", () => {
    expect(firstStop([2.22, 1.56, 1.37, 1.43, 1.33])).toEqual({
      done: true,
      steady: true,
      at: 3,
      after: 4,
    });
  });

  it("holds the tolerance both ways, relative to the block before", () => {
    expect(steadyVerdict([3, 2, 2.1]).done).toBe(true); // +5%
    expect(steadyVerdict([3, 2, 1.9]).done).toBe(true); // -5%
    expect(steadyVerdict([3, 2, 2.11]).done).toBe(false);
    expect(steadyVerdict([3, 2, 1.89]).done).toBe(false);
  });

  it("is not fooled by missing figures (NaN, zero)", () => {
    expect(steadyVerdict([1, Number.NaN, Number.NaN]).done).toBe(false);
    expect(steadyVerdict([1, 0, 0]).done).toBe(false);
  });

  it("runs blocks until the rule stops and reports the chosen block", async () => {
    const series = [2.22, 1.56, 1.37, 1.43, 1.33];
    const seen: number[] = [];
    const result = await warmUntilSteady(
      async (block) => ({ main: series[block - 1] as number, whole: 2 * (series[block - 1] ?? 0) }),
      (_, block) => seen.push(block),
    );
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(result.steady).toBe(true);
    expect(result.block).toBe(4);
    expect(result.chosen).toEqual({ main: 1.43, whole: 2.86 });
    expect(result.blocks).toHaveLength(4);
  });

  it("stops at the cap on a series that keeps falling", async () => {
    let runs = 0;
    const result = await warmUntilSteady(async (block) => {
      runs++;
      return { main: 10 * 0.8 ** block };
    });
    expect(runs).toBe(STEADY.maxBlocks);
    expect(result.steady).toBe(false);
    expect(result.block).toBe(STEADY.maxBlocks);
  });
});

describe("the warm-up rule for several kinds at once", () => {
  it("waits until every kind is steady at the same block", () => {
    const flat = [1.4, 1.4, 1.4, 1.4];
    const falling = [2.22, 1.56, 1.37, 1.43];
    expect(steadyAll([flat.slice(0, 3), falling.slice(0, 3)])).toEqual({ done: false });
    expect(steadyAll([flat, falling])).toEqual({ done: true, steady: true, at: 3 });
  });

  it("does not stop while one kind still falls, and the cap ends it", () => {
    const flat = Array.from({ length: 8 }, () => 1.4);
    const falling = Array.from({ length: 8 }, (_, k) => 3 * 0.85 ** k);
    for (let n = 3; n < 8; n++)
      expect(steadyAll([flat.slice(0, n), falling.slice(0, n)])).toEqual({ done: false });
    expect(steadyAll([flat, falling])).toEqual({ done: true, steady: false, at: 7 });
  });

  it("counts only the blocks every kind has run", () => {
    expect(
      steadyAll([
        [1, 1, 1],
        [1, 1],
      ]),
    ).toEqual({ done: false });
    expect(steadyAll([])).toEqual({ done: false });
  });
});
