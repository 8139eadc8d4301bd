import { parentPort } from "node:worker_threads";
import { labelChunk } from "../../lib/engine/strategy/labels";

// One task = one simulate chunk: the exact counts of all 21 splits of its player hands.
parentPort?.on(
  "message",
  ({ task, seed, total }: { task: number; seed: number; total: number }) => {
    let done = 0;
    const data = labelChunk(seed, task, total, () => {
      if (++done % 25 === 0) parentPort?.postMessage({ type: "progress", done: 25 });
    });
    if (done % 25) parentPort?.postMessage({ type: "progress", done: done % 25 });
    parentPort?.postMessage({ type: "result", task, result: data }, [data.buffer as ArrayBuffer]);
  },
);
