/**
 * `paigow derive-strategy ...`: runs scripts/derive-strategy.ts with the same arguments (it reads
 * process.argv at load and is a long search, so it runs as its own process, as npm scripts do).
 * `--exact --way W --variant V` derives a rule set's own trainer's list from `paigow exact-edge
 * --way W --scores` checkpoints; `--measure FILE [--list N]` measures a derived list exactly.
 */
import { spawn } from "node:child_process";
import path from "node:path";

export async function deriveStrategy(args: string[]): Promise<void> {
  const script = path.join(process.cwd(), "scripts/derive-strategy.ts");
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) process.exitCode = code;
}
