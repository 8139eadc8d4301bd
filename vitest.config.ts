import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const INCLUDE = ["**/*.test.ts"];
const EXCLUDE = ["node_modules/**", ".next/**", ".next-*/**", "tests/e2e/**", "data/**"];

/**
 * Test files that replace modules or the environment (vi.mock, vi.stubEnv, an assignment to
 * process.env ...) need a fresh module graph of their own. Every other file shares its worker's
 * modules with the files before it (isolate: false): the engine, drizzle and zod are imported
 * once a worker instead of once a file, which took 60% of the store tests' CPU (issue 53).
 */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal|importActual|spyOn|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = path.relative(root, path.join(dir, entry.name));
    if (entry.isDirectory()) {
      if (!/^(node_modules|\.next.*|data|tests\/e2e|\.git|test-results)$/.test(rel))
        testFiles(path.join(dir, entry.name), out);
    } else if (entry.name.endsWith(".test.ts")) out.push(rel);
  }
  return out;
}
/**
 * Files that assert what a fresh process holds (no own way installed yet): in a shared worker
 * another file may have installed the same way first (it failed so under test:pg's order).
 */
const STARTS_FRESH = [
  "lib/offline/engine-core.test.ts",
  // Asserts what child processes its own process has: in a thread beside other files it sees
  // their bundlers' (esbuild) children too.
  "lib/grading/ev-worker/pool.test.ts",
  // Reads its own process's main thread's CPU: in a worker thread the work is not on it.
  "scripts/bench/cpu.test.ts",
];
for (const f of STARTS_FRESH)
  if (!fs.existsSync(path.join(root, f))) throw new Error(`vitest.config: no ${f} to isolate`);
const isolated = testFiles(root).filter(
  (f) =>
    STARTS_FRESH.includes(f) || NEEDS_ISOLATION.test(fs.readFileSync(path.join(root, f), "utf8")),
);

export default defineConfig({
  resolve: {
    alias: { "@": root },
  },
  test: {
    environment: "node",
    // One engine test walks every hand exhaustively; give it room on a 2-core machine.
    testTimeout: 600_000,
    // Every core (Vitest's default leaves one free: a single worker on this 2-core machine).
    maxWorkers: Number(process.env.VITEST_WORKERS) || os.availableParallelism(),
    hookTimeout: 60_000,
    // scrypt at 2^12 instead of 2^17: the account tests hash hundreds of times (lib/env.ts;
    // lib/auth/password.test.ts hashes at the production cost and checks it is the default).
    // An own way's background exact run over 3 rank multisets, not the whole game
    // (lib/ways/exact-runs.ts), and its check over every 40th multiset (lib/ways/checks.ts):
    // the whole-game check is `paigow check-way`'s and lib/engine/ways's.
    env: { PASSWORD_HASH_LOG2N: "12", WAY_RUN_MULTISETS: "3", WAY_CHECK_STRIDE: "40" },
    // next-intl's middleware imports "next/server" without an extension, which Node's ESM
    // resolver refuses outside Next: let Vite resolve it (tests/proxy-link.test.ts).
    server: { deps: { inline: ["next-intl"] } },
    // Include and exclude per project, none at the top: a project that extends the root adds
    // its lists to the root's.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: INCLUDE,
          exclude: [...EXCLUDE, ...isolated],
          isolate: false,
          // Worker threads, not child processes: 11% less CPU for the whole suite (448 s of CPU
          // instead of 503, measured A/B on a quiet machine), the files sharing one process.
          pool: "threads",
        },
      },
      {
        extends: true,
        // A process per file: they replace modules, the environment or read their own process.
        test: {
          name: "isolated",
          include: isolated,
          exclude: EXCLUDE,
          isolate: true,
          pool: "forks",
        },
      },
    ],
  },
});
