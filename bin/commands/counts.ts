/** `paigow counts`: the best-five category of every seven-card hand of the 53-card deck. */
import { COUNT_KEYS } from "../../lib/engine/seven-card-counts";
import { defaultWorkers, intFlag, parseFlags, progressBar, runPool } from "../cli-support";

const SEVEN_CARD_HANDS = 154_143_080;

export async function counts(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, { workers: "string" });
  const workers = intFlag(flags, "workers", defaultWorkers());
  const started = performance.now();
  const bar = progressBar("counts", SEVEN_CARD_HANDS);
  // One task per lowest card: 0..46 (the lowest of seven is at most card 46).
  const results = await runPool<number[]>("counts", 47, workers, {}, (done) => bar.update(done));
  bar.stop();
  const tally = new Array<number>(COUNT_KEYS.length).fill(0);
  for (const r of results) {
    for (let i = 0; i < r.length; i++) tally[i] = (tally[i] as number) + (r[i] as number);
  }
  const lines: string[] = [];
  for (let i = COUNT_KEYS.length - 1; i >= 0; i--) lines.push(`${COUNT_KEYS[i]}\t${tally[i]}`);
  const total = tally.reduce((a, b) => a + b, 0);
  lines.push(`total\t${total}`);
  lines.push(`seconds\t${((performance.now() - started) / 1000).toFixed(1)}`);
  process.stdout.write(`${lines.join("\n")}\n`);
  if (total !== SEVEN_CARD_HANDS)
    throw new Error(`visited ${total} hands, expected ${SEVEN_CARD_HANDS}`);
}
