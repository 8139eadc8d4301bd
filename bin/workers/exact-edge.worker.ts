import { parentPort } from "node:worker_threads";
import { evaluateMultisets } from "../../lib/engine/exact/edge";

// One task = one chunk of rank multisets [from, to): its classes' best splits, scores and sums.
parentPort?.on(
  "message",
  ({ task, ranges }: { task: number; ranges: Array<[number, number, number]> }) => {
    const [chunk, from, to] = ranges[task] as [number, number, number];
    const result = evaluateMultisets(from, to, true, (classes) =>
      parentPort?.postMessage({ type: "progress", done: classes }),
    );
    const transfer = [result.best.buffer as ArrayBuffer];
    if (result.scores) transfer.push(result.scores.buffer as ArrayBuffer);
    parentPort?.postMessage({ type: "result", task, result: { chunk, ...result } }, transfer);
  },
);
