/**
 * Shared by bench-load.ts and bench-crash.ts: build (optional) and start a production server
 * of this checkout on a free loopback port with its own temporary database, stop it by pid,
 * and drive the drill the way the browser does (JSON POSTs to app/api/practice/* with a
 * per-learner cookie jar, over keep-alive connections). Nothing here listens beyond 127.0.0.1.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

const distDir = () => process.env.NEXT_DIST_DIR || ".next-bench";

export function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
export const flag = (name: string) => process.argv.includes(`--${name}`);

/** `next build` into distDir() unless --no-build and a build is there already. */
export function build(): void {
  const manifest = path.join(ROOT, distDir(), "server/server-reference-manifest.json");
  if (flag("no-build") && fs.existsSync(manifest)) return;
  console.log(`building into ${distDir()} ...`);
  try {
    execFileSync(process.execPath, [NEXT_BIN, "build"], {
      cwd: ROOT,
      env: { ...process.env, NEXT_DIST_DIR: distDir(), NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "pipe",
      timeout: 10 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const out = error as { stdout?: Buffer; stderr?: Buffer };
    const tail = `${out.stdout ?? ""}${out.stderr ?? ""}`.split("\n").slice(-40).join("\n");
    throw new Error(`next build failed:\n${tail}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The ids of the drill's deal and submit actions (and sign-in's) in this build. */
export function actionIds(): { signIn: string } {
  const file = path.join(ROOT, distDir(), "server/server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  };
  const find = (name: string, page = "app/[locale]/practice/page") => {
    const hit = Object.entries(manifest.node).find(
      ([, v]) => v.exportedName === name && page in v.workers,
    );
    if (!hit) throw new Error(`no ${name} of ${page} in ${file}`);
    return hit[0];
  };
  return {
    signIn: find("signInAction", "app/[locale]/(account)/signin/page"),
  };
}

export interface Server {
  child: ChildProcess;
  base: string;
  log: string[];
}

/** Signals the server's whole process group: `next start` and the next-server it runs. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal); // the group is gone already
  }
}

/** Starts `next start` on 127.0.0.1:port and waits (at most 60 s) for /api/health. */
export async function startServer(
  databasePath: string,
  port: number,
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server (NODE_OPTIONS refuses it).
      ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      ...nodeArgs,
      NEXT_BIN,
      "start",
      "-H",
      "127.0.0.1",
      "-p",
      String(port),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...extraEnv,
        NODE_ENV: "production",
        NEXT_DIST_DIR: distDir(),
        DATABASE_PATH: databasePath,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // A group of its own: `next start` runs the server in a child process, which a signal to
      // the parent alone would leave running (killGroup).
      detached: true,
    },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    // BENCH_LOG_FILE=path also keeps everything the server prints (kept here: the last 200).
    if (process.env.BENCH_LOG_FILE) fs.appendFileSync(process.env.BENCH_LOG_FILE, chunk);
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join("")}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { child, base, log };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  killGroup(child, "SIGKILL");
  throw new Error(`server did not become healthy in 60 s:\n${log.join("")}`);
}

/** Stops the server by its pid: SIGTERM, then SIGKILL after 5 s. */
export async function stopServer(
  server: Server,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, signal);
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export type Step = "deal" | "submit";

/** Keep-alive connections, as a browser holds them (a new TCP connection per call is not). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One simulated learner: its own cookie jar, dealing and answering in a loop. */
export class Learner {
  private cookie = "";
  private readonly jar = new Map<string, string>();
  private calls = 0;
  private readonly bases: string[];
  /** One server, or several sharing one store: the calls go to them in turn. */
  constructor(base: string | string[]) {
    this.bases = Array.isArray(base) ? base : [base];
  }

  /** POSTs to the drill's JSON endpoint (app/api/practice/<step>), as components/drill does. */
  private call(step: Step, input: unknown): Promise<{ status: string; [k: string]: unknown }> {
    const body = JSON.stringify(input);
    const url = new URL(`/api/practice/${step}`, this.bases[this.calls++ % this.bases.length]);
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: "POST",
          agent,
          timeout: 15_000,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            ...(this.cookie ? { cookie: this.cookie } : {}),
          },
        },
        (res) => {
          for (const set of res.headers["set-cookie"] ?? []) {
            const pair = set.split(";")[0] ?? "";
            this.jar.set(pair.slice(0, pair.indexOf("=")), pair);
          }
          this.cookie = [...this.jar.values()].join("; ");
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode !== 200)
              return reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 120)}`));
            try {
              resolve(JSON.parse(text));
            } catch {
              reject(new Error(`not JSON: ${text.slice(0, 120)}`));
            }
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout after 15 s")));
      req.on("error", reject);
      req.end(body);
    });
  }

  async deal(): Promise<{ dealId: string; hand: number[] }> {
    const result = await this.call("deal", { drill: "any" });
    if (result.status !== "dealt") throw new Error(`deal: ${JSON.stringify(result)}`);
    return result.deal as { dealId: string; hand: number[] };
  }

  /** Answers with a random pair of the hand; resolves when the server acknowledged it. */
  async submit(deal: { dealId: string; hand: number[] }): Promise<void> {
    const i = Math.floor(Math.random() * 7);
    const j = (i + 1 + Math.floor(Math.random() * 6)) % 7;
    const front = [deal.hand[i], deal.hand[j]];
    const result = await this.call("submit", { dealId: deal.dealId, front });
    if (result.status !== "graded")
      throw new Error(`submit: ${JSON.stringify(result).slice(0, 200)}`);
  }
}

/**
 * The body the browser's sign-in form sends (useActionState: the previous state and the
 * form as "$K1"), as captured from Chromium against this build: the form's fields are parts
 * named `_1_<field>` and come before the root part "0". The server decodes the parts in order,
 * so a root sent first meets an empty form ("identifier-required": no sign-in is tried).
 */
export function signInFormBody(identifier: string, password: string): FormData {
  const form = new FormData();
  form.append("_1_locale", "en");
  form.append("_1_identifier", identifier);
  form.append("_1_password", password);
  form.append("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  return form;
}

/**
 * A password guesser: posts the sign-in form (as the browser's useActionState does) with an
 * unknown name and a wrong password, as fast as the server answers. The answer's state, e.g.
 * `{"status":"error","code":"wrong-credentials"}` (a try that reached the password check).
 */
export async function guessPassword(base: string, actionId: string): Promise<string | null> {
  const res = await fetch(`${base}/en/signin`, {
    method: "POST",
    headers: { "next-action": actionId, accept: "text/x-component" },
    body: signInFormBody(`nobody-${Math.random().toString(36).slice(2)}`, "not the password"),
    signal: AbortSignal.timeout(30_000),
  });
  return /\{"status":"[a-z]+"[^}]*\}/.exec(await res.text())?.[0] ?? null;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export const fmt = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : "-");
