import { parentPort } from "node:worker_threads";
import { evaluateMultisets } from "../../lib/engine/exact/edge";
import { VARIANTS, type Way } from "../../lib/engine/rule-set";
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
    allScores,
  }: {
    task: number;
    ranges: Array<[number, number, number]>;
    way: Way;
    document?: WayDocument;
    /** `--scores`: every variant's split scores (the derivation's labels for any rule set). */
    allScores?: boolean;
  }) => {
    if (document) installWayDocument(document); // a custom way (--way-file): its id is `way`
    const [chunk, from, to] = ranges[task] as [number, number, number];
    // The seed way always stores its standard scores (600 MB a run); --scores all three variants.
    const result = evaluateMultisets(
      from,
      to,
      allScores ? VARIANTS : way === "seed",
      (classes) => parentPort?.postMessage({ type: "progress", done: classes }),
      way,
    );
    const transfer = [result.best.buffer as ArrayBuffer];
    for (const s of Object.values(result.scoresByVariant)) transfer.push(s.buffer as ArrayBuffer);
    parentPort?.postMessage({ type: "result", task, result: { chunk, ...result } }, transfer);
  },
);
