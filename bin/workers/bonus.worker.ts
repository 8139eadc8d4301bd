import { parentPort } from "node:worker_threads";
import { FORTUNE_KEYS } from "../../lib/engine/bonus";
import { bonusCountFrom } from "../../lib/engine/bonus-counts";

parentPort?.on("message", ({ task }: { task: number }) => {
  const tally = new Float64Array(FORTUNE_KEYS.length);
  const done = bonusCountFrom(task, tally);
  parentPort?.postMessage({ type: "progress", done });
  parentPort?.postMessage({ type: "result", task, result: Array.from(tally) });
});
