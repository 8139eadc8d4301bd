import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// A free port, chosen once by the main process; workers inherit it through the environment
// (they load this file again), so other servers on the machine never collide with the tests.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const PORT = Number(process.env.E2E_PORT);
// Debian's headless shell when it is installed (scripts/test-all.sh installs it): the same engine
// without the full browser's UI process work, about a quarter less CPU a test on this machine.
// E2E_CHROMIUM names another binary.
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium");
const baseURL = `http://localhost:${PORT}`;
// A throwaway database per run: the server migrates it on first use.
const E2E_DB = process.env.E2E_DATABASE_PATH ?? `./data/e2e-${PORT}.db`;
// The admin identity the rule-editing tests sign in with (tests/e2e/pages/RulePages.ts).
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-a-secret";
/**
 * scrypt at 2^12 instead of 2^17 (0.7 s of CPU a hash here) for the e2e server and the accounts
 * the tests make with the CLI (walk.spec.ts, a11y.spec.ts's demo data): the suite signs up and in
 * hundreds of times. lib/auth/password.test.ts hashes at 2^17 and checks that a production
 * server refuses less unless TEST_SERVER is set; test:multi's servers keep 2^17.
 */
export const E2E_PASSWORD_HASH_LOG2N = "12";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers share the one server. Three (2026-12-06, fifth session) passed 73 tests in 16
  // minutes where two had passed 161 in 23: beside the Vitest stage the two cores are full (the
  // server and the browsers' CPU is not all in the stage's count). Four, every test free to run
  // beside any other, overloaded them (load 15-20): three-browser live tests ran out of time.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : undefined),
  // The workers beside the Vitest stages on two cores: a sign-in waits its turn for scrypt (2^17,
  // memory-hard: 0.3 s alone, several seconds under this load), and a test that signs up and in
  // five times (account.spec.ts) took 29 s of its 30.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A click or fill that finds nothing fails in 30 s in CI rather than holding the whole test's
    // time (up to 5 minutes): a renamed label once cost two 3-minute timeouts and a retry.
    actionTimeout: process.env.CI ? 30_000 : 0,
    navigationTimeout: process.env.CI ? 60_000 : 0,
    // No trace in CI: its clean clone is deleted after the run, so nobody opens a trace there, and
    // recording one (a screencast of every frame, a DOM snapshot per action) cost about a third
    // of the e2e's wall time on this machine: 6 specs' tests 127 s traced, 92 s not (A/B, issue 53).
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The app registers a service worker (issue 33); with it, page.route no longer sees the
    // requests the worker answers. Only tests/e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Playwright cannot download its own browser here; Debian's Chromium stands in.
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && npm run serve -- -p ${PORT}`,
    url: `${baseURL}/api/health`,
    env: {
      DATABASE_PATH: E2E_DB,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      NEXT_TELEMETRY_DISABLED: "1",
      // Every test browser signs up from 127.0.0.1.
      SIGN_UPS_PER_HOUR: "1000",
      // The table tests need the short-timer test table (lib/table/tables.json).
      TABLE_TEST_TABLES: "1",
      TEST_SERVER: "1",
      // Browser and server on one machine: gzip would only cost both CPU (next.config.mjs).
      HTTP_COMPRESSION: "0",
      PASSWORD_HASH_LOG2N: E2E_PASSWORD_HASH_LOG2N,
      // Every test learner drills from 127.0.0.1: the per-address practice limits (lib/learner/limits.ts)
      // would otherwise refuse the later tests of a parallel run.
      PRACTICE_RATE_SCALE: "10",
      // A live stream's keep-alive every 2 s, not 20: a closed tab's stream is freed within
      // seconds (tests/e2e/live-walk.spec.ts, the fifth tab).
      SSE_HEARTBEAT_SECONDS: "2",
      // An own way's background exact run over the first 60 rank multisets, not the whole game
      // (a quarter of an hour): tests/e2e/way-editor.spec.ts waits for its figures.
      WAY_RUN_MULTISETS: "60",
      // A saved way's check over every 10th rank multiset (697 k suit classes, under a second of
      // CPU instead of 4-7 s beside the other stages): the editor's progress and verdict are the
      // same code; the whole game's check is `paigow check-way`'s (bin/commands/way-document.test.ts)
      // and lib/engine/ways's, on published and fouling documents.
      WAY_CHECK_STRIDE: "10",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
