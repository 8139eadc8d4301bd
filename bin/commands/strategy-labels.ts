/**
 * `paigow strategy-labels --hands N --seed S --out FILE [--workers K]`:
 * exact counts of all 21 splits of N seeded hands (dealt as simulate deals
 * them), written as little-endian Int32 records (lib/engine/strategy/labels.ts).
 * scripts/derive-strategy.ts caches its training labels this way.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { LABEL_INTS, SIM_CHUNK } from "../../lib/engine/strategy/labels";
import {
  defaultWorkers,
  intFlag,
  parseFlags,
  progressBar,
  runPool,
  UsageError,
} from "../cli-support";

/** Labels of hands 0..hands-1 of `seed`, computed on `workers` threads with a progress bar. */
export async function computeLabels(
  hands: number,
  seed: number,
  workers: number,
  label: string,
): Promise<Int32Array> {
  const bar = progressBar(label, hands);
  const parts = await runPool<Int32Array>(
    "strategy",
    Math.ceil(hands / SIM_CHUNK),
    workers,
    { seed, total: hands },
    (done) => bar.update(done),
  );
  bar.stop();
  const data = new Int32Array(hands * LABEL_INTS);
  let at = 0;
  for (const p of parts) {
    data.set(p, at);
    at += p.length;
  }
  return data;
}

export function readLabels(file: string): Int32Array {
  const buf = readFileSync(file);
  if (buf.length % (LABEL_INTS * 4) !== 0) throw new UsageError(`${file}: not a label file`);
  return new Int32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length));
}

export async function strategyLabels(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, {
    hands: "string",
    seed: "string",
    out: "string",
    workers: "string",
  });
  const hands = intFlag(flags, "hands", 10_000);
  const seed = intFlag(flags, "seed", 1, 0);
  const workers = intFlag(flags, "workers", defaultWorkers());
  const out = flags.out;
  if (typeof out !== "string") throw new UsageError("--out FILE is required");
  const started = performance.now();
  const data = await computeLabels(hands, seed, workers, "strategy-labels");
  writeFileSync(out, new Uint8Array(data.buffer));
  process.stdout.write(
    `hands\t${hands}\nfile\t${out}\nseconds\t${((performance.now() - started) / 1000).toFixed(1)}\n`,
  );
}
