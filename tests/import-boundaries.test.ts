/**
 * What the app's import graph must not hold: browser components never import the database
 * (its schema would ship Drizzle and the users table to the client), and nothing in the app
 * reaches past lib/engine/index.ts to the reference and brute-force code kept for tests and
 * the CLI. And no module of components/ or lib/ imports itself back through others (a loop
 * makes load order matter and once hid a hook's undefined import in components/table).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** The file an import names, when it is one of ours (relative or "@/"), else null. */
function resolveImport(from: string, spec: string, known: Set<string>): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"])
    if (known.has(base + ext)) return base + ext;
  return null;
}

/** Every loop of value imports (type-only imports are erased and cannot loop at run time). */
function importLoops(dirs: string[]): string[][] {
  const files = dirs.flatMap(sources);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const specs = [...text.matchAll(/(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/g)]
      .filter((m) => !m[1])
      .map((m) => m[2] as string);
    edges.set(
      file,
      specs.flatMap((spec) => resolveImport(file, spec, known) ?? []),
    );
  }
  const loops: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, "open");
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") loops.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return loops;
}

describe("import loops", () => {
  it("components/ and lib/ hold none", () => {
    expect(importLoops(["components", "lib"])).toEqual([]);
  });

  it("finds a loop when there is one", () => {
    // The check itself: a two-file loop written into a scratch tree under tests/.
    const loops = importLoopsIn({
      "a.ts": 'import { b } from "./b";\nexport const a = 1;',
      "b.ts": 'import { a } from "./a";\nexport const b = 2;',
      "c.ts": 'import type { a } from "./a";\nexport const c = 3;',
    });
    expect(loops).toEqual([["a.ts", "b.ts", "a.ts"]]);
  });
});

/** importLoops over files given as text (for the check's own test). */
function importLoopsIn(files: Record<string, string>): string[][] {
  const dir = mkdtempSync(path.join(root, "tests", ".loops-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const rel = path.relative(root, dir);
    return importLoops([rel]).map((loop) => loop.map((f) => path.relative(rel, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
