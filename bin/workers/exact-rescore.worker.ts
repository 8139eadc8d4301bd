import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { classCount, rankMultisets } from "../../lib/engine/exact/classes";
import { rescoreMultiset } from "../../lib/engine/exact/rescore";

// One task = one checkpoint chunk: its figures recounted from the stored scores with the current
// trainer's way, cached beside the chunk under the rules' signature.
parentPort?.on(
  "message",
  ({ task, chunks, dir, sig }: { task: number; chunks: number[]; dir: string; sig: string }) => {
    const n = chunks[task] as number;
    const base = `${dir}/chunk-${String(n).padStart(4, "0")}`;
    const cache = `${base}.rescore-${sig}.json`;
    const meta = JSON.parse(readFileSync(`${base}.json`, "utf8")) as {
      from: number;
      to: number;
      classes: number;
    };
    let sums: Record<string, number[]>;
    if (existsSync(cache)) sums = JSON.parse(readFileSync(cache, "utf8"));
    else {
      const all = rankMultisets();
      const best = readFileSync(`${base}.best`);
      const raw = readFileSync(`${base}.scores`);
      const scores = new Int32Array(raw.buffer, raw.byteOffset, raw.length / 4);
      if (best.length !== meta.classes || scores.length !== meta.classes * 21)
        throw new Error(
          `chunk ${n}: ${best.length} best splits, ${scores.length / 21} scores for ${meta.classes} classes`,
        );
      // Per chunk the sums stay below 2^53 (about 20,000 classes x 24 x 1.1e9), so doubles are exact.
      sums = {};
      let c = 0;
      for (let m = meta.from; m < meta.to; m++) {
        const k = classCount(all[m] as (typeof all)[number]);
        for (const [key, row] of rescoreMultiset(
          m,
          scores.subarray(c * 21, (c + k) * 21),
          best.subarray(c, c + k),
        )) {
          let t = sums[key];
          if (!t) {
            t = [0, 0, 0, 0, 0];
            sums[key] = t;
          }
          for (let i = 0; i < 5; i++) t[i] = (t[i] as number) + (row[i] as number);
        }
        c += k;
      }
      writeFileSync(`${cache}.tmp`, JSON.stringify(sums));
      renameSync(`${cache}.tmp`, cache);
    }
    parentPort?.postMessage({ type: "progress", done: meta.classes });
    parentPort?.postMessage({ type: "result", task, result: sums });
  },
);
