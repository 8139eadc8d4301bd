import { parentPort } from "node:worker_threads";
import { emptyStrategyStats, verifyStrategyFrom } from "../../lib/engine/strategy/verify";

parentPort?.on("message", ({ task }: { task: number }) => {
  const stats = emptyStrategyStats();
  verifyStrategyFrom(task, stats);
  parentPort?.postMessage({ type: "progress", done: stats.hands });
  parentPort?.postMessage({ type: "result", task, result: stats });
});
