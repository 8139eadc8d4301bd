/**
 * Two app instances on one PostgreSQL database (issue 15): `npm run test:multi` starts a
 * throw-away cluster and runs tests/multi against two `next start` servers on two free ports,
 * started together (so both migrate one fresh database at once), one browser alternating
 * between them. Needs MULTI_DATABASE_URL (scripts/test-multi.sh sets it) and a build.
 */
import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";
import base, { E2E_ADMIN_TOKEN } from "./playwright.config";

const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
// Chosen once by the main process; workers inherit them through the environment.
process.env.MULTI_PORT_A ??= freePort();
process.env.MULTI_PORT_B ??= freePort();
const ports = [process.env.MULTI_PORT_A, process.env.MULTI_PORT_B];
const url = process.env.MULTI_DATABASE_URL;
if (!url) throw new Error("MULTI_DATABASE_URL is not set: run npm run test:multi");

export const INSTANCES = ports.map((port) => `http://localhost:${port}`);

export default defineConfig({
  ...base,
  testDir: "tests/multi",
  outputDir: "test-results-multi",
  workers: 1,
  use: { ...base.use, baseURL: INSTANCES[0] },
  webServer: ports.map((port) => ({
    command: `npm run serve -- -p ${port}`,
    url: `http://localhost:${port}/api/health`,
    env: {
      DATABASE_URL: url,
      // Both instances sign sessions and learner cookies with one secret.
      SESSION_SECRET: "multi-instance-e2e-secret-not-a-secret-0123456789",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      NEXT_TELEMETRY_DISABLED: "1",
      SIGN_UPS_PER_HOUR: "1000",
      TABLE_TEST_TABLES: "1",
    },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
