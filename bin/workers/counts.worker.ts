import { parentPort } from "node:worker_threads";
import { COUNT_KEYS, countHandsFrom } from "../../lib/engine/seven-card-counts";

parentPort?.on("message", ({ task }: { task: number }) => {
  const tally = new Float64Array(COUNT_KEYS.length);
  const done = countHandsFrom(task, tally);
  parentPort?.postMessage({ type: "progress", done });
  parentPort?.postMessage({ type: "result", task, result: Array.from(tally) });
});
