import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLASS_COUNT } from "../../lib/engine/exact/classes";
import { WAYS } from "../../lib/engine/rule-set";
import { UsageError } from "../cli-support";
import { faceUpEdge, summaryFile } from "./face-up-edge";

const tsv = (file: string) =>
  new Map(
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split("\t") as [string, string]),
  );

/** A fraction `n/d` as bigints. */
const frac = (s: string | undefined): [bigint, bigint] => {
  const m = /^(-?\d+)\/(\d+)$/.exec(s ?? "");
  if (!m) throw new Error(`not a fraction: ${s}`);
  return [BigInt(m[1] as string), BigInt(m[2] as string)];
};

describe("paigow face-up-edge", () => {
  it("refuses a missing or unknown way (a rule set is never a default)", async () => {
    await expect(faceUpEdge(["--summary"])).rejects.toThrow(UsageError);
    await expect(faceUpEdge(["--summary"])).rejects.toThrow(/--way is required/);
    await expect(faceUpEdge(["--way", "atlantis", "--summary"])).rejects.toThrow(
      /unknown way "atlantis"/,
    );
    await expect(faceUpEdge(["--way", "seed", "--simulate", "0"])).rejects.toThrow(
      /--simulate must be an integer >= 1/,
    );
  });

  // The committed passes (data/faceup-edge/, computed once, never in CI); trump-plaza's at least.
  const done = WAYS.filter((w) => existsSync(summaryFile(w)));
  it("has trump-plaza's pass", () => expect(done).toContain("trump-plaza"));
  it.each(done)(
    "%s's committed result: every class, fractions that add up, the simulation within 3 standard errors",
    (way) => {
      const s = tsv(summaryFile(way));
      expect(s.get("classes")).toBe(String(CLASS_COUNT));
      const [w, d] = frac(s.get("win"));
      const [p, dp] = frac(s.get("push"));
      const [l, dl] = frac(s.get("loss"));
      const [e, de] = frac(s.get("house-edge"));
      // Cross-multiplied: win + push + loss = 1 and house-edge = loss - win.
      const lcm = d * dp * dl;
      expect((w * lcm) / d + (p * lcm) / dp + (l * lcm) / dl).toBe(lcm);
      expect(e * d * dl).toBe((l * d - w * dl) * de);
      expect(BigInt(s.get("rounds") ?? "0")).toBe(154_143_080n * 53_524_680n);
      const sim = tsv(`data/faceup-edge/${way}.sim.tsv`);
      expect(Number(sim.get("rounds"))).toBeGreaterThanOrEqual(20_000_000);
      const z =
        (Number(sim.get("house-edge")) - Number(s.get("house-edge-decimal"))) /
        Number(sim.get("standard-error"));
      expect(Math.abs(z)).toBeLessThanOrEqual(3);
    },
  );
});
