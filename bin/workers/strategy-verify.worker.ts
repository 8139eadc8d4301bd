import { parentPort } from "node:worker_threads";
import { emptyStrategyStats, verifyStrategyFrom } from "../../lib/engine/strategy/verify";

parentPort?.on("message", ({ task }: { task: number }) => {
  const stats = emptyStrategyStats();
  verifyStrategyFrom(task, stats, (done) => {
    if (done > 0) parentPort?.postMessage({ type: "progress", done });
  });
  parentPort?.postMessage({ type: "result", task, result: stats });
});
