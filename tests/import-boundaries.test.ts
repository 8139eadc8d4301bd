/**
 * What the app's import graph must not hold: browser components never import the database
 * (its schema would ship Drizzle and the users table to the client), and nothing in the app
 * reaches past lib/engine/index.ts to the reference and brute-force code kept for tests and
 * the CLI.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

const importsOf = (file: string): string[] =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(/from\s+"([^"]+)"/g)].map(
    (m) => m[1] as string,
  );

const OFF_LIMITS_ENGINE = /lib\/engine\/(reference|ev-brute|house-way-verify|seven-card-counts)$/;

describe("import boundaries", () => {
  it("components never import the database schema or Drizzle", () => {
    const bad = sources("components").flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith("@/db/") || spec.startsWith("drizzle-orm"))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it("the app never imports the engine's reference, brute-force or verification code", () => {
    const bad = ["app", "components", "lib"].flatMap((dir) =>
      sources(dir)
        .filter((file) => !file.startsWith(`lib${path.sep}engine${path.sep}`))
        .flatMap((file) =>
          importsOf(file)
            .filter((spec) => OFF_LIMITS_ENGINE.test(spec))
            .map((spec) => `${file} -> ${spec}`),
        ),
    );
    expect(bad).toEqual([]);
  });

  it("app code imports the engine through its door, lib/engine/index.ts", () => {
    const bad = ["app", "components", "lib"].flatMap((dir) =>
      sources(dir)
        .filter((file) => !file.startsWith(`lib${path.sep}engine${path.sep}`))
        .flatMap((file) =>
          importsOf(file)
            .filter((spec) => spec.startsWith("@/lib/engine/"))
            .map((spec) => `${file} -> ${spec}`),
        ),
    );
    expect(bad).toEqual([]);
  });

  it("the engine's public door does not open onto them either", () => {
    const door = importsOf("lib/engine/index.ts");
    expect(door.length).toBeGreaterThan(5);
    expect(
      door.filter((spec) => /reference|ev-brute|house-way-verify|seven-card-counts/.test(spec)),
    ).toEqual([]);
  });
});
