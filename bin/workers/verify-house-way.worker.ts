import { parentPort } from "node:worker_threads";
import { emptyStats, verifyHandsFrom } from "../../lib/engine/house-way-verify";

parentPort?.on("message", ({ task }: { task: number }) => {
  const stats = emptyStats();
  verifyHandsFrom(task, stats);
  parentPort?.postMessage({ type: "progress", done: stats.hands });
  parentPort?.postMessage({ type: "result", task, result: stats });
});
