/**
 * `paigow bonus [--workers K]`: the Fortune bonus row of every one of the
 * 154,143,080 seven-card hands, `KEY<TAB>COUNT<TAB>PAYS` best row first,
 * then the total and the exact house edge. Seconds go to stderr so stdout
 * diffs cleanly.
 */
import {
  FORTUNE_KEYS,
  FORTUNE_PAYS,
  type FortuneKey,
  fortuneHouseEdge,
} from "../../lib/engine/bonus";
import { defaultWorkers, intFlag, parseFlags, progressBar, runPool } from "../cli-support";

const SEVEN_CARD_HANDS = 154_143_080;

export async function bonus(args: string[]): Promise<void> {
  const { flags } = parseFlags(args, { workers: "string" });
  const workers = intFlag(flags, "workers", defaultWorkers());
  const started = performance.now();
  const bar = progressBar("bonus", SEVEN_CARD_HANDS);
  // One task per lowest card: 0..46 (the lowest of seven is at most card 46).
  const results = await runPool<number[]>("bonus", 47, workers, {}, (done) => bar.update(done));
  bar.stop();
  const counts = Object.fromEntries(FORTUNE_KEYS.map((k) => [k, 0])) as Record<FortuneKey, number>;
  for (const r of results)
    FORTUNE_KEYS.forEach((k, i) => {
      counts[k] += r[i] as number;
    });
  const total = FORTUNE_KEYS.reduce((sum, k) => sum + counts[k], 0);
  const lines = FORTUNE_KEYS.map((k) => `${k}\t${counts[k]}\t${FORTUNE_PAYS[k]}`);
  lines.push(`total\t${total}`);
  lines.push(`house-edge\t${(100 * fortuneHouseEdge(counts)).toFixed(6)}%`);
  process.stdout.write(`${lines.join("\n")}\n`);
  process.stderr.write(`seconds\t${((performance.now() - started) / 1000).toFixed(1)}\n`);
  if (total !== SEVEN_CARD_HANDS)
    throw new Error(`visited ${total} hands, expected ${SEVEN_CARD_HANDS}`);
}
