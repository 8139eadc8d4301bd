/**
 * The background exact run's worker thread (lib/ways/exact-runs.ts starts one per run): lowers
 * its own priority to the request's nice value (19 for the whole game: minutes of a core, while
 * requests, grading and the way check all go first), runs the exact game for the document's way (exact-run.ts) and reports
 * its progress at most every 2 s, then its figures.
 */
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { RunMessage, RunRequest } from "./exact-protocol";
import { exactRun } from "./exact-run";

const port = parentPort;
if (!port) throw new Error("exact run: not started as a worker thread");
const send = (message: RunMessage) => port.postMessage(message);

const { document, multisets, nice } = workerData as RunRequest;
try {
  // Never above the server's own priority.
  os.setPriority(Math.max(os.getPriority(), nice));
} catch {
  // Not allowed here (a container's policy): run at the server's priority.
}

let last = 0;
try {
  const figures = exactRun(document, {
    multisets,
    onProgress: (done, total) => {
      const now = Date.now();
      if (now - last < 2000 && done < total) return;
      last = now;
      send({ type: "progress", done, total });
    },
  });
  send({ type: "done", figures });
} catch (error) {
  send({ type: "error", error: error instanceof Error ? error.message : String(error) });
}
