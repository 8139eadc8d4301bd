/**
 * A worker thread's entry bundled into one ES module by esbuild (about a quarter of a second,
 * once per process and entry), written to node_modules/.cache/paigow-server under a name
 * made of its content's hash, atomically. Next bundles the server into chunks a worker thread
 * cannot load by path; the engine bundled whole also lets V8 inline its hot calls across
 * files. Used by the exact-EV pool (lib/grading/ev-worker) and the way check (lib/ways).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** `entry` relative to the project root (`lib/ways/check-worker.ts`); `prefix` names the file. */
export async function bundleWorkerEntry(entry: string, prefix: string): Promise<string> {
  const root = process.cwd();
  const { build, stop } = await import("esbuild");
  // esbuild's service process would otherwise live as long as the server, pinged every second.
  const out = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "warning",
  }).finally(stop);
  const code = out.outputFiles[0]?.contents;
  if (!code) throw new Error(`${prefix}: esbuild wrote nothing`);
  const name = `${prefix}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`;
  const dir = path.join(root, "node_modules/.cache/paigow-server");
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  }
  return file;
}
