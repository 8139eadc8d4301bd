import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { startServer, freePort } from "./bench-server";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reqcost-"));
process.env.NEXT_DIST_DIR = ".next";
const port = await freePort();
const s: any = await startServer(path.join(dir, "x.db"), port);
const pid = s.child?.pid ?? s.pid;
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); return (+f[11] + +f[12]) * 10; };
for (const [label, url, init] of [["health GET", "/api/health", {}], ["live lobby GET", "/api/live", {}], ["live table GET anon", "/api/live/live-usd-5-50", {}]] as const) {
  for (let w = 0; w < 200; w++) await fetch(`http://127.0.0.1:${port}${url}`, init).then((r) => r.arrayBuffer());
  const c0 = cpu(); const t0 = performance.now(); const N = 1500;
  for (let i = 0; i < N; i++) await fetch(`http://127.0.0.1:${port}${url}`, init).then((r) => r.arrayBuffer());
  console.log(label, ((cpu() - c0) / N).toFixed(2), "ms CPU/req", ((performance.now() - t0) / N).toFixed(2), "ms wall/req");
}
await s.stop?.(); process.kill(pid); fs.rmSync(dir, { recursive: true, force: true });
