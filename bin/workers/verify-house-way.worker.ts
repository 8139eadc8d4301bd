import { parentPort } from "node:worker_threads";
import { emptyStats, verifyHandsFrom } from "../../lib/engine/house-way-verify";

import type { Way } from "../../lib/engine/rule-set";

parentPort?.on("message", ({ task, way }: { task: number; way: Way }) => {
  const stats = emptyStats();
  verifyHandsFrom(task, stats, way);
  parentPort?.postMessage({ type: "progress", done: stats.hands });
  parentPort?.postMessage({ type: "result", task, result: stats });
});
