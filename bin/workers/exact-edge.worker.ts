import { parentPort } from "node:worker_threads";
import { evaluateMultisets } from "../../lib/engine/exact/edge";
import type { Way } from "../../lib/engine/rule-set";
import { installWayDocument } from "../../lib/engine/ways";
import type { WayDocument } from "../../lib/engine/ways/document";

// One task = one chunk of rank multisets [from, to): its classes' best splits, scores and sums.
parentPort?.on(
  "message",
  ({
    task,
    ranges,
    way,
    document,
  }: {
    task: number;
    ranges: Array<[number, number, number]>;
    way: Way;
    document?: WayDocument;
  }) => {
    if (document) installWayDocument(document); // a custom way (--way-file): its id is `way`
    const [chunk, from, to] = ranges[task] as [number, number, number];
    // Only the seed way stores every split's score (the derivation's labels; 600 MB a run).
    const result = evaluateMultisets(
      from,
      to,
      way === "seed",
      (classes) => parentPort?.postMessage({ type: "progress", done: classes }),
      way,
    );
    const transfer = [result.best.buffer as ArrayBuffer];
    if (result.scores) transfer.push(result.scores.buffer as ArrayBuffer);
    parentPort?.postMessage({ type: "result", task, result: { chunk, ...result } }, transfer);
  },
);
