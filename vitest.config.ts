import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": path.dirname(fileURLToPath(import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", ".next-*/**", "tests/e2e/**", "data/**"],
    // One engine test walks every hand exhaustively; give it room on a 2-core machine.
    testTimeout: 600_000,
    // Every core (Vitest's default leaves one free: a single worker on this 2-core machine).
    maxWorkers: Number(process.env.VITEST_WORKERS) || os.availableParallelism(),
    hookTimeout: 60_000,
    // scrypt at 2^12 instead of 2^17: the account tests hash hundreds of times (lib/env.ts;
    // lib/auth/password.test.ts hashes at the production cost and checks it is the default).
    env: { PASSWORD_HASH_LOG2N: "12" },
    // next-intl's middleware imports "next/server" without an extension, which Node's ESM
    // resolver refuses outside Next: let Vite resolve it (tests/proxy-link.test.ts).
    server: { deps: { inline: ["next-intl"] } },
  },
});
