/**
 * The drill's seams (issue "A faster loop", part 5): its client takes the endpoints' types from
 * lib/practice, never from a page under app/, and the endpoints serve lib/practice's learner
 * actions rather than a page's server-action module.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

const importsIn = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .flatMap((f) =>
      [...readFileSync(path.join(root, dir, f), "utf8").matchAll(/from\s+"([^"]+)"/g)].map(
        (m) => `${path.join(dir, f)} -> ${m[1]}`,
      ),
    );

describe("the drill's imports", () => {
  it("components/drill imports no module under app/", () => {
    const drill = importsIn("components/drill");
    expect(drill.some((line) => line.endsWith("@/lib/practice/actions"))).toBe(true);
    expect(drill.filter((line) => /-> (@\/app\/|\.\.\/\.\.\/app\/)/.test(line))).toEqual([]);
  });

  it("the practice endpoints import lib/ only", () => {
    const routes = importsIn("app/api/practice");
    expect(routes).toHaveLength(6); // three routes, each its wrapper and its action
    expect(routes.filter((line) => !/-> @\/lib\//.test(line))).toEqual([]);
  });
});
