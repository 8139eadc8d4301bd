/**
 * The way check's worker thread (lib/ways/checks.ts starts one per check): lowers its own
 * priority to nice 10 (on Linux a thread's nice value is its own, so requests on the main
 * thread and the exact-EV workers go first), sets every suit class of the game by the
 * document's way (checkWay) and reports its progress at most every 200 ms, then its result.
 * Not 19: beside busy nice-0 threads a nice-19 thread gets about 1.5% of a core, and its 5 s of
 * work would take minutes (seen: 0% after a minute at load average 21); nice 10 gets about 10%,
 * which keeps a check under the editor's 90 s even then.
 */
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { checkWay, type WayDocument } from "@/lib/engine";
import type { CheckMessage, CheckRequest } from "./check-protocol";

const port = parentPort;
if (!port) throw new Error("way check: not started as a worker thread");
const send = (message: CheckMessage) => port.postMessage(message);

try {
  // Never above the server's own priority: a server run at nice 19 keeps its check there.
  os.setPriority(Math.max(os.getPriority(), 10));
} catch {
  // Not allowed here (a container's policy): run at the server's priority.
}

const { document, stride } = workerData as CheckRequest;
let last = 0;
try {
  const result = checkWay(document as WayDocument, {
    stride,
    onProgress: (done, total) => {
      const now = Date.now();
      if (now - last < 200) return;
      last = now;
      send({ type: "progress", done, total });
    },
  });
  send({ type: "done", result });
} catch (error) {
  send({ type: "error", error: error instanceof Error ? error.message : String(error) });
}
