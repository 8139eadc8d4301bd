/**
 * The benches' shared helpers (bench-server.ts): the percentile every latency figure is read
 * by, the numeric flags and the milliseconds format.
 */
import { afterEach, describe, expect, it } from "vitest";
import { arg, flag, fmt, percentile } from "./bench-server";

describe("percentile", () => {
  const sorted = Array.from({ length: 100 }, (_, k) => k + 1); // 1..100

  it("is the nearest rank at or above p% of the samples", () => {
    expect(percentile(sorted, 50)).toBe(51);
    expect(percentile(sorted, 95)).toBe(96);
    expect(percentile(sorted, 99)).toBe(100);
    expect(percentile([3, 7, 9], 0)).toBe(3);
    expect(percentile([3, 7, 9], 50)).toBe(7);
  });

  it("never reads past the last sample, and is NaN with none", () => {
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([42], 99.9)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it("is formatted in milliseconds, a dash when there is none", () => {
    expect(fmt(1.234)).toBe("1.2 ms");
    expect(fmt(percentile([], 50))).toBe("-");
  });
});

describe("the benches' flags", () => {
  const argv = process.argv;
  afterEach(() => {
    process.argv = argv;
  });

  it("reads `--name value` as a number, the fallback when absent", () => {
    process.argv = ["node", "bench", "--seconds", "12.5", "--pg"];
    expect(arg("seconds", 60)).toBe(12.5);
    expect(arg("tables", 30)).toBe(30);
    expect(flag("pg")).toBe(true);
    expect(flag("seconds-x")).toBe(false);
  });

  it("refuses a value that is not a positive number", () => {
    for (const bad of ["0", "-3", "many"]) {
      process.argv = ["node", "bench", "--seconds", bad];
      expect(() => arg("seconds", 60)).toThrow("--seconds must be a positive number");
    }
    process.argv = ["node", "bench", "--seconds"]; // no value after it
    expect(() => arg("seconds", 60)).toThrow("--seconds must be a positive number");
  });
});
