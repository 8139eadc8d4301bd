/**
 * Builds the offline parts (issue 33) into public/ before `next build` (Turbopack skips the
 * webpack-plugin service-worker tools, so the project's esbuild does it):
 * - public/offline/engine-worker.js: the browser's engine worker, the engine bundled from its
 *   one source (lib/offline/engine-worker.ts), minified;
 * - public/sw.js: the service worker, stamped with a version made of both bundles' hash, so
 *   a new engine or worker is a new version (and the "new version, reload" prompt).
 * `npx tsx scripts/build-offline.ts` prints the sizes; bench:offline imports buildOffline.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { locales } from "../lib/i18n/locales";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function bundle(entry: string, define: Record<string, string> = {}): Promise<string> {
  const out = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    minify: true,
    write: false,
    define,
    logLevel: "warning",
  });
  const code = out.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild wrote nothing for ${entry}`);
  return code;
}

export interface OfflineBuild {
  version: string;
  workerBytes: number;
  workerGzip: number;
  workerBrotli: number;
  swBytes: number;
}

import { ENGINE_WORKER_URL } from "../lib/offline/engine-client";

export { ENGINE_WORKER_URL };

export async function buildOffline(): Promise<OfflineBuild> {
  const worker = await bundle("lib/offline/engine-worker.ts");
  const precache = [
    ENGINE_WORKER_URL,
    "/icons/icon-192.png",
    "/icons/icon-512.png",
    ...locales.flatMap((l) => [`/${l}/manifest.webmanifest`, `/${l}/practice`]),
  ];
  const swSource = await bundle("lib/offline/sw/service-worker.ts", {
    __SW_VERSION__: JSON.stringify("dev"),
    __SW_PRECACHE__: JSON.stringify(precache),
  });
  const version = createHash("sha256").update(worker).update(swSource).digest("hex").slice(0, 12);
  const sw = await bundle("lib/offline/sw/service-worker.ts", {
    __SW_VERSION__: JSON.stringify(version),
    __SW_PRECACHE__: JSON.stringify(precache),
  });
  fs.mkdirSync(path.join(root, "public/offline"), { recursive: true });
  fs.writeFileSync(path.join(root, "public/offline/engine-worker.js"), worker);
  fs.writeFileSync(path.join(root, "public/offline/version.json"), JSON.stringify({ version }));
  fs.writeFileSync(path.join(root, "public/sw.js"), sw);
  const bytes = Buffer.from(worker);
  return {
    version,
    workerBytes: bytes.length,
    workerGzip: gzipSync(bytes, { level: 9 }).length,
    workerBrotli: brotliCompressSync(bytes).length,
    swBytes: Buffer.byteLength(sw),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const b = await buildOffline();
  console.log(
    `offline build ${b.version}: engine worker ${b.workerBytes} bytes (gzip ${b.workerGzip}, brotli ${b.workerBrotli}), sw.js ${b.swBytes} bytes`,
  );
}
